/**
 * formatMoney: spec 000 §3 "Money" — rounded to the currency's fraction digits, thousands
 * separator comma, decimal point, the currency's symbol on its side.
 *
 * The fixed layout is minor-units-text's (a rounded value goes there); sites that want local
 * formatting pass `locale` and get a cached Intl.NumberFormat fed the same rounded decimal.
 */
import { getCurrency } from './currencies';
import { roundDecimalMagnitude, roundScaledMagnitude } from './decimal-rounding';
import { minorUnitsText, moneyPartsOf } from './minor-units-text';
import type { MoneyLike } from './money';

export interface FormatMoneyOptions {
  /**
   * A BCP 47 locale ('de-DE', 'ja-JP') for local formatting through Intl.NumberFormat. Default:
   * none, which gives the spec's fixed layout ('$1,234.50', '1,234.50 kr').
   */
  locale?: string;
}

/** Formatters by locale, then currency code: two lookups, no key string built per call. */
const localeFormatters = new Map<string, Map<string, Intl.NumberFormat>>();

/** A string of digits with comma thousands separators. */
function groupDigits(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) {
    text += ',' + digits.slice(index, index + 3);
  }
  return text;
}

function invalidValue(money: MoneyLike): TypeError | RangeError {
  const { value, currencyCode } = money;
  return typeof value === 'number'
    ? new RangeError(`Money value must be a finite number, got ${value} (currency ${currencyCode})`)
    : new TypeError(
        `Money value must be a finite number, got ${typeof value} ${JSON.stringify(value)} (currency ${currencyCode})`,
      );
}

function formatWithLocale(money: MoneyLike, locale: string): string {
  const currency = getCurrency(money.currencyCode);
  let formatters = localeFormatters.get(locale);
  if (!formatters) {
    formatters = new Map();
    localeFormatters.set(locale, formatters);
  }
  let formatter = formatters.get(currency.code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      // ISO 4217 digits, not the locale's (CLDR shows IDR without decimals, for example).
      minimumFractionDigits: currency.fractionDigits,
      maximumFractionDigits: currency.fractionDigits,
    });
    formatters.set(currency.code, formatter);
  }
  const negative = money.value < 0;
  const magnitude = negative ? -money.value : money.value;
  const scale = 10 ** currency.fractionDigits;
  const minor = roundScaledMagnitude(magnitude, scale);
  if (minor !== -1) {
    // minor / scale is the double nearest the rounded decimal, which Intl prints as that decimal.
    // (0 is written out so that -0 does not print as '-$0.00'.)
    return formatter.format(minor === 0 ? 0 : (negative ? -minor : minor) / scale);
  }
  const { integer, fraction } = roundDecimalMagnitude(magnitude, currency.fractionDigits);
  const isZero = /^0*$/.test(integer + fraction);
  const decimal = (negative && !isZero ? '-' : '') + integer + (fraction ? '.' + fraction : '');
  // Intl reads a decimal string exactly (ES2023); older engines convert it to the same Number.
  return formatter.format(decimal as Intl.StringNumericLiteral);
}

/**
 * `money` as text: '$1,234.57' for { currencyCode: 'USD', value: 1234.567 }, '1,234.50 kr' for
 * NOK, '¥1,235' for JPY 1234.5, '-$0.50' for -0.5 (never '-$0.00'). A RangeError for a currency
 * code that is not one of the 27 or a non-finite value; a TypeError for a value not a number.
 */
export function formatMoney(money: MoneyLike, options?: FormatMoneyOptions): string {
  const code = money.currencyCode;
  const parts = moneyPartsOf(code);
  if (parts === undefined) getCurrency(code); // throws the error naming the code
  const value = money.value;
  if (typeof value !== 'number' || value - value !== 0) throw invalidValue(money);
  if (options?.locale !== undefined) return formatWithLocale(money, options.locale);

  const { prefix, negativePrefix, suffix, scale, fractionDigits } = parts!;
  const negative = value < 0;
  const magnitude = negative ? -value : value;
  const minor = roundScaledMagnitude(magnitude, scale);
  if (minor !== -1) return minorUnitsText(parts!, minor, negative);
  const { integer, fraction } = roundDecimalMagnitude(magnitude, fractionDigits);
  const isZero = /^0*$/.test(integer + fraction);
  return (
    (negative && !isZero ? negativePrefix : prefix) +
    groupDigits(integer) +
    (fraction ? '.' + fraction : '') +
    suffix
  );
}
