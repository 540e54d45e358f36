/** Listed statuses have their own message (or field errors) and are not retried. */
const LISTED_STATUSES = new Set([400, 401, 403, 500, 501]);

/**
 * Whether an attempt may be retried (spec 000 §8: "Others: 'Unable to connect…' after
 * optional retries"): no answer at all, or a failing status the spec gives no message of its own.
 */
export function isRetryable(response: Response | undefined): boolean {
  return !response || (!response.ok && !LISTED_STATUSES.has(response.status));
}

/** Waits `ms` between attempts (spec 000 §9: 200 ms); the caller's signal cuts it short. */
export function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
