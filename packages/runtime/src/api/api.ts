/**
 * The data layer (spec 000 §7–8): the only way to the network for every package. Calls go to
 * paths under /api/ with the crumb query parameter from the crumb cookie, with JSON or form
 * bodies, optional retries 200 ms apart and optional credentials; failures are routed as the
 * spec's error catalogue says before the promise rejects.
 */
import { expireCookieEverywhere, readCookie } from '../cookies';
import { type EventBus, events as pageEvents, type TesseraEvents } from '../events';
import { isJsonObject } from '../is-json-object';
import { ApiError, type ApiErrorCode } from './api-error';
import { type ApiMessages, apiMessages, formatMessage, messageForStatus } from './messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; undefined and null values are left out. */
  params?: Record<string, QueryValue>;
  /** How a plain-object body is encoded. Default 'json'. */
  body?: 'json' | 'form';
  /** Extra attempts after a failed connection, a time-out or a failing status the spec gives no
   * message of its own (anything but 400, 401, 403, 500, 501). Default 0. */
  retries?: number;
  /** Abort an attempt after this many milliseconds. Default: no time-out. */
  timeoutMs?: number;
  /** A secure call: to `secureBaseUrl` when set (the site's https domain), with credentials. */
  secure?: boolean;
  headers?: Record<string, string>;
  /** Keep the request alive while the page unloads (beacons). */
  keepalive?: boolean;
  /**
   * The caller's failure handler (spec 000 §8). When given, the error goes to it instead of the
   * field-errors dialog or the system error overlay; the promise rejects all the same.
   */
  onFailure?: (error: ApiError) => void;
  signal?: AbortSignal;
}

export interface ApiOptions {
  /** Origin calls are made against; default the page's. */
  baseUrl?: string;
  /** The site's https origin for secure calls; default `baseUrl`. */
  secureBaseUrl?: string;
  /** Name of the crumb cookie. Default 'crumb'. */
  crumbCookie?: string;
  /** Spacing between retries (spec 000 §9: 200 ms). */
  retryDelayMs?: number;
  events?: EventBus<TesseraEvents>;
  fetch?: typeof fetch;
  messages?: Partial<ApiMessages>;
}

export interface Api {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  /** Sets a header sent with every later call (e.g. the login session's xsrfToken). */
  setDefaultHeader(name: string, value: string | undefined): void;
}

export const API_DEFAULTS = {
  crumbCookie: 'crumb',
  retryDelayMs: 200,
} as const;

