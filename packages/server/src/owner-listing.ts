/**
 * What the owner's listings share (submissions, orders, the consent log): page sizes, the opaque
 * cursor of the last row, and the CSV answer with its row limit.
 */
import type { Context } from 'hono';
import { HttpError } from './http-error';

/** A JSON page holds at most 200 rows (50 unless asked). */
export const MAX_PAGE_ROWS = 200;
/** An export holds at most 100,000 rows, then says it stopped (csv.ts, limitedCsv). */
export const MAX_EXPORT_ROWS = 100_000;

// "2026-01-02T03:04:05.123456Z|<id>": Postgres keeps microseconds and a group-commit batch shares
// one timestamp, so a cursor cut to milliseconds skipped rows (7,950 of 8,000 listed).
const CURSOR = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z\|(.{1,100})$/;

/** What a listing's row ids look like, so that a cursor's id never reaches SQL as the wrong type. */
export const ROW_ID = {
  /** Submissions: text ids. */
  text: /^[A-Za-z0-9_-]{1,100}$/,
  /** The consent log: bigint ids (18 digits stay below its maximum). */
  integer: /^\d{1,18}$/,
  /** Orders: uuids. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
} as const;

const badCursor = () =>
  new HttpError(400, { error: 'Query "cursor" is not a cursor this server gave.' });

/** The `limit` query: a whole number from 1 to 200, else 400. */
export function readPageLimit(text = '50'): number {
  const limit = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_ROWS) {
    throw new HttpError(400, {
      error: `Query "limit" must be a whole number from 1 to ${MAX_PAGE_ROWS}.`,
    });
  }
  return limit;
}

/** The cursor's text for a row: its created_at at full precision and its id, base64url. */
export function pageCursorOf(row: { created_text: string; id: string | number }): string {
  return Buffer.from(`${row.created_text}|${row.id}`).toString('base64url');
}

/**
 * The `cursor` query: [created_at, id] of the last row of the page before, or nulls for the
 * first page. Anything but a real time of years 1 to 9999 and an id of the listing's kind answers
 * 400, before any SQL.
 */
export function readPageCursor(
  cursor: string | undefined,
  rowId: RegExp,
): [string | null, string | null] {
  if (cursor === undefined || cursor === '') return [null, null];
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const match = CURSOR.exec(text);
  const at = match ? text.slice(0, text.indexOf('|')) : '';
  const seconds = at.slice(0, 19);
  // A real calendar time: Date reads 2026-02-30 as 2026-03-02, so its text must come back whole.
  const time = Date.parse(`${seconds}Z`);
  if (!match || Number(match[1]) < 1 || Number.isNaN(time) || !rowId.test(match[2]!)) {
    throw badCursor();
  }
  if (new Date(time).toISOString().slice(0, 19) !== seconds) throw badCursor();
  return [at, match[2]!];
}

/** One page of rows fetched with `limit + 1`: the page and the next page's cursor, if any. */
export function pageOf<Row extends { created_text: string; id: string | number }>(
  rows: Row[],
  limit: number,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? pageCursorOf(last) : null };
}

/** A CSV export as an attachment, with Tessera-Export-Truncated when it stopped at its limit. */
export function csvAttachment(
  c: Context,
  { csv, truncated }: { csv: string; truncated: boolean },
  filename: string,
): Response {
  return c.body(csv, 200, {
    ...(truncated ? { 'tessera-export-truncated': String(MAX_EXPORT_ROWS) } : {}),
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}
