import type { Context } from 'hono';
import { readBody } from '../read-body';
import { findUnstorableText, rejectUnstorableText } from '../unstorable-text';

/**
 * The `:id` of a commerce path, or '' when it cannot name a stored row: text with a NUL or a lone
 * surrogate (which the database refuses, a 500 if sent), or longer than any id. '' names nothing,
 * so the route answers its usual 404 and the database never sees the text.
 */
export function pathId(c: Context): string {
  const id = c.req.param('id') ?? '';
  return id.length <= 200 && !findUnstorableText(id) ? id : '';
}

/** A commerce call's body, refused with a 400 naming the field when it holds text the database
 * cannot store (a NUL, a lone surrogate): checked before any statement sees it. */
export async function readStorableBody(c: Context): Promise<unknown> {
  const body = await readBody(c);
  rejectUnstorableText(body, '');
  return body;
}
