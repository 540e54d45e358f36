/** The two cart messages of spec 001 §Editor message rules, from the catalogue. */
import { type FormatMoneyOptions, formatMoney } from './format-money';
import { type CommerceMessages, commerceMessages, fillMessage } from './messages';
import type { MoneyLike } from './money';

export interface CartMessageOptions extends FormatMoneyOptions {
  messages?: Partial<CommerceMessages>;
}

/** 'To check out, your order subtotal must be $25.00 or more.' for a minimum of 25 USD. */
export function minimumSubtotalMessage(
  minimumSubtotal: MoneyLike,
  options: CartMessageOptions = {},
): string {
  const subtotal = formatMoney(
    minimumSubtotal,
    options.locale === undefined ? undefined : { locale: options.locale },
  );
  return fillMessage(commerceMessages(options.messages).minimumSubtotal, { subtotal });
}

/** The confirmation shown when a shopper sets an item's quantity to 0. */
export function zeroQuantityMessage(messages?: Partial<CommerceMessages>): string {
  return commerceMessages(messages).zeroQuantityConfirm;
}
