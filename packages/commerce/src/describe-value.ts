/**
 * How error messages quote what came from the server ("got 1.5", "got an array"), so that the
 * cart and plan readers word it alike. Long strings are cut, so a message stays readable.
 */

/** Longest quoted string before it is cut with '…'. */
const QUOTED_STRING_LIMIT = 40;

/** `value` as an error message quotes it: '"yes"', '7', 'null', 'an array', 'undefined'. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    return JSON.stringify(
      value.length > QUOTED_STRING_LIMIT ? value.slice(0, QUOTED_STRING_LIMIT) + '…' : value,
    );
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}
