/** A failure answered as JSON with its status; thrown by handlers, turned into a response once. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** 400 with a message naming what was wrong and where. */
export const badRequest = (error: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { error, ...extra });
