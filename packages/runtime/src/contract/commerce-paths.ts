/**
 * The storefront's calls and its cart cookie (issue 14; reference server addition: spec 000 §7
 * names no cart calls). The cart lives on the server, keyed by the cart token cookie; the client
 * sends products, quantities, coupon codes and a shipping choice, never a price or a total.
 */

/** The cart token: 32 random characters, HttpOnly, SameSite=Lax, Path=/, 30 days. */
export const CART_TOKEN_COOKIE = 'ss_cart';
/** GET: the whole cart entity (spec 000 §3); an empty cart when there is no cart cookie. */
export const CART_PATH = '/api/commerce/cart';
/** POST { productId, sku?, quantity, giftCardAmountCents? }; append `/{id}` to PATCH or DELETE. */
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';
/** POST { code }; append `/{id}` (the code, percent-encoded) to DELETE a coupon. */
export const CART_COUPONS_PATH = '/api/commerce/cart/coupons';
/** PUT { shippingOptionId?, location? }. */
export const CART_SHIPPING_PATH = '/api/commerce/cart/shipping';
/** GET: the catalogue, `{ products }`; append `/{id}` for one product. */
export const PRODUCTS_PATH = '/api/commerce/products';
/** POST { cartToken, idempotencyKey, email, shippingAddress?, payment }: the cart to an order. */
export const CHECKOUT_API_PATH = '/api/commerce/checkout';
/** GET: the owner's orders, newest first, in pages. */
export const ORDERS_PATH = '/api/commerce/orders';
// In a module of its own (same export): the order account block's chunk reads it alone, and
// sharing this module with the cart's chunks would make it a chunk of its own on every store page.
export { ORDER_ACCOUNT_PATH } from './order-account-path';
/** GET: every order as CSV (the owner's). */
export const ORDERS_CSV_PATH = '/api/commerce/orders.csv';
