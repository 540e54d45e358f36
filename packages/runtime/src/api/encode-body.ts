import { isJsonObject } from '../is-json-object';

/** Encodes a plain object as application/x-www-form-urlencoded; objects become JSON text. */
export function encodeForm(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/**
 * A request body as fetch takes it: text, URLSearchParams, FormData and Blob as they are; a plain
 * object form-encoded when asked, else JSON (and the content-type header set to say so).
 */
export function encodeBody(
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