/** Encodes a plain object as application/x-www-form-urlencoded; objects become JSON text. */
export function encodeForm(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function encodeBody(
  body: unknown,
  encoding: 'json' | 'form',
  headers: Headers,
): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  ) {
    return body as BodyInit;
  }
  if (encoding === 'form' && isJsonObject(body)) return encodeForm(body);
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  if (!isJsonObject(data) || !isJsonObject(data.errors)) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(data.errors)) {
    if (message !== null && message !== undefined) errors[field] = String(message);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Listed statuses have their own message (or field errors) and are not retried. */
const LISTED_STATUSES = new Set([400, 401, 403, 500, 501]);

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
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

export function createApi(options: ApiOptions = {}): Api {
  const messages: ApiMessages = { ...apiMessages, ...options.messages };
  const crumbCookie = options.crumbCookie ?? API_DEFAULTS.crumbCookie;
  const retryDelayMs = options.retryDelayMs ?? API_DEFAULTS.retryDelayMs;
  const bus = options.events ?? pageEvents;
  const defaultHeaders = new Map<string, string>();

  /**
   * The call's URL: only paths under /api/ of the site's own origin (or its secure origin), so
   * the crumb, which is the CSRF token, never goes anywhere else.
   */
  function buildUrl(path: string, request: RequestOptions): URL {
    const page = typeof location !== 'undefined' ? location.href : 'http://127.0.0.1/';
    const base = new URL(
      (request.secure ? options.secureBaseUrl : undefined) ?? options.baseUrl ?? page,
    );
    const url = new URL(path, base);
    if (url.origin !== base.origin || !url.pathname.startsWith('/api/')) {
      throw new TypeError(
        `Data-layer calls go to paths under ${base.origin}/api/; refused "${path}"`,
      );
    }
    for (const [key, value] of Object.entries(request.params ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const crumb = readCookie(crumbCookie);
    if (crumb) url.searchParams.set('crumb', crumb);
    return url;
  }

  /** The URL as messages and events show it: without the crumb. */
  function shownUrl(url: URL): string {
    const shown = new URL(url.href);
    shown.searchParams.delete('crumb');
    return shown.pathname + shown.search;
  }

  type Attempt = { response?: Response; error?: unknown; timedOut?: boolean };

  async function attempt(
    method: HttpMethod,
    url: URL,
    body: unknown,
    request: RequestOptions,
  ): Promise<Attempt> {
    const doFetch = options.fetch ?? globalThis.fetch;
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
      const response = await doFetch(url.href, {
        method,
        headers,
        body: encodeBody(body, request.body ?? 'json', headers),
        credentials: request.secure ? 'include' : 'same-origin',
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

  /** Routes a failure per spec 000 §8, then hands it back for rejection. */
  function route(error: ApiError, request: RequestOptions): ApiError {
    if (error.code === 'loginRequired') {
      bus.emit('login-required', { url: error.url });
    } else if (error.code === 'authorizationFail') {
      bus.emit('system-error', { kind: 'network', message: error.message });
    } else if (request.onFailure) {
      request.onFailure(error);
    } else if (error.fieldErrors) {
      bus.emit('field-errors', { errors: error.fieldErrors, url: error.url });
    } else if (error.code === 'parse') {
      bus.emit('system-error', {
        kind: 'format',
        url: error.url,
        format: 'JSON',
        error: error.message,
      });
    } else {
      bus.emit('system-error', { kind: 'network', message: error.message });
    }
    return error;
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
      const url = buildUrl(path, request);
      const urlText = shownUrl(url);
      const result = await attempt(method, url, body, request);
      const fail = (code: ApiErrorCode, message: string, data?: unknown) =>
        new ApiError(message, {
          code,
          status: result.response?.status ?? 0,
          url: urlText,
          data,
          fieldErrors: fieldErrorsOf(data),
          cause: result.error,
        });

      request.signal?.throwIfAborted();
      const response = result.response;
      // Spec 000 §8: "Others: 'Unable to connect…' after optional retries."
      const retryable = !response || (!response.ok && !LISTED_STATUSES.has(response.status));
      if (retryable && attemptNumber < retries) {
        await delay(retryDelayMs, request.signal);
        continue;
      }
      if (!response) {
        throw route(
          fail(result.timedOut ? 'timeout' : 'network', messages.unableToConnect),
          request,
        );
      }

      const text = await response.text().catch(() => '');
      let data: unknown = {};
      if (text.trim() !== '') {
        try {
          data = JSON.parse(text);
        } catch (parseError) {
          // A proxy's HTML error page still gets the spec's message for its status.
          const statusMessage = response.ok
            ? undefined
            : messageForStatus(response.status, messages);
          const message =
            statusMessage ??
            (response.ok
              ? formatMessage(messages.parseError, {
                  url: urlText,
                  message: (parseError as Error).message,
                })
              : messages.unableToConnect);
          throw route(fail(response.ok ? 'parse' : 'http', message), request);
        }
      }

      const record = isJsonObject(data) ? data : {};
      // Spec 000 §8 order: loginRequired, crumbFail, authorizationFail, then the rest.
      if (record.loginRequired) {
        throw route(fail('loginRequired', messages.unauthorized, data), request);
      }
      if (record.crumbFail) {
        if (!crumbRetried) {
          // Reset the crumb cookie and retry once; the server may have set a fresh one.
          crumbRetried = true;
          if (readCookie(crumbCookie) === url.searchParams.get('crumb')) {
            expireCookieEverywhere(crumbCookie);
          }
          attemptNumber--;
          continue;
        }
        throw route(fail('crumbFail', messages.unauthorized, data), request);
      }
      if (record.authorizationFail) {
        throw route(fail('authorizationFail', messages.unauthorized, data), request);
      }

      const hasError =
        record.error !== undefined && record.error !== null && record.error !== false;
      if (!response.ok || hasError || fieldErrorsOf(data)) {
        const message = !response.ok
          ? (messageForStatus(response.status, messages) ?? messages.unableToConnect)
          : typeof record.error === 'string' && record.error !== ''
            ? record.error
            : messages.unableToConnect;
        throw route(fail('http', message, data), request);
      }
      return data as T;
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
