/**
 * The cart calls of the storefront contract through the runtime's data layer. Each answers the
 * whole cart, read with readStoreCart; the client sends products, quantities, coupon codes and
 * shipping choices, never a price or a total (the server refuses those with a 400).
 */
import {
  type Api,
  CART_COUPONS_PATH,
  CART_ENTRIES_PATH,
  CART_PATH,
  CART_SHIPPING_PATH,
  type RequestOptions,
} from '@tessera/runtime';
import { readStoreCart, type ShippingLocation, type StoreCart } from './store-cart';
import { cartCouponPath, cartEntryPath } from './store-paths';

export interface AddToCartRequest {
  productId: string;
  /** The chosen variant; left out for a product with one variant. */
  sku?: string;
  quantity: number;
}

export interface ShippingChoice {
  shippingOptionId?: string;
  location?: Partial<ShippingLocation> & { country: string };
}

export interface CartClient {
  load(): Promise<StoreCart>;
  add(request: AddToCartRequest): Promise<StoreCart>;
  setQuantity(entryId: string, quantity: number): Promise<StoreCart>;
  remove(entryId: string): Promise<StoreCart>;
  applyCoupon(code: string): Promise<StoreCart>;
  removeCoupon(code: string): Promise<StoreCart>;
  setShipping(choice: ShippingChoice): Promise<StoreCart>;
}

/** Cart calls fail in the cart's own words (caller's handler), never in the system overlay. */
const OWN_FAILURE: RequestOptions = { timeoutMs: 10_000, onFailure: () => {} };

/** A client on `api` (a block passes its context's). */
export function createCartClient(
  api: Pick<Api, 'get' | 'post' | 'put' | 'delete' | 'request'>,
): CartClient {
  const read = (answer: Promise<unknown>) => answer.then(readStoreCart);
  return {
    load: () => read(api.get(CART_PATH, OWN_FAILURE)),
    add: (request) => read(api.post(CART_ENTRIES_PATH, request, OWN_FAILURE)),
    setQuantity: (entryId, quantity) =>
      read(api.request('PATCH', cartEntryPath(entryId), { quantity }, OWN_FAILURE)),
    remove: (entryId) => read(api.delete(cartEntryPath(entryId), OWN_FAILURE)),
    applyCoupon: (code) => read(api.post(CART_COUPONS_PATH, { code }, OWN_FAILURE)),
    removeCoupon: (code) => read(api.delete(cartCouponPath(code), OWN_FAILURE)),
    setShipping: (choice) => read(api.put(CART_SHIPPING_PATH, choice, OWN_FAILURE)),
  };
}
