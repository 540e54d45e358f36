/**
 * The React surface of the storefront (README "React"): `useCart()` and `<Price>` for an app's
 * own views, the cart view the drawer and the cart page render, and the drawer itself.
 */

export { type CartDrawerOptions, closeCartDrawer, openCartDrawer } from './cart/cart-drawer';
export { CartView, type CartViewProps } from './cart/cart-view';
export {
  Price,
  type PriceOfAmountProps,
  type PriceOfMoneyProps,
  type PriceProps,
} from './react/price';
export { type CartQuestion, type CartState, type UseCartOptions, useCart } from './react/use-cart';
