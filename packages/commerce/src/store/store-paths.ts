/**
 * The storefront's item paths, built on the runtime's wire contract (CART_ENTRIES_PATH and
 * CART_COUPONS_PATH; docs/http-contract/openapi.yaml): the id or code percent-encoded, so a code
 * with '/', '#' or spaces names one coupon.
 */
import { CART_COUPONS_PATH, CART_ENTRIES_PATH } from '@tessera/runtime';

/** `/api/commerce/cart/entries/{id}`. */
export function cartEntryPath(entryId: string): string {
  return `${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`;
}

/** `/api/commerce/cart/coupons/{code}`. */
export function cartCouponPath(code: string): string {
  return `${CART_COUPONS_PATH}/${encodeURIComponent(code)}`;
}
