import { fromMinorUnits, type StoreCart } from '@tessera/commerce';
import { type CartState, Price } from '@tessera/commerce/react';
import type { ReactNode } from 'react';
import { RemovalQuestion } from './removal-question';

interface CartLinesProps {
  cart: StoreCart;
  state: CartState;
}

/** The cart's lines with − and + (− at 1 asks the spec's question), and the question itself. */
export function CartLines({ cart, state }: CartLinesProps): ReactNode {
  const { question, busy, setQuantity } = state;
  if (cart.entries.length === 0) return <p>Your cart is empty.</p>;
  return (
    <>
      <ul className="cart-lines">
        {cart.entries.map((entry) => (
          <li key={entry.id}>
            {entry.productName} × <span data-quantity={entry.id}>{entry.quantity}</span>{' '}
            <Price money={fromMinorUnits(entry.lineTotalCents, cart.currencyCode)} />{' '}
            <button
              type="button"
              disabled={busy}
              aria-label={`Decrease quantity of ${entry.productName}`}
              onClick={() => setQuantity(entry.id, entry.quantity - 1)}
            >
              −
            </button>
            <button
              type="button"
              disabled={busy}
              aria-label={`Increase quantity of ${entry.productName}`}
              onClick={() => setQuantity(entry.id, entry.quantity + 1)}
            >
              +
            </button>
          </li>
        ))}
      </ul>
      {question ? <RemovalQuestion question={question} /> : null}
    </>
  );
}
