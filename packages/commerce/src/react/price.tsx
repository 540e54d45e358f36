/**
 * `<Price>`: money as the spec prints it (formatMoney: the currency's digits, comma thousands,
 * decimal point, the symbol on its side), in a span the app styles. Pure: renders the same text
 * on the server and in the browser, so hydration never differs.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import type { CurrencyCode } from '../currencies';
import { formatMoney } from '../format-money';
import type { MoneyLike } from '../money';

type SpanAttributes = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

interface PriceFormat {
  /** A BCP 47 locale for local formatting (Intl). Default: none, the spec's fixed layout. */
  locale?: string;
}

/** `<Price money={{ currencyCode: 'EUR', value: 12.5 }} />`, as the server sends money. */
export interface PriceOfMoneyProps extends SpanAttributes, PriceFormat {
  money: MoneyLike;
  currency?: never;
  amount?: never;
}

/** `<Price currency="EUR" amount={12.5} />`. */
export interface PriceOfAmountProps extends SpanAttributes, PriceFormat {
  currency: CurrencyCode;
  /** The float value in the currency's major unit (12.5 is €12.50). */
  amount: number;
  money?: never;
}

export type PriceProps = PriceOfMoneyProps | PriceOfAmountProps;

/**
 * The formatted price. An unknown currency or a non-finite amount throws formatMoney's
 * RangeError naming it (a programming error, for the app's error boundary).
 */
export function Price(props: PriceProps): ReactNode {
  const { money, currency, amount, locale, ...attributes } = props;
  const value = money ?? { currencyCode: currency as CurrencyCode, value: amount as number };
  return <span {...attributes}>{formatMoney(value, locale === undefined ? {} : { locale })}</span>;
}
