import type { HttpMethod, RequestOptions } from './api-types';
import { encodeBody } from './encode-body';
import { callCredentials } from './secure-call';

/** One attempt's outcome: an answer, or the error fetch threw (and whether it was the time-out). */
export interface Attempt {
  response?: Response;
  error?: unknown;
  timedOut?: boolean;
}

/**
 * One fetch of a call, with the default and the call's headers, aborted by the caller's signal
 * or after `timeoutMs`. Never throws: a failed connection comes back as `error`.
 */
export async function sendAttempt(
  doFetch: typeof fetch,
  defaultHeaders: ReadonlyMap<string, string>,
  call: { method: HttpMethod; url: URL; body: unknown; request: RequestOptions },
): Promise<Attempt> {
  const { request } = call;
  const headers = new Headers({ accept: 'application/json' });
  for (const [name, value] of defaultHeaders) headers.set(name, value);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs);
  try {
    const response = await doFetch(call.url.href, {
      method: call.method,
      headers,
      body: encodeBody(call.body, request.body ?? 'json', headers),
      credentials: callCredentials(request),
      keepalive: request.keepalive,
      signal: controller.signal,
    });
    return { response };
  } catch (error) {
    return { error, timedOut };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}
