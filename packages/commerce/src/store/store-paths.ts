/**
 * The storefront's HTTP paths (docs/http-contract/openapi.yaml, issue 14). The cart token travels
 * only as the HttpOnly `ss_cart` cookie the server sets, never in a body the client writes.
 */

/** GET: the visitor's cart (an empty cart without the cookie). */
export const CART_PATH = '/api/commerce/cart';
/** POST { productId, sku?, quantity, giftCardAmountCents? }: adds an entry. */
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';
/** POST { code }: applies a coupon; DELETE `${CART_COUPONS_PATH}/{code}` removes it. */
export const CART_COUPONS_PATH = '/api/commerce/cart/coupons';
/** PUT { shippingOptionId?, location? }: the shipping choice. */
export const CART_SHIPPING_PATH = '/api/commerce/cart/shipping';

/** `/api/commerce/cart/entries/{entryId}` with the id percent-encoded. */
export function cartEntryPath(entryId: string): string {
  return `${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`;
}

/** `/api/commerce/cart/coupons/{code}` with the code percent-encoded. */
export function cartCouponPath(code: string): string {
  return `${CART_COUPONS_PATH}/${encodeURIComponent(code)}`;
}
