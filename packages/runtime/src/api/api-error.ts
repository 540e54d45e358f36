/** Why a data-layer call failed. */
export type ApiErrorCode =
  /** The server answered with a failing status or an `error` field. */
  | 'http'
  /** The answer was not JSON (spec 000 §8: 'Internal Error: Unable to parse …'). */
  | 'parse'
  /** No answer: the connection failed (after the optional retries). */
  | 'network'
  /** No answer in time (after the optional retries). */
  | 'timeout'
  | 'loginRequired'
  | 'crumbFail'
  | 'authorizationFail';

export interface ApiErrorInit {
  code: ApiErrorCode;
  status: number;
  url: string;
  data?: unknown;
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

/** The error every failed data-layer call rejects with. `message` is the spec's text. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  readonly url: string;
  /** The parsed answer, when there was one. */
  readonly data: unknown;
  /** `data.errors` when the answer carried a map of field id to message. */
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.url = init.url;
    this.data = init.data;
    this.fieldErrors = init.fieldErrors;
  }
}
