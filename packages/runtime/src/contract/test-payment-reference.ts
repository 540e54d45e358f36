/**
 * The reference server's built-in test payment provider answers an approved charge with a
 * reference of this prefix (`test_<uuid>`); the demo order always pays that way. Orders and the
 * CSV carry the reference as it is, so the console marks an order paid this way as a test order.
 */
export const TEST_PAYMENT_REFERENCE_PREFIX = 'test_';

/** Whether an order's payment reference is the test provider's (nothing was charged). */
export function isTestPaymentReference(reference: unknown): boolean {
  return typeof reference === 'string' && reference.startsWith(TEST_PAYMENT_REFERENCE_PREFIX);
}
