import { formatCents } from '../minor-units-text';
import type { StoreCart } from '../store/store-cart';

/** `cents` of the cart's currency as the store prints money ('€64.90'): shown, not computed. */
export function cartMoney(cart: StoreCart, cents: number): string {
  return formatCents(cents, cart.currencyCode);
}
