import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError } from './http-error';
import { messages } from './messages';

/** The largest request body any /api/ call accepts: 64 KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The request body as a value: JSON (application/json, or text/plain holding JSON: the
 * performance beacon's fallback), or form fields (application/x-www-form-urlencoded, every value
 * text, a repeated name keeps its last value). An empty body is an empty object.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await readText(c);
  if (text.length === 0) return {};
  if (type === 'application/x-www-form-urlencoded') {
    // fromEntries defines own properties, so a field named __proto__ is only a field.
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type === 'application/json' || type === 'text/plain' || type === '') {
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, { error: messages.malformedJson });
    }
  }
  throw new HttpError(415, { error: messages.unsupportedMediaType(type.slice(0, 80)) });
}

/**
 * The body as text. On Node it is read straight from the request stream, which spares building
 * a fetch Request (with its stream and abort signal) on the hot path; the limit is enforced while
 * reading, for bodies sent without a Content-Length too.
 */
async function readText(c: Context): Promise<string> {
  const tooLarge = () => new HttpError(413, { error: messages.bodyTooLarge(BODY_LIMIT_BYTES) });
  // A declared length over the limit is refused before reading a byte.
  if (Number(c.req.header('content-length') ?? 0) > BODY_LIMIT_BYTES) throw tooLarge();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableEnded) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) throw tooLarge();
    return text;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
}
