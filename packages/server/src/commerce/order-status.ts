import { HttpError } from '../http-error';

/**
 * An order's statuses. The commerce package names a product's workflow states (published,
 * scheduled, draft), not an order's; a checkout stores `paid`, and the owner moves it on.
 */
const ORDER_STATUSES = ['paid', 'fulfilled', 'cancelled', 'refunded'] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One of ORDER_STATUSES, else a 400 naming them. */
export function readOrderStatus(value: unknown, where: string): OrderStatus {
  if (typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)) {
    return value as OrderStatus;
  }
  throw new HttpError(400, {
    error: `${where} must be one of ${ORDER_STATUSES.map((status) => `"${status}"`).join(', ')}.`,
  });
}
