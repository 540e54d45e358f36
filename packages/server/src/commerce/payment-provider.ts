import { randomUUID } from 'node:crypto';
import { TEST_PAYMENT_REFERENCE_PREFIX } from '@tessera/runtime';

/**
 * The payment step behind checkout. A real provider (Stripe, Adyen, Mollie) is plugged in by
 * implementing this and passing it as `startServer({ paymentProvider })`: `charge` takes the
 * amount the server computed (never one the page sent) with the checkout's idempotency key,
 * which the provider must honour so a retried request is one charge; `refund` gives a charge
 * back when the order cannot be written after all (stock sold meanwhile).
 */
export interface PaymentRequest {
  amountCents: number;
  currencyCode: string;
  /** What the shopper typed: a card number for the test provider, a token for a real one. */
  card: string;
  idempotencyKey: string;
  email: string;
  description: string;
}

export type PaymentResult =
  | { approved: true; reference: string }
  | { approved: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: PaymentRequest): Promise<PaymentResult>;
  refund(reference: string): Promise<void>;
}

/** The test provider's cards, as Stripe's test mode spells them. */
export const TEST_CARD_ACCEPTED = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

export interface TestPaymentProvider extends PaymentProvider {
  /** Every approved charge and whether it was refunded, in order (tests read it). */
  readonly charges: { reference: string; request: PaymentRequest; refunded: boolean }[];
}

const digits = (card: string) => card.replace(/[\s-]/g, '');

/**
 * Accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002 ('Your card was declined.');
 * any other number is declined as not a test card. A repeated idempotency key answers the
 * first charge's reference without charging again, as real providers do.
 */
export function createTestPaymentProvider(): TestPaymentProvider {
  const charges: TestPaymentProvider['charges'] = [];
  const byKey = new Map<string, string>();
  return {
    name: 'test',
    charges,
    async charge(request) {
      const known = byKey.get(request.idempotencyKey);
      if (known) return { approved: true, reference: known };
      const card = digits(request.card);
      if (card === digits(TEST_CARD_DECLINED)) {
        return { approved: false, message: 'Your card was declined.' };
      }
      if (card !== digits(TEST_CARD_ACCEPTED)) {
        return {
          approved: false,
          message: `Your card was declined. The test provider accepts ${TEST_CARD_ACCEPTED} only.`,
        };
      }
      const reference = `${TEST_PAYMENT_REFERENCE_PREFIX}${randomUUID()}`;
      byKey.set(request.idempotencyKey, reference);
      charges.push({ reference, request, refunded: false });
      return { approved: true, reference };
    },
    async refund(reference) {
      const charge = charges.find((entry) => entry.reference === reference);
      if (!charge) return;
      charge.refunded = true;
      // A retry under the same key after a refund is a new charge, not the refunded one.
      byKey.delete(charge.request.idempotencyKey);
    },
  };
}
