import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError } from './http-error';
import { messages } from './messages';

/** The largest request body any /api/ call accepts: 64 KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * JSON nested deeper than this (lists and objects) is refused with a 400 before it is parsed:
 * no call of the contract needs more than a few levels, and a value nested thousands of levels
 * deep overflowed the database's stack (a 500) where it was stored.
 */
export const MAX_JSON_DEPTH = 64;

export const jsonTooDeepMessage = (what: string) =>
  `${what} is nested more than ${MAX_JSON_DEPTH} levels deep.`;

/**
 * Whether JSON text nests lists and objects deeper than `max`, found by one pass over the text
 * (brackets inside strings do not count), so nothing deep is ever parsed or walked.
 */
export function jsonNestedTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

// The body is read once a request: the request checks (request-validation.ts) and the route
// both ask for it.
const bodies = new WeakMap<Request, Promise<unknown>>();

/**
 * The request body as a value: JSON (application/json, or text/plain holding JSON: the
 * performance beacon's fallback), or form fields (application/x-www-form-urlencoded, every value
 * text, a repeated name keeps its last value). An empty body is an empty object. JSON nested
 * more than MAX_JSON_DEPTH levels answers 400. Read once a request, however often asked.
 */
export function readBody(c: Context): Promise<unknown> {
  let body = bodies.get(c.req.raw);
  if (!body) {
    body = parseBody(c);
    bodies.set(c.req.raw, body);
  }
  return body;
}

/** The media type of the request's body, lower case without parameters ('' when none). */
export function bodyType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

async function parseBody(c: Context): Promise<unknown> {
  const type = bodyType(c);
  const text = await readText(c);
  if (text.length === 0) return {};
  if (type === 'application/x-www-form-urlencoded') {
    // fromEntries defines own properties, so a field named __proto__ is only a field.
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type === 'application/json' || type === 'text/plain' || type === '') {
    if (jsonNestedTooDeep(text))
      throw new HttpError(400, { error: jsonTooDeepMessage('The request body') });
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
