import { ApiError, isJsonObject } from '@tessera/runtime';

/**
 * What to tell a shopper about a failed cart call: the server's own `error` text (shown as text,
 * never markup) with the stock left when it says so, else `fallback` (the spec's 'Unable to
 * update quantity' and its kind).
 */
export function failureText(
  error: unknown,
  fallback: string,
  onlyLeft: (count: number) => string,
): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return fallback;
  const data = error.data;
  if (!isJsonObject(data)) return fallback;
  if (
    error.status === 409 &&
    Number.isSafeInteger(data.available) &&
    (data.available as number) > 0
  )
    return onlyLeft(data.available as number);
  return typeof data.error === 'string' && data.error.length > 0 ? data.error : fallback;
}
