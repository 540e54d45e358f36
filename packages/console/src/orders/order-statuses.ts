/**
 * The statuses an order moves through, as PATCH /api/commerce/orders/{id} accepts them
 * (docs/http-contract/openapi.yaml), with the labels the console shows.
 */
const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS);

/** A status's label; an unknown one as the server sent it. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}
