/**
 * Rounding a float money value the way a person rounds the decimal they read (spec 000 §3
 * "Money": rounded to the currency's fraction digits): 1.005 is read as "1.005", so it rounds
 * to 1.01, even though the nearest double is 1.00499999999999989… Halves round away from zero.
 *
 * The decimal a person reads is the shortest one that parses back to the same double (see
 * printedDecimal). Two paths give the same answer:
 * - fast: scale with one multiplication and round; the scaled double is within 2^-52 (relative)
 *   of the scaled decimal, so unless it lies that close to a half the rounding is already decided;
 * - decimal: round the digits of String(value). Used near a half and for magnitudes whose scaled
 *   value is too large to hold every integer exactly.
 */

import { printedDecimal } from './printed-decimal';

/** Scaled magnitudes from here on go through the decimal path (every double here is an integer). */
const FAST_PATH_LIMIT = 2 ** 52;
/** Twice the relative error a scaled double can carry, so the fast path never guesses. */
const HALF_TOLERANCE = 2 ** -51;

/**
 * round(magnitude × scale) with halves rounded up, or -1 when only the decimal digits can decide.
 * `magnitude` is finite and non-negative; `scale` is 1 or 100.
 */
export function roundScaledMagnitude(magnitude: number, scale: number): number {
  const scaled = magnitude * scale;
  if (scaled >= FAST_PATH_LIMIT) return -1;
  const floor = Math.floor(scaled);
  const distanceFromHalf = scaled - floor - 0.5;
  const tolerance = scaled * HALF_TOLERANCE;
  if (distanceFromHalf > tolerance) return floor + 1;
  if (distanceFromHalf < -tolerance) return floor;
  return -1;
}

/** A rounded non-negative decimal as digit strings: integer part without leading zeros. */
export interface DecimalParts {
  integer: string;
  fraction: string;
}

/**
 * The decimal digits of finite, non-negative `magnitude` as a person reads them, rounded half up
 * to `fractionDigits` places. Exact for every double, including 1e21 and up (printed by String
 * in exponent form) and values below 1e-6.
 */
export function roundDecimalMagnitude(magnitude: number, fractionDigits: number): DecimalParts {
  const { digits, exponent } = printedDecimal(magnitude);
  // value = 0.<digits> × 10^integerLength
  const integerLength = digits.length + exponent;

  let integer: string;
  let fraction: string;
  if (integerLength <= 0) {
    integer = '0';
    fraction = '0'.repeat(-integerLength) + digits;
  } else if (integerLength >= digits.length) {
    integer = digits + '0'.repeat(integerLength - digits.length);
    fraction = '';
  } else {
    integer = digits.slice(0, integerLength);
    fraction = digits.slice(integerLength);
  }

  const roundsUp = fraction.length > fractionDigits && fraction.charCodeAt(fractionDigits) >= 53; // '5'
  fraction = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (roundsUp) {
    const carried = incrementDigits(integer + fraction);
    const integerDigits = carried.length - fractionDigits;
    integer = carried.slice(0, integerDigits);
    fraction = carried.slice(integerDigits);
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  return { integer, fraction };
}

/** Adds one to a string of decimal digits ('199' gives '200', '99' gives '100'). */
function incrementDigits(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits.charCodeAt(index) === 57) index--; // trailing '9's carry
  if (index < 0) return '1' + '0'.repeat(digits.length);
  return (
    digits.slice(0, index) +
    String.fromCharCode(digits.charCodeAt(index) + 1) +
    '0'.repeat(digits.length - index - 1)
  );
}

/**
 * `value` rounded to `fractionDigits` places and scaled to an integer of minor units (cents):
 * 1.005 with 2 digits is 101, -1.005 is -101. A RangeError when the result is not a safe integer.
 */
export function roundToMinorUnits(value: number, fractionDigits: number): number {
  const negative = value < 0;
  const magnitude = negative ? -value : value;
  let minor = roundScaledMagnitude(magnitude, 10 ** fractionDigits);
  if (minor === -1) {
    const parts = roundDecimalMagnitude(magnitude, fractionDigits);
    minor = Number(parts.integer + parts.fraction);
  }
  if (minor > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(
      `Money value ${value} is too large to count in minor units exactly (at most ${Number.MAX_SAFE_INTEGER})`,
    );
  }
  // No negative zero: -0.001 rounds to 0 cents, not "-0".
  return negative && minor !== 0 ? -minor : minor;
}
