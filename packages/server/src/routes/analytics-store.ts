import { CRUMB_PARAMETER, VISITOR_RECORD_COOKIE } from '@tessera/runtime';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database, Queryable } from '../database/database';
import type { EventWriter } from '../event-writer';
import { HttpError } from '../http-error';
import { asFields, type Fields, readJson, readString, rejectUnknown } from '../input';
import { findUnstorableText, rejectUnstorableText } from '../unstorable-text';

/** Trace batches and performance records: at most this many entries a call. */
export const MAX_BATCH_ENTRIES = 200;

const insertEvent =
  'INSERT INTO analytics_events (source, name, payload, visitor) VALUES ($1, $2, $3::jsonb, $4)';

/**
 * Stores one analytics call as a row: which call, its event name, its payload, its visitor;
 * through the server's group commit (ctx.analyticsEvents), or in a transaction's statement.
 * Text the database cannot store (NUL, a lone surrogate) answers 400 naming the field.
 */
export async function storeEvent(
  target: Queryable | EventWriter,
  source: string,
  name: string | null,
  payload: unknown,
  visitor: string | undefined,
): Promise<void> {
  rejectUnstorableText(payload, '');
  rejectUnstorableText(name, 'name');
  if ('write' in target) {
    await target.write({ source, name, payload, visitor: visitor ?? null });
    return;
  }
  await target.query(insertEvent, [source, name, JSON.stringify(payload), visitor ?? null]);
}

/** Inserts every row of a batch call in one transaction: all of them or none. */
export function insertRows(db: Database, sql: string, rows: unknown[][]): Promise<void> {
  return db.transaction(async (tx) => {
    for (const row of rows) await tx.query(sql, row);
  });
}

/**
 * The visitor record cookie a call came with (spec 000 §3), unchecked: it is only stored. One
 * holding text the database cannot store is left out (a beacon has nobody to show a 400 to).
 */
export function visitorOf(c: Context): string | undefined {
  const cookie = getCookie(c, VISITOR_RECORD_COOKIE);
  return cookie === undefined || findUnstorableText(cookie) ? undefined : cookie;
}

/** Text fields of a call: known names only, each a string (form) or scalar (JSON). */
export function textFields(fields: Fields, names: readonly string[]): Record<string, string> {
  rejectUnknown(fields, new Set([...names, CRUMB_PARAMETER]));
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = readString(fields, name, { maxLength: 4000 });
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A JSON list given as the body itself or as JSON text in one form field. */
export function readList(body: unknown, field: string, max: number): unknown[] {
  const list = Array.isArray(body) ? body : readJson(asFields(body), field);
  if (!Array.isArray(list))
    throw new HttpError(400, { error: `Field "${field}" must be a JSON list.` });
  if (list.length > max) {
    throw new HttpError(400, { error: `At most ${max} entries a call (got ${list.length}).` });
  }
  rejectUnstorableText(list, field);
  return list;
}

/** A time in epoch milliseconds as ISO text; null for anything that is not a valid time. */
export function isoFromMillis(value: unknown): string | null {
  // 8.64e15 ms is the Date range; beyond it toISOString would throw.
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 8.64e15
    ? new Date(value).toISOString()
    : null;
}
