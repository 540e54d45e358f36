import { FORM_SUBMISSIONS_CSV_PATH, FORM_SUBMISSIONS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { pathId } from '../commerce/path-id';
import { limitedCsv } from '../csv';
import { HttpError } from '../http-error';
import { isoTime } from '../iso-time';
import {
  csvAttachment,
  MAX_EXPORT_ROWS,
  pageOf,
  ROW_ID,
  readPageCursor,
  readPageLimit,
} from '../owner-listing';
import { requireContributor, type ServerContext } from '../server-context';
import {
  readSubmissionFilter,
  type SubmissionRow,
  storedSubmission,
  submissionByIdSql,
  submissionCountSql,
  submissionPageSql,
} from './submission-query';

function readFormId(ctx: ServerContext, value: string | undefined): string {
  if (!value) throw new HttpError(400, { error: 'Query "formId" is required.' });
  if (!Object.hasOwn(ctx.site.forms, value)) {
    throw new HttpError(404, { error: 'This form has not been configured yet.' });
  }
  return value;
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
    const limit = readPageLimit(c.req.query('limit'));
    const filter = readSubmissionFilter(c.req.query('q'), c.req.query('order'));
    const [at, id] = readPageCursor(c.req.query('cursor'), ROW_ID.text);
    const rows = await ctx.db.query<SubmissionRow>(submissionPageSql(filter.order), [
      formId,
      filter.q,
      at,
      id,
      limit + 1,
    ]);
    const [count] = await ctx.db.query<{ total: number }>(submissionCountSql, [formId, filter.q]);
    const { page, nextCursor } = pageOf(rows, limit);
    return c.json({
      submissions: page.map((row) => storedSubmission(row, isoTime)),
      nextCursor,
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
      MAX_EXPORT_ROWS + 1,
    ]);
    const fields = form.fields.filter((field) => field.type !== 'section');
    const csv = limitedCsv(
      ['Submission', 'Submitted at', ...fields.map((field) => field.title), 'Page'],
      rows.map((row) => [
        row.id,
        isoTime(row.created_at),
        ...fields.map((field) => row.fields[field.id]),
        row.page.pagePath ?? '',
      ]),
      MAX_EXPORT_ROWS,
      'submissions',
    );
    return csvAttachment(c, csv, `${formId.replace(/[^A-Za-z0-9_-]/g, '_')}-submissions.csv`);
  });

  return app;
}
