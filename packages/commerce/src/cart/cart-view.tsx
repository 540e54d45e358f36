/**
 * The cart, as the drawer and the full-page cart show it: the entries (image, options, plan,
 * price, quantity steps, remove), coupons, shipping, the server's totals, the minimum-subtotal
 * message and checkout. Every change is announced in a polite live region; a failure shows the
 * spec's words in an alert and the cart stays as the server last answered it.
 */
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { commerceMessages, fillMessage } from '../messages';
import type { CartSync } from '../store/cart-sync';
import type { StoreCart } from '../store/store-cart';
import { createCartActions } from './cart-actions';
import { CartCoupons } from './cart-coupons';
import { CartEntryRow } from './cart-entry-row';
import { cartMoney } from './cart-money';
import { CartShipping } from './cart-shipping';
import { CartTotals } from './cart-totals';
import { type PendingQuestion, RemovalQuestion } from './removal-question';
import { useRemovalFocus } from './use-removal-focus';
import { useStoreCart } from './use-store-cart';

const messages = commerceMessages();

export interface CartViewProps {
  sync: CartSync;
  /** Id for the heading, which names the drawer or the cart region. */
  headingId: string;
  onCheckout(cart: StoreCart): void;
  /** The drawer's "Continue shopping"; the full page has none. */
  onContinue?(): void;
}

/**
 * The minimum-subtotal message: the server's own words when it sent them, else the spec's 'To
 * check out, your order subtotal must be {subtotal} or more.' (001 §Editor message rules). It
 * informs; the server decides at checkout, so the button stays.
 */
function minimumMessage(cart: StoreCart): string | null {
  const minimum = cart.minimumSubtotalCents;
  if (minimum === null) return null;
  return (
    cart.minimumSubtotalMessage ||
    fillMessage(messages.minimumSubtotal, { subtotal: cartMoney(cart, minimum) })
  );
}

function CartBody({
  cart,
  props,
  actions,
}: {
  cart: StoreCart;
  props: CartViewProps;
  actions: ReturnType<typeof createCartActions>;
}): ReactNode {
  if (cart.entries.length === 0) return <p className="empty">{messages.cartEmpty}</p>;
  const minimum = minimumMessage(cart);
  return (
    <>
      <ul className="entries">
        {cart.entries.map((entry) => (
          <CartEntryRow key={entry.id} cart={cart} entry={entry} actions={actions} />
        ))}
      </ul>
      <CartCoupons cart={cart} actions={actions} />
      <CartShipping cart={cart} actions={actions} />
      <CartTotals cart={cart} />
      {minimum ? (
        <p className="notice" data-cart-minimum="">
          {minimum}
        </p>
      ) : null}
      <button
        type="button"
        className="primary checkout"
        disabled={minimum !== null}
        onClick={() => props.onCheckout(cart)}
      >
        {messages.checkout}
      </button>
    </>
  );
}

export function CartView(props: CartViewProps): ReactNode {
  const { cart, failed } = useStoreCart(props.sync);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [question, setQuestion] = useState<PendingQuestion | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const removed = useRemovalFocus(box);
  const actions = useMemo(
    () =>
      createCartActions(props.sync, {
        confirmRemoval: (message, asker) =>
          new Promise<boolean>((resolve) =>
            setQuestion({
              message,
              asker,
              answer(yes) {
                setQuestion(null);
                resolve(yes);
              },
            }),
          ),
        announce: setAnnouncement,
        fail: setFailure,
        removed,
      }),
    [props.sync, removed],
  );
  return (
    <div ref={box} className="cart" aria-busy={cart === null && !failed}>
      {/* tabIndex -1: focus lands here when the last entry is removed (useRemovalFocus). */}
      <h2 id={props.headingId} className="heading" tabIndex={-1}>
        {messages.cart}
      </h2>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
      {question ? <RemovalQuestion question={question} /> : null}
      {failed ? <p className="error">{messages.unableToLoadCart}</p> : null}
      {cart ? <CartBody cart={cart} props={props} actions={actions} /> : null}
      {props.onContinue ? (
        <button type="button" className="link continue" onClick={props.onContinue}>
          {messages.continueShopping}
        </button>
      ) : null}
    </div>
  );
}
