/**
 * The 27 store currencies (spec 000 §3 "Currencies (27)"): ISO 4217 code, name and numeric
 * code, fraction digits (2, JPY 0), the symbol a shopper of that currency reads, and the side
 * it sits on (after the value for kr and zł, before it for every other symbol).
 */

import {
  CURRENCY_CODES,
  type CurrencyCode,
  type CurrencyFormat,
  currencyFormat,
  isCurrencyCode,
} from './currency-formats';

export {
  CURRENCY_CODES,
  type CurrencyCode,
  type CurrencyLayout,
  DEFAULT_CURRENCY_CODE,
  isCurrencyCode,
} from './currency-formats';

export interface Currency extends CurrencyFormat {
  /** ISO 4217 alphabetic code, e.g. 'USD'. */
  readonly code: CurrencyCode;
  /** ISO 4217 currency name, e.g. 'US Dollar'. */
  readonly name: string;
  /** ISO 4217 numeric code as three digits, leading zeros kept ('036' for AUD). */
  readonly numericCode: string;
}

/** spec 000 §3 and 002 §Limits: the default locale. */
export const DEFAULT_LOCALE = 'en-US';

/** ISO 4217 name and numeric code of each currency. */
const ISO_NAMES: Readonly<Record<CurrencyCode, readonly [name: string, numericCode: string]>> = {
  EUR: ['Euro', '978'],
  USD: ['US Dollar', '840'],
  AUD: ['Australian Dollar', '036'],
  NOK: ['Norwegian Krone', '578'],
  CAD: ['Canadian Dollar', '124'],
  NZD: ['New Zealand Dollar', '554'],
  DKK: ['Danish Krone', '208'],
  GBP: ['Pound Sterling', '826'],
  HKD: ['Hong Kong Dollar', '344'],
  CHF: ['Swiss Franc', '756'],
  MXN: ['Mexican Peso', '484'],
  SGD: ['Singapore Dollar', '702'],
  SEK: ['Swedish Krona', '752'],
  CZK: ['Czech Koruna', '203'],
  ILS: ['New Israeli Sheqel', '376'],
  PHP: ['Philippine Peso', '608'],
  RUB: ['Russian Ruble', '643'],
  PLN: ['Zloty', '985'],
  THB: ['Baht', '764'],
  MYR: ['Malaysian Ringgit', '458'],
  ARS: ['Argentine Peso', '032'],
  BRL: ['Brazilian Real', '986'],
  COP: ['Colombian Peso', '170'],
  IDR: ['Rupiah', '360'],
  INR: ['Indian Rupee', '356'],
  JPY: ['Yen', '392'],
  ZAR: ['Rand', '710'],
};

/** Every store currency by code. Frozen: it is shared by every caller on the page. */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ CURRENCY_CODES.map((code) => {
      const [name, numericCode] = ISO_NAMES[code];
      return [code, { code, name, numericCode, ...currencyFormat(code) }];
    }),
  ) as Record<CurrencyCode, Currency>,
);

/**
 * The currency for `code`; a RangeError naming the code and the accepted ones otherwise, so a
 * typo in server data is found at once rather than shown as a wrong price.
 */
export function getCurrency(code: string): Currency {
  if (isCurrencyCode(code)) return CURRENCIES[code];
  throw new RangeError(
    `Unknown currency code ${JSON.stringify(code)}: expected one of ${CURRENCY_CODES.join(', ')}`,
  );
}
