/**
 * Money arithmetic in integer minor units (cents), never in floats: a MoneyAmount is a currency
 * and a safe integer count of its minor unit. Sums, differences and products are exact or fail
 * with a RangeError; nothing drifts (0.1 + 0.2 is 30 cents, not 30.000000000000004).
 */
import { type CurrencyCode, getCurrency } from './currencies';
import { fromMinorUnits, type Money, type MoneyLike, toMinorUnits } from './money';
import { printedDecimal } from './printed-decimal';

export interface MoneyAmount {
  readonly currencyCode: CurrencyCode;
  /** A safe integer count of the currency's minor unit (cents; yen for JPY). */
  readonly minorUnits: number;
}

function checkedMinorUnits(minorUnits: number, currencyCode: string, operation: string): number {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(
      `${operation}: the result ${String(minorUnits)} ${currencyCode} minor units is not a safe integer`,
    );
  }
  return minorUnits === 0 ? 0 : minorUnits;
}

/** An amount of `minorUnits` in `currencyCode`; a RangeError for an unknown code or a non-integer. */
export function moneyAmount(currencyCode: string, minorUnits: number): MoneyAmount {
  const currency = getCurrency(currencyCode);
  return {
    currencyCode: currency.code,
    minorUnits: checkedMinorUnits(minorUnits, currency.code, 'moneyAmount'),
  };
}

/** The spec's float money as an amount: { USD, 1.005 } is 101 cents. */
export function toMoneyAmount(money: MoneyLike): MoneyAmount {
  return { currencyCode: getCurrency(money.currencyCode).code, minorUnits: toMinorUnits(money) };
}

/** The amount as the spec's float money: 101 USD cents is { USD, 1.01 }. */
export function toMoney(amount: MoneyAmount): Money {
  return fromMinorUnits(amount.minorUnits, amount.currencyCode);
}

function sameCurrency(a: MoneyAmount, b: MoneyAmount, operation: string): CurrencyCode {
  if (a.currencyCode !== b.currencyCode) {
    throw new TypeError(
      `${operation}: cannot combine ${a.currencyCode} with ${b.currencyCode}; convert first`,
    );
  }
  return a.currencyCode;
}

export function addMoney(a: MoneyAmount, b: MoneyAmount): MoneyAmount {
  const code = sameCurrency(a, b, 'addMoney');
  return {
    currencyCode: code,
    minorUnits: checkedMinorUnits(a.minorUnits + b.minorUnits, code, 'addMoney'),
  };
}

export function subtractMoney(a: MoneyAmount, b: MoneyAmount): MoneyAmount {
  const code = sameCurrency(a, b, 'subtractMoney');
  return {
    currencyCode: code,
    minorUnits: checkedMinorUnits(a.minorUnits - b.minorUnits, code, 'subtractMoney'),
  };
}

/** The sum of `amounts`, all in `currencyCode` (named so that an empty list has a currency). */
export function sumMoney(currencyCode: string, amounts: Iterable<MoneyAmount>): MoneyAmount {
  let total = moneyAmount(currencyCode, 0);
  for (const amount of amounts) total = addMoney(total, amount);
  return total;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (same currency only). */
export function compareMoney(a: MoneyAmount, b: MoneyAmount): -1 | 0 | 1 {
  sameCurrency(a, b, 'compareMoney');
  return a.minorUnits < b.minorUnits ? -1 : a.minorUnits > b.minorUnits ? 1 : 0;
}

/** A finite number as an exact fraction: 0.15 is 15 / 100 (from the decimal a person reads). */
function exactDecimal(
  factor: number,
  operation: string,
): { numerator: bigint; denominator: bigint } {
  if (typeof factor !== 'number' || !Number.isFinite(factor)) {
    throw new RangeError(`${operation}: the factor must be a finite number, got ${String(factor)}`);
  }
  const { digits, exponent } = printedDecimal(factor < 0 ? -factor : factor);
  const numerator = factor < 0 ? -BigInt(digits) : BigInt(digits);
  return exponent >= 0
    ? { numerator: numerator * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator, denominator: 10n ** BigInt(-exponent) };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * `amount` times `factor` (a quantity, or a rate such as 0.0825), rounded half away from zero to
 * a whole minor unit. Exact: the factor is taken as the decimal it prints as, so 1999 cents ×
 * 0.15 is 299.85, rounded to 300 (a float product would give 299.84999999999997 and 299).
 */
export function multiplyMoney(amount: MoneyAmount, factor: number): MoneyAmount {
  const { numerator, denominator } = exactDecimal(factor, 'multiplyMoney');
  const product = divideRounded(BigInt(amount.minorUnits) * numerator, denominator);
  return {
    currencyCode: amount.currencyCode,
    minorUnits: checkedMinorUnits(Number(product), amount.currencyCode, 'multiplyMoney'),
  };
}

/**
 * `amount` split in proportion to `ratios` (non-negative, at least one positive) without losing
 * or inventing a minor unit: the parts always sum to `amount`. Units left over after rounding
 * down go one each to the parts with the largest remainders, earlier parts first on ties, so
 * 100 cents split [1, 1, 1] is 34, 33, 33.
 */
export function allocateMoney(amount: MoneyAmount, ratios: readonly number[]): MoneyAmount[] {
  const fractions = ratios.map((ratio, index) => {
    if (typeof ratio === 'number' && ratio < 0) {
      throw new RangeError(`allocateMoney: ratio ${index} must not be negative, got ${ratio}`);
    }
    return exactDecimal(ratio, `allocateMoney ratio ${index}`);
  });
  // Bring every ratio to the same denominator so that they compare as integers.
  // (Denominators are powers of ten, so the largest is a multiple of all the others.)
  let denominator = 1n;
  for (const fraction of fractions) {
    if (fraction.denominator > denominator) denominator = fraction.denominator;
  }
  const weights = fractions.map(
    (fraction) => (fraction.numerator * denominator) / fraction.denominator,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) throw new RangeError('allocateMoney: at least one ratio must be positive');

  const negative = amount.minorUnits < 0;
  const magnitude = BigInt(negative ? -amount.minorUnits : amount.minorUnits);
  const shares = weights.map((weight) => (magnitude * weight) / total);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (magnitude * weight) % total,
  }));
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map((share) => {
    const minorUnits = Number(share);
    return {
      currencyCode: amount.currencyCode,
      minorUnits: negative && minorUnits !== 0 ? -minorUnits : minorUnits,
    };
  });
}
