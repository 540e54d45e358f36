import { CONSOLE_FORMS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { isoTime } from '../iso-time';
import { requireContributor, type ServerContext } from '../server-context';

interface FormTotals {
  form_id: string;
  submission_count: number;
  last_submitted_at: Date | string;
}

const totalsSql = `SELECT form_id, count(*)::int AS submission_count, max(created_at) AS last_submitted_at
FROM form_submissions GROUP BY form_id`;

/**
 * GET /api/console/forms: every form of site.json with the fields its table shows (sections
 * hold no value) and how many submissions it has, for the console's list of forms.
 */
export function consoleFormRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get(CONSOLE_FORMS_PATH, async (c) => {
    await requireContributor(c, ctx);
    const totals = new Map(
      (await ctx.db.query<FormTotals>(totalsSql)).map((row) => [row.form_id, row]),
    );
    const forms = Object.entries(ctx.site.forms).map(([id, form]) => {
      const total = totals.get(id);
      return {
        id,
        name: typeof form.name === 'string' ? form.name : id,
        fields: form.fields
          .filter((field) => field.type !== 'section')
          .map((field) => ({ name: field.id, title: field.title ?? field.id })),
        submissionCount: Number(total?.submission_count ?? 0),
        lastSubmittedAt: total ? isoTime(total.last_submitted_at) : null,
      };
    });
    return c.json({ forms });
  });
  return app;
}
