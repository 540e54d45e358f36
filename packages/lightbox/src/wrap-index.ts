/**
 * spec 001 §4 "Current slide index": indexes are normalised by wrapping (negatives count from
 * the end). What is not a number at all (NaN, a string from a hostile event) is the first
 * slide. Its own file so the small entry can use it without the machine.
 */
export function wrapIndex(index: number, count: number): number {
  const whole = Math.trunc(index);
  if (count <= 0 || !Number.isFinite(whole)) return 0;
  return ((whole % count) + count) % count;
}
