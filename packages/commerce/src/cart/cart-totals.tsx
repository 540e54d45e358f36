import type { ReactNode } from 'react';
import { commerceMessages } from '../messages';
import type { StoreCart } from '../store/store-cart';
import { cartMoney } from './cart-money';

const messages = commerceMessages();

/** Subtotal, discount, shipping, tax and total exactly as the server answered them. */
export function CartTotals({ cart }: { cart: StoreCart }): ReactNode {
  const taxLabel =
    cart.taxRuleNames.length > 0
      ? `${messages.tax} (${cart.taxRuleNames.join(', ')})`
      : messages.tax;
  const rows: [string, string, number][] = [['subtotal', messages.subtotal, cart.subtotalCents]];
  if (cart.discountCents !== 0)
    rows.push(['discount', messages.discount, -Math.abs(cart.discountCents)]);
  if (cart.requiresShipping) rows.push(['shipping', messages.shipping, cart.shippingCostCents]);
  rows.push(['tax', taxLabel, cart.taxCents]);
  return (
    <dl className="totals">
      {rows.map(([key, label, cents]) => (
        <div key={key} data-total={key}>
          <dt>{label}</dt>
          <dd>{cartMoney(cart, cents)}</dd>
        </div>
      ))}
      <div data-total="grand" className="grand">
        <dt>{messages.total}</dt>
        <dd>{cartMoney(cart, cart.grandTotalCents)}</dd>
      </div>
    </dl>
  );
}
