/** Product limits (spec 000 §5 and §9): price, SKU length and the generated SKU. */

/** spec 000 §9: the highest product price, in cents. */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
/** spec 000 §9: the longest SKU, in characters. */
export const MAX_SKU_LENGTH = 60;
/** spec 000 §9: a generated SKU is 'SQ' plus 7 digits. */
export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_DIGITS = 7;

/** A price the store accepts: a whole number of cents from 0 to 100000000. */
export function isValidProductPrice(cents: unknown): cents is number {
  return (
    Number.isInteger(cents) &&
    (cents as number) >= 0 &&
    (cents as number) <= MAX_PRODUCT_PRICE_CENTS
  );
}

/**
 * A SKU the store accepts: a non-empty string of at most 60 characters. Counted in code points,
 * as a person counts them, so an emoji is one character.
 */
export function isValidSku(sku: unknown): sku is string {
  if (typeof sku !== 'string' || sku.length === 0) return false;
  if (sku.length <= MAX_SKU_LENGTH) return true;
  let count = 0;
  for (const _ of sku) if (++count > MAX_SKU_LENGTH) return false;
  return true;
}

/**
 * A new SKU: 'SQ' and 7 random digits ('SQ0482913'). `random` returns a number in [0, 1), as
 * Math.random does (the default); tests pass their own.
 */
export function generateSku(random: () => number = Math.random): string {
  const limit = 10 ** GENERATED_SKU_DIGITS;
  const number = Math.min(limit - 1, Math.max(0, Math.floor(random() * limit)));
  return (
    GENERATED_SKU_PREFIX +
    String(Number.isFinite(number) ? number : 0).padStart(GENERATED_SKU_DIGITS, '0')
  );
}
