/**
 * The spec's money (000 §3 "Money": a currency code and a float value) and its conversions to
 * and from integer minor units, the only form arithmetic is done in.
 */
import { type CurrencyCode, DEFAULT_CURRENCY_CODE, getCurrency } from './currencies';
import { roundToMinorUnits } from './decimal-rounding';

/** A currency code and a float value, as the server sends it. */
export interface Money {
  readonly currencyCode: CurrencyCode;
  readonly value: number;
}

/**
 * Anything with a currency code and a float value. Looser than Money so that server data can be
 * passed as it is: an unknown code is an error at the point of use, naming the code.
 */
export interface MoneyLike {
  readonly currencyCode: string;
  readonly value: number;
}

/** Zero in `currencyCode` (default USD, spec 000 §3: the cart subtotal's default). */
export function zeroMoney(currencyCode: CurrencyCode = DEFAULT_CURRENCY_CODE): Money {
  return { currencyCode, value: 0 };
}

/**
 * `money.value` in integer minor units, rounded the way a person rounds the decimal (1.005 USD
 * is 101 cents; JPY has no minor unit, so 1234.5 JPY is 1235). Errors for an unknown currency,
 * a non-finite value or a result beyond Number.MAX_SAFE_INTEGER.
 */
export function toMinorUnits(money: MoneyLike): number {
  const currency = getCurrency(money.currencyCode);
  const { value } = money;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(
      `Money value must be a finite number, got ${String(value)} (currency ${currency.code})`,
    );
  }
  return roundToMinorUnits(value, currency.fractionDigits);
}

/**
 * Money of `minorUnits` (an integer, e.g. cents) in `currencyCode`: 101 USD cents is 1.01.
 * The float is the nearest double to the exact decimal, so it prints and converts back exactly
 * for every amount of up to 15 significant digits (under 10^15 minor units, as a double holds
 * any 15-digit decimal); larger amounts are as close as a float value can be.
 */
export function fromMinorUnits(minorUnits: number, currencyCode: string): Money {
  const currency = getCurrency(currencyCode);
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(
      `Minor units must be a safe integer, got ${String(minorUnits)} (currency ${currency.code})`,
    );
  }
  // A division by 10^digits is correctly rounded, unlike a multiplication by 0.01.
  const value = minorUnits / 10 ** currency.fractionDigits;
  return { currencyCode: currency.code, value: value === 0 ? 0 : value };
}
