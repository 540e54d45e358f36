/** The data layer's public types (spec 000 §7–8): what callers pass and what they get. */
import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import type { ApiError } from './api-error';
import type { ApiMessages } from './messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  /** Name of the crumb cookie. Default 'crumb' (CRUMB_COOKIE). */
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
