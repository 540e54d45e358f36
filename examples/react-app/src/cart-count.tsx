import { formatCartQuantity } from '@tessera/commerce';
import { useCart } from '@tessera/commerce/react';
import type { ReactNode } from 'react';

/** The header's cart count: the same cart as the shop below and every other tab. */
export function CartCount(): ReactNode {
  const { cart } = useCart();
  const quantity = formatCartQuantity(cart?.totalQuantity ?? 0);
  return (
    <p className="cart-count" data-cart-count={cart ? quantity.text : ''}>
      Cart: <span aria-hidden="true">{quantity.text}</span>
      <span className="visually-hidden">{quantity.label}</span>
    </p>
  );
}
