import { FORM_SUBMISSIONS_CSV_PATH, FORM_SUBMISSIONS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { limitedCsv } from '../csv';
import { HttpError } from '../http-error';
import { isoTime } from '../iso-time';
import { requireOwner, type ServerContext } from '../server-context';

interface SubmissionRow {
  id: string;
  form_id: string;
  collection_id: string | null;
  object_name: string | null;
  is_overlay_form: boolean;
  fields: Record<string, unknown>;
  page: Record<string, string>;
  created_at: Date | string;
  /** created_at at full precision (microseconds), UTC: the cursor's timestamp. */
  created_text: string;
}

const listSql = `
SELECT id, form_id, collection_id, object_name, is_overlay_form, fields, page, created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_text
FROM form_submissions
WHERE form_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::text))
ORDER BY created_at DESC, id DESC
LIMIT $4`;

const MAX_PAGE = 200;
const MAX_EXPORT = 100_000;

// "2026-01-02T03:04:05.123456Z|<id>": Postgres keeps microseconds and a group-commit batch shares
// one timestamp, so a cursor cut to milliseconds skipped rows (7,950 of 8,000 listed).
const cursorPattern =
  /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z\|([A-Za-z0-9_-]{1,100})$/;

/** The cursor's text for a row: its created_at at full precision and its id, base64url. */
const cursorOf = (row: SubmissionRow) =>
  Buffer.from(`${row.created_text}|${row.id}`).toString('base64url');

/**
 * Cursor: the last row's created_at (microseconds) and id, so pages stay stable while new rows
 * arrive. Anything but a real time of years 1 to 9999 and an id answers 400, before any SQL.
 */
function readCursor(cursor: string | undefined): [string | null, string | null] {
  if (cursor === undefined || cursor === '') return [null, null];
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const match = cursorPattern.exec(text);
  const at = match ? text.slice(0, text.indexOf('|')) : '';
  const seconds = at.slice(0, 19);
  // A real calendar time: Date reads 2026-02-30 as 2026-03-02, so its text must come back whole.
  const time = Date.parse(`${seconds}Z`);
  if (!match || Number(match[1]) < 1 || Number.isNaN(time)) throw badCursor();
  if (new Date(time).toISOString().slice(0, 19) !== seconds) throw badCursor();
  return [at, match[2]!];
}

const badCursor = () =>
  new HttpError(400, { error: 'Query "cursor" is not a cursor this server gave.' });

function readFormId(ctx: ServerContext, value: string | undefined): string {
  if (!value) throw new HttpError(400, { error: 'Query "formId" is required.' });
  if (!Object.hasOwn(ctx.site.forms, value)) {
    throw new HttpError(404, { error: 'This form has not been configured yet.' });
  }
  return value;
}

/**
 * Owner-only: GET /api/form/submissions (JSON, newest first, cursor pages) and
 * GET /api/form/submissions.csv (everything, one column per field in the form's order).
 */
export function submissionRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get(FORM_SUBMISSIONS_PATH, async (c) => {
    await requireOwner(c, ctx);
    const formId = readFormId(ctx, c.req.query('formId'));
    const limitText = c.req.query('limit') ?? '50';
    const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      throw new HttpError(400, {
        error: `Query "limit" must be a whole number from 1 to ${MAX_PAGE}.`,
      });
    }
    const [at, id] = readCursor(c.req.query('cursor'));
    const rows = await ctx.db.query<SubmissionRow>(listSql, [formId, at, id, limit + 1]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json({
      submissions: page.map((row) => ({
        id: row.id,
        formId: row.form_id,
        collectionId: row.collection_id,
        objectName: row.object_name,
        isOverlayForm: row.is_overlay_form,
        fields: row.fields,
        page: row.page,
        createdAt: isoTime(row.created_at),
      })),
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
    });
  });

  app.get(FORM_SUBMISSIONS_CSV_PATH, async (c) => {
    await requireOwner(c, ctx);
    const formId = readFormId(ctx, c.req.query('formId'));
    const form = ctx.site.forms[formId]!;
    // One row more than the limit, to tell a cut export (which says so) from a whole one.
    const rows = await ctx.db.query<SubmissionRow>(listSql, [formId, null, null, MAX_EXPORT + 1]);
    const fields = form.fields.filter((field) => field.type !== 'section');
    const { csv, truncated } = limitedCsv(
      ['Submission', 'Submitted at', ...fields.map((field) => field.title), 'Page'],
      rows.map((row) => [
        row.id,
        isoTime(row.created_at),
        ...fields.map((field) => row.fields[field.id]),
        row.page.pagePath ?? '',
      ]),
      MAX_EXPORT,
    );
    return c.body(csv, 200, {
      ...(truncated ? { 'tessera-export-truncated': String(MAX_EXPORT) } : {}),
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${formId.replace(/[^A-Za-z0-9_-]/g, '_')}-submissions.csv"`,
    });
  });

  return app;
}
