/**
 * The React surface of the storefront (README "React"): the cart view the drawer and the cart
 * page render, the drawer itself, and the cart sync and client a React app wires them with.
 */

export { type CartDrawerOptions, closeCartDrawer, openCartDrawer } from './cart/cart-drawer';
export { CartView, type CartViewProps } from './cart/cart-view';
