import { type ReactNode, useEffect, useRef, useState } from 'react';
import { planText } from '../blocks/product-plan';
import { commerceMessages, fillMessage } from '../messages';
import type { CartEntry, StoreCart } from '../store/store-cart';
import type { CartActions } from './cart-actions';
import { cartMoney } from './cart-money';

const messages = commerceMessages();

/** 'Subscription: €9.00 monthly' for a subscription entry, else null. */
function entryPlan(cart: StoreCart, entry: CartEntry): string | null {
  if (!entry.subscriptionPlan) return null;
  try {
    return planText(entry.subscriptionPlan, entry.unitPriceCents, cart.currencyCode);
  } catch {
    return null; // a plan the client cannot word is left out, the entry still shows
  }
}

interface QuantityProps {
  entry: CartEntry;
  actions: CartActions;
}

/** −, the number and +: a step or a typed number (sent on change) sets the quantity. */
function QuantityStepper({ entry, actions }: QuantityProps): ReactNode {
  const [typed, setTyped] = useState(String(entry.quantity));
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef(entry);
  latest.current = entry;
  useEffect(() => setTyped(String(entry.quantity)), [entry.quantity]);
  // After a refused, cancelled or failed change the field shows the quantity the cart still has.
  const reset = () => setTyped(String(latest.current.quantity));
  const name = entry.productName;
  // One change at a time: the blur that follows Enter (or the question taking focus) sends nothing.
  const busy = useRef(false);
  const send = () => {
    const quantity = Number(typed);
    if (busy.current) return;
    if (typed.trim() === '' || !Number.isSafeInteger(quantity)) return reset();
    busy.current = true;
    void actions.setQuantity(entry, quantity, field.current).then(() => {
      busy.current = false;
      reset();
    });
  };
  return (
    <div className="stepper">
      <button
        type="button"
        aria-label={fillMessage(messages.decrease, { name })}
        onClick={(event) =>
          void actions.setQuantity(entry, entry.quantity - 1, event.currentTarget)
        }
      >
        −
      </button>
      <input
        ref={field}
        type="number"
        inputMode="numeric"
        min={0}
        value={typed}
        aria-label={fillMessage(messages.quantityOf, { name })}
        onChange={(event) => setTyped((event.target as HTMLInputElement).value)}
        onBlur={send}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send();
        }}
      />
      <button
        type="button"
        aria-label={fillMessage(messages.increase, { name })}
        onClick={() => void actions.setQuantity(entry, entry.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

export function CartEntryRow({
  cart,
  entry,
  actions,
}: {
  cart: StoreCart;
  entry: CartEntry;
  actions: CartActions;
}): ReactNode {
  const plan = entryPlan(cart, entry);
  return (
    <li className="entry" data-entry-id={entry.id}>
      {entry.imageUrl ? (
        <img className="thumb" src={entry.imageUrl} alt="" width={64} height={64} />
      ) : (
        <span className="thumb" />
      )}
      <div className="details">
        <p className="name">{entry.productName}</p>
        {entry.optionValues.map((option) => (
          <p className="muted" key={option.optionName}>
            {option.optionName}: {option.value}
          </p>
        ))}
        {plan ? <p className="muted">{plan}</p> : null}
        <p className="muted">
          {cartMoney(cart, entry.unitPriceCents)}
          {entry.onSale ? <span className="badge">{messages.onSale}</span> : null}
        </p>
        <QuantityStepper entry={entry} actions={actions} />
      </div>
      <div className="line">
        <p className="line-total">{cartMoney(cart, entry.lineTotalCents)}</p>
        <button
          type="button"
          className="link"
          aria-label={fillMessage(messages.remove, { name: entry.productName })}
          onClick={() => void actions.remove(entry)}
        >
          ×
        </button>
      </div>
    </li>
  );
}
