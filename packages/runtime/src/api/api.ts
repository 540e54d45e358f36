/**
 * The data layer (spec 000 §7–8): the only way to the network for every package. Calls go to
 * paths under /api/ with the crumb query parameter from the crumb cookie, with JSON or form
 * bodies, optional retries 200 ms apart and optional credentials; failures are routed as the
 * spec's error catalogue says before the promise rejects. This file wires the parts: the URL
 * (build-url), one attempt with its time-out (send-attempt), retries (retry-rules), the answer
 * (read-answer), error routing (route-failure) and secure calls (secure-call).
 */
import { CRUMB_COOKIE, CRUMB_PARAMETER } from '../contract/cookie-names';
import { expireCookieEverywhere, readCookie } from '../cookies';
import { events as pageEvents } from '../events';
import type { Api, ApiOptions, HttpMethod, RequestOptions } from './api-types';
import { buildUrl, shownUrl } from './build-url';
import { type ApiMessages, apiMessages } from './messages';
import { readAnswer } from './read-answer';
import { delay, isRetryable } from './retry-rules';
import { routeFailure } from './route-failure';
import { sendAttempt } from './send-attempt';

export type { Api, ApiOptions, HttpMethod, QueryValue, RequestOptions } from './api-types';
export { encodeForm } from './encode-body';

export const API_DEFAULTS = {
  crumbCookie: CRUMB_COOKIE,
  retryDelayMs: 200,
} as const;

export function createApi(options: ApiOptions = {}): Api {
  const messages: ApiMessages = { ...apiMessages, ...options.messages };
  const crumbCookie = options.crumbCookie ?? API_DEFAULTS.crumbCookie;
  const retryDelayMs = options.retryDelayMs ?? API_DEFAULTS.retryDelayMs;
  const bus = options.events ?? pageEvents;
  const defaultHeaders = new Map<string, string>();

  /** spec 000 §8 "crumbFail: reset the crumb cookie and retry once"; the server may set a new one. */
  function resetCrumb(sent: string | null): void {
    if (readCookie(crumbCookie) === sent) expireCookieEverywhere(crumbCookie);
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    request: RequestOptions = {},
  ): Promise<T> {
    const retries = Math.max(0, request.retries ?? 0);
    let crumbRetried = false;
    for (let attemptNumber = 0; ; attemptNumber++) {
      request.signal?.throwIfAborted();
      const url = buildUrl(options, crumbCookie, path, request);
      const doFetch = options.fetch ?? globalThis.fetch;
      const result = await sendAttempt(doFetch, defaultHeaders, { method, url, body, request });
      request.signal?.throwIfAborted();
      if (isRetryable(result.response) && attemptNumber < retries) {
        await delay(retryDelayMs, request.signal);
        continue;
      }
      const answer = await readAnswer(result, shownUrl(url), messages);
      if (answer.ok) return answer.data as T;
      if (answer.error.code === 'crumbFail' && !crumbRetried) {
        // The crumb retry does not count against the caller's retries.
        crumbRetried = true;
        resetCrumb(url.searchParams.get(CRUMB_PARAMETER));
        attemptNumber--;
        continue;
      }
      throw routeFailure(bus, answer.error, request);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    setDefaultHeader(name, value) {
      if (value === undefined) defaultHeaders.delete(name);
      else defaultHeaders.set(name, value);
    },
  };
}

/** The page's data layer. */
export const api: Api = /* @__PURE__ */ createApi();
