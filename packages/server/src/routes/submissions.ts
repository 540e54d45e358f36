import { FORM_SUBMISSIONS_CSV_PATH, FORM_SUBMISSIONS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { toCsv } from '../csv';
import { HttpError } from '../http-error';
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
}

const listSql = `
SELECT id, form_id, collection_id, object_name, is_overlay_form, fields, page, created_at
FROM form_submissions
WHERE form_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::text))
ORDER BY created_at DESC, id DESC
LIMIT $4`;

const MAX_PAGE = 200;
const MAX_EXPORT = 100_000;

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** Cursor: the last row's created_at and id, so pages stay stable while new rows arrive. */
function readCursor(cursor: string | undefined): [string | null, string | null] {
  if (!cursor) return [null, null];
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || Number.isNaN(Date.parse(at))) {
    throw new HttpError(400, { error: 'Query "cursor" is not a cursor this server gave.' });
  }
  return [at, id];
}

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
    const limit = Number(limitText);
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
        createdAt: iso(row.created_at),
      })),
      nextCursor:
        rows.length > limit && last
          ? Buffer.from(`${iso(last.created_at)}|${last.id}`).toString('base64url')
          : null,
    });
  });

  app.get(FORM_SUBMISSIONS_CSV_PATH, async (c) => {
    await requireOwner(c, ctx);
    const formId = readFormId(ctx, c.req.query('formId'));
    const form = ctx.site.forms[formId]!;
    const rows = await ctx.db.query<SubmissionRow>(listSql, [formId, null, null, MAX_EXPORT]);
    const fields = form.fields.filter((field) => field.type !== 'section');
    const csv = toCsv([
      ['Submission', 'Submitted at', ...fields.map((field) => field.title), 'Page'],
      ...rows.map((row) => [
        row.id,
        iso(row.created_at),
        ...fields.map((field) => row.fields[field.id]),
        row.page.pagePath ?? '',
      ]),
    ]);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${formId.replace(/[^A-Za-z0-9_-]/g, '_')}-submissions.csv"`,
    });
  });

  return app;
}
