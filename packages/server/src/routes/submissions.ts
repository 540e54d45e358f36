import { FORM_SUBMISSIONS_CSV_PATH, FORM_SUBMISSIONS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { pathId } from '../commerce/path-id';
import { limitedCsv } from '../csv';
import { HttpError } from '../http-error';
import { isoTime } from '../iso-time';
import { requireContributor, type ServerContext } from '../server-context';
import {
  readSubmissionFilter,
  type SubmissionRow,
  storedSubmission,
  submissionByIdSql,
  submissionCountSql,
  submissionPageSql,
} from './submission-query';

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

function readLimit(text = '50'): number {
  const limit = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new HttpError(400, {
      error: `Query "limit" must be a whole number from 1 to ${MAX_PAGE}.`,
    });
  }
  return limit;
}

/**
 * The owner's and viewers' reading of submissions: GET /api/form/submissions (JSON cursor pages,
 * searched with `q`, newest or oldest first, with the matching `total`), /submissions/{id} (one)
 * and /submissions.csv (everything matching, one column per field in the form's order).
 */
export function submissionRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get(FORM_SUBMISSIONS_PATH, async (c) => {
    await requireContributor(c, ctx);
    const formId = readFormId(ctx, c.req.query('formId'));
    const limit = readLimit(c.req.query('limit'));
    const filter = readSubmissionFilter(c.req.query('q'), c.req.query('order'));
    const [at, id] = readCursor(c.req.query('cursor'));
    const rows = await ctx.db.query<SubmissionRow>(submissionPageSql(filter.order), [
      formId,
      filter.q,
      at,
      id,
      limit + 1,
    ]);
    const [count] = await ctx.db.query<{ total: number }>(submissionCountSql, [formId, filter.q]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json({
      submissions: page.map((row) => storedSubmission(row, isoTime)),
      nextCursor: rows.length > limit && last ? cursorOf(last) : null,
      total: Number(count?.total ?? 0),
    });
  });

  app.get(`${FORM_SUBMISSIONS_PATH}/:id`, async (c) => {
    await requireContributor(c, ctx);
    const [row] = await ctx.db.query<SubmissionRow>(submissionByIdSql, [pathId(c)]);
    if (!row) throw new HttpError(404, { error: 'There is no submission with this id.' });
    return c.json(storedSubmission(row, isoTime));
  });

  app.get(FORM_SUBMISSIONS_CSV_PATH, async (c) => {
    await requireContributor(c, ctx);
    const formId = readFormId(ctx, c.req.query('formId'));
    const filter = readSubmissionFilter(c.req.query('q'), c.req.query('order'));
    const form = ctx.site.forms[formId]!;
    // One row more than the limit, to tell a cut export (which says so) from a whole one.
    const rows = await ctx.db.query<SubmissionRow>(submissionPageSql(filter.order), [
      formId,
      filter.q,
      null,
      null,
      MAX_EXPORT + 1,
    ]);
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
