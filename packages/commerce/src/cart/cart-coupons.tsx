import { type ReactNode, useId, useState } from 'react';
import { commerceMessages, fillMessage } from '../messages';
import type { StoreCart } from '../store/store-cart';
import type { CartActions } from './cart-actions';

const messages = commerceMessages();

/** The coupon form, the applied coupons (removable) and the codes the cart refused. */
export function CartCoupons({
  cart,
  actions,
}: {
  cart: StoreCart;
  actions: CartActions;
}): ReactNode {
  const [code, setCode] = useState('');
  const id = useId();
  const applied =
    cart.coupons.length > 0 ? cart.coupons.map((coupon) => coupon.code) : cart.validCoupons;
  return (
    <div className="coupons">
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = code.trim();
          if (trimmed) void actions.applyCoupon(trimmed).then(() => setCode(''));
        }}
      >
        <label htmlFor={`${id}-code`}>{messages.couponCode}</label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode((event.target as HTMLInputElement).value)}
        />
        <button type="submit" className="secondary">
          {messages.applyCoupon}
        </button>
      </form>
      {applied.length > 0 ? (
        <ul className="chips" data-coupons="valid">
          {applied.map((applied) => (
            <li key={applied}>
              {applied}
              <button
                type="button"
                className="link"
                aria-label={fillMessage(messages.removeCoupon, { code: applied })}
                onClick={() => void actions.removeCoupon(applied)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {cart.invalidCoupons.length > 0 ? (
        <ul className="invalid" data-coupons="invalid">
          {cart.invalidCoupons.map((invalid) => (
            <li key={invalid}>{fillMessage(messages.couponInvalid, { code: invalid })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
