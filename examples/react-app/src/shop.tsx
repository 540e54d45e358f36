/**
 * A small shop on the reference server's cart (docs/http-contract `/api/commerce/cart…`):
 * products from the demo catalogue (examples/site/site.json), added with useCart, and the cart
 * with its quantities, the spec's question before 0 removes a line, and the server's totals.
 */
import { fromMinorUnits } from '@tessera/commerce';
import { Price, useCart } from '@tessera/commerce/react';
import type { ReactNode } from 'react';
import { CartLines } from './cart-lines';

const products = [
  { productId: 'tote-bag', sku: 'tote-bag', name: 'Canvas tote', price: 12 },
  { productId: 'art-print', sku: 'art-print-a4', name: 'Harbour at dusk, A4 print', price: 25 },
] as const;

export function Shop(): ReactNode {
  const cartState = useCart();
  const { cart, status, busy, failure, announcement, add } = cartState;
  return (
    <section aria-labelledby="shop-heading">
      <h2 id="shop-heading">Shop</h2>
      <ul className="products">
        {products.map((product) => (
          <li key={product.sku}>
            {product.name} <Price currency="EUR" amount={product.price} />{' '}
            <button
              type="button"
              disabled={busy}
              onClick={() => add({ productId: product.productId, sku: product.sku, quantity: 1 })}
            >
              Add {product.name} to cart
            </button>
          </li>
        ))}
      </ul>
      <h3>Your cart</h3>
      {status === 'loading' ? <p aria-busy="true">Loading your cart…</p> : null}
      {cart ? <CartLines cart={cart} state={cartState} /> : null}
      {cart && cart.entries.length > 0 ? (
        <p>
          Total: <Price money={fromMinorUnits(cart.grandTotalCents, cart.currencyCode)} />
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {failure ? (
        <p className="failure" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
