import { type ReactNode, useId, useState } from 'react';
import { commerceMessages } from '../messages';
import type { StoreCart } from '../store/store-cart';
import type { CartActions } from './cart-actions';
import { cartMoney } from './cart-money';

const messages = commerceMessages();

/** Countries offered for the shipping estimate (ISO 3166 codes; names from the browser). */
const COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'GB', 'IE', 'ES', 'IT', 'AT', 'DK', 'SE', 'US', 'CA'];

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The shipping options as radio buttons, and the location (country, postal code) they cost for. */
export function CartShipping({
  cart,
  actions,
}: {
  cart: StoreCart;
  actions: CartActions;
}): ReactNode {
  const id = useId();
  const [country, setCountry] = useState(cart.shippingLocation?.country ?? '');
  const [postalCode, setPostalCode] = useState(cart.shippingLocation?.postalCode ?? '');
  if (!cart.requiresShipping) return null;
  return (
    <div className="shipping">
      {cart.shippingOptions.length > 0 ? (
        <fieldset>
          <legend>{messages.shippingOption}</legend>
          {cart.shippingOptions.map((option) => (
            <label key={option.id} className="choice">
              <input
                type="radio"
                name={`${id}-option`}
                value={option.id}
                checked={cart.selectedShippingOptionId === option.id}
                onChange={() => void actions.setShipping({ shippingOptionId: option.id })}
              />
              {option.name} <span className="muted">{cartMoney(cart, option.priceCents)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          if (country)
            void actions.setShipping({ location: { country, postalCode: postalCode.trim() } });
        }}
      >
        <label htmlFor={`${id}-country`}>{messages.shippingCountry}</label>
        <select
          id={`${id}-country`}
          value={country}
          autoComplete="country"
          onChange={(event) => setCountry((event.target as HTMLSelectElement).value)}
        >
          <option value="">—</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-postal`}>{messages.shippingPostalCode}</label>
        <input
          id={`${id}-postal`}
          autoComplete="postal-code"
          size={8}
          value={postalCode}
          onChange={(event) => setPostalCode((event.target as HTMLInputElement).value)}
        />
        <button type="submit" className="secondary">
          {messages.updateShipping}
        </button>
      </form>
    </div>
  );
}
