/**
 * What printing money needs of the 27 store currencies (spec 000 §3 "Currencies (27)"): the
 * codes, each one's symbol, the side it sits on and its fraction digits. Kept apart from the
 * names and numeric codes (currencies.ts) so that a block printing a price carries only this.
 */

/** Where the symbol sits relative to the number. */
export type CurrencyLayout = 'before' | 'after';

/** The 27 codes, in the spec's order. */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** spec 000 §3 and 002 §Limits: the default store currency. */
export const DEFAULT_CURRENCY_CODE: CurrencyCode = 'USD';

/** The local symbols, in CURRENCY_CODES' order. */
const SYMBOLS = '€ $ $ kr $ $ kr £ $ CHF $ $ kr Kč ₪ ₱ ₽ zł ฿ RM $ R$ $ Rp ₹ ¥ R'.split(' ');

export interface CurrencyFormat {
  /** The local symbol, e.g. '$', '€', 'kr', 'zł'. */
  readonly symbol: string;
  /** 'after' for kr and zł, 'before' for the rest. */
  readonly layout: CurrencyLayout;
  /** Digits after the decimal point: 2, or 0 for JPY. */
  readonly fractionDigits: 0 | 2;
}

/** Whether `code` is one of the 27 store currencies (exact, upper-case match). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return CURRENCY_CODES.includes(code as CurrencyCode);
}

/** The symbol, its side and the fraction digits of `code`. */
export function currencyFormat(code: CurrencyCode): CurrencyFormat {
  const symbol = SYMBOLS[CURRENCY_CODES.indexOf(code)]!;
  return {
    symbol,
    layout: symbol === 'kr' || symbol === 'zł' ? 'after' : 'before',
    fractionDigits: code === 'JPY' ? 0 : 2,
  };
}
