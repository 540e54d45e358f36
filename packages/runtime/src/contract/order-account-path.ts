/**
 * POST { password }: the order's email made a logged-in member account, by the browser that
 * bought the order (ours, issue 14); `{id}` is the order's id, percent-encoded.
 */
export const ORDER_ACCOUNT_PATH = '/api/commerce/orders/{id}/account';
