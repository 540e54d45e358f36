/**
 * The 27 store currencies (spec 000 §3 "Currencies (27)"): ISO 4217 code, name and numeric
 * code, fraction digits (2, JPY 0), the symbol a shopper of that currency reads, and the side
 * it sits on (after the value for kr and zł, before it for every other symbol).
 */

/** Where the symbol sits relative to the number. */
export type CurrencyLayout = 'before' | 'after';

export interface Currency {
  /** ISO 4217 alphabetic code, e.g. 'USD'. */
  readonly code: CurrencyCode;
  /** ISO 4217 currency name, e.g. 'US Dollar'. */
  readonly name: string;
  /** ISO 4217 numeric code as three digits, leading zeros kept ('036' for AUD). */
  readonly numericCode: string;
  /** Digits after the decimal point: 2, or 0 for JPY. */
  readonly fractionDigits: 0 | 2;
  /** The local symbol, e.g. '$', '€', 'kr', 'zł'. */
  readonly symbol: string;
  /** 'after' for kr and zł, 'before' for the rest. */
  readonly layout: CurrencyLayout;
}

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

/** spec 000 §3 and 002 §Limits: the default locale. */
export const DEFAULT_LOCALE = 'en-US';

/** Every store currency by code. Frozen: it is shared by every caller on the page. */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = /* @__PURE__ */ Object.freeze({
  EUR: {
    code: 'EUR',
    name: 'Euro',
    numericCode: '978',
    fractionDigits: 2,
    symbol: '€',
    layout: 'before',
  },
  USD: {
    code: 'USD',
    name: 'US Dollar',
    numericCode: '840',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  AUD: {
    code: 'AUD',
    name: 'Australian Dollar',
    numericCode: '036',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  NOK: {
    code: 'NOK',
    name: 'Norwegian Krone',
    numericCode: '578',
    fractionDigits: 2,
    symbol: 'kr',
    layout: 'after',
  },
  CAD: {
    code: 'CAD',
    name: 'Canadian Dollar',
    numericCode: '124',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  NZD: {
    code: 'NZD',
    name: 'New Zealand Dollar',
    numericCode: '554',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  DKK: {
    code: 'DKK',
    name: 'Danish Krone',
    numericCode: '208',
    fractionDigits: 2,
    symbol: 'kr',
    layout: 'after',
  },
  GBP: {
    code: 'GBP',
    name: 'Pound Sterling',
    numericCode: '826',
    fractionDigits: 2,
    symbol: '£',
    layout: 'before',
  },
  HKD: {
    code: 'HKD',
    name: 'Hong Kong Dollar',
    numericCode: '344',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  CHF: {
    code: 'CHF',
    name: 'Swiss Franc',
    numericCode: '756',
    fractionDigits: 2,
    symbol: 'CHF',
    layout: 'before',
  },
  MXN: {
    code: 'MXN',
    name: 'Mexican Peso',
    numericCode: '484',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  SGD: {
    code: 'SGD',
    name: 'Singapore Dollar',
    numericCode: '702',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  SEK: {
    code: 'SEK',
    name: 'Swedish Krona',
    numericCode: '752',
    fractionDigits: 2,
    symbol: 'kr',
    layout: 'after',
  },
  CZK: {
    code: 'CZK',
    name: 'Czech Koruna',
    numericCode: '203',
    fractionDigits: 2,
    symbol: 'Kč',
    layout: 'before',
  },
  ILS: {
    code: 'ILS',
    name: 'New Israeli Sheqel',
    numericCode: '376',
    fractionDigits: 2,
    symbol: '₪',
    layout: 'before',
  },
  PHP: {
    code: 'PHP',
    name: 'Philippine Peso',
    numericCode: '608',
    fractionDigits: 2,
    symbol: '₱',
    layout: 'before',
  },
  RUB: {
    code: 'RUB',
    name: 'Russian Ruble',
    numericCode: '643',
    fractionDigits: 2,
    symbol: '₽',
    layout: 'before',
  },
  PLN: {
    code: 'PLN',
    name: 'Zloty',
    numericCode: '985',
    fractionDigits: 2,
    symbol: 'zł',
    layout: 'after',
  },
  THB: {
    code: 'THB',
    name: 'Baht',
    numericCode: '764',
    fractionDigits: 2,
    symbol: '฿',
    layout: 'before',
  },
  MYR: {
    code: 'MYR',
    name: 'Malaysian Ringgit',
    numericCode: '458',
    fractionDigits: 2,
    symbol: 'RM',
    layout: 'before',
  },
  ARS: {
    code: 'ARS',
    name: 'Argentine Peso',
    numericCode: '032',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  BRL: {
    code: 'BRL',
    name: 'Brazilian Real',
    numericCode: '986',
    fractionDigits: 2,
    symbol: 'R$',
    layout: 'before',
  },
  COP: {
    code: 'COP',
    name: 'Colombian Peso',
    numericCode: '170',
    fractionDigits: 2,
    symbol: '$',
    layout: 'before',
  },
  IDR: {
    code: 'IDR',
    name: 'Rupiah',
    numericCode: '360',
    fractionDigits: 2,
    symbol: 'Rp',
    layout: 'before',
  },
  INR: {
    code: 'INR',
    name: 'Indian Rupee',
    numericCode: '356',
    fractionDigits: 2,
    symbol: '₹',
    layout: 'before',
  },
  JPY: {
    code: 'JPY',
    name: 'Yen',
    numericCode: '392',
    fractionDigits: 0,
    symbol: '¥',
    layout: 'before',
  },
  ZAR: {
    code: 'ZAR',
    name: 'Rand',
    numericCode: '710',
    fractionDigits: 2,
    symbol: 'R',
    layout: 'before',
  },
});

/** Whether `code` is one of the 27 store currencies (exact, upper-case match). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

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
