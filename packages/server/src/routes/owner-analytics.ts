import {
  ANALYTICS_ERRORS_PATH,
  ANALYTICS_FORMS_PATH,
  ANALYTICS_PAGES_PATH,
  ANALYTICS_REFERRERS_PATH,
  ANALYTICS_TRAFFIC_PATH,
  ANALYTICS_WEB_VITALS_PATH,
} from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { rollUpAnalytics, utcDay } from '../analytics-rollup';
import { HttpError } from '../http-error';
import { isoTime } from '../iso-time';
import { requireContributor, type ServerContext } from '../server-context';
import { rateWebVital } from '../web-vital-rating';

/**
 * The owner's view of the site's analytics (issue 16), owner-only JSON: traffic per day, top
 * pages, referrers, form conversion, Web Vitals at the 75th percentile per page and per block
 * type, JavaScript errors by message; each over the last `days` UTC days (1 to 390, default 30).
 * Counts come from the daily roll-up (kept when raw rows are pruned); the Web Vitals from the raw
 * performance records (percentiles do not add up across days), kept as long as the raw rows.
 */
const OWNER_ANALYTICS_PATHS = {
  traffic: ANALYTICS_TRAFFIC_PATH,
  pages: ANALYTICS_PAGES_PATH,
  referrers: ANALYTICS_REFERRERS_PATH,
  forms: ANALYTICS_FORMS_PATH,
  webVitals: ANALYTICS_WEB_VITALS_PATH,
  errors: ANALYTICS_ERRORS_PATH,
} as const;

/** The longest range an owner may ask: the raw rows' default retention. */
const MAX_ANALYTICS_DAYS = 390;
/** Rows a top list answers at most. */
const TOP = 50;

interface Range {
  from: string;
  to: string;
}

function readRange(c: Context): Range {
  const text = c.req.query('days') ?? '30';
  const days = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_ANALYTICS_DAYS) {
    throw new HttpError(400, {
      error: `Query "days" must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`,
    });
  }
  const now = Date.now();
  return { from: utcDay(now - (days - 1) * 86_400_000), to: utcDay(now) };
}

/** Every day of the range, oldest first. */
function daysOf({ from, to }: Range): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); utcDay(time) <= to; time += 86_400_000) days.push(utcDay(time));
  return days;
}

const IN_RANGE = 'day >= $1::date AND day <= $2::date';

const VITALS_SQL = (key: string) => `
  WITH latest AS (
    SELECT DISTINCT ON (page_load_id, event) event, data
    FROM performance_records
    WHERE created_at >= $1::date AND created_at < $2::date + 1
      AND page_load_id IS NOT NULL AND jsonb_typeof(data->'value') = 'number'
    ORDER BY page_load_id, event, id DESC
  )
  SELECT ${key} AS key, event AS metric,
    percentile_cont(0.75) WITHIN GROUP (ORDER BY (data->>'value')::float8) AS p75,
    count(*)::integer AS samples
  FROM latest WHERE ${key} IS NOT NULL
  GROUP BY 1, 2 ORDER BY samples DESC, key, metric LIMIT ${TOP * 5}`;

interface VitalRow {
  key: string;
  metric: string;
  p75: number;
  samples: number;
}

function vitals(rows: VitalRow[], name: 'path' | 'block') {
  return rows.map((row) => ({
    [name]: row.key,
    metric: row.metric,
    p75: Math.round(Number(row.p75) * 1000) / 1000,
    samples: row.samples,
    rating: rateWebVital(row.metric, Number(row.p75)) ?? null,
  }));
}

/** Owners and viewers (the console reads); rolls up today and yesterday first, so the answer includes the last minute. */
async function prepare(c: Context, ctx: ServerContext): Promise<Range> {
  await requireContributor(c, ctx);
  const range = readRange(c);
  await rollUpAnalytics(ctx.db);
  return range;
}

export function ownerAnalyticsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const db = ctx.db;

  app.get(OWNER_ANALYTICS_PATHS.traffic, async (c) => {
    const range = await prepare(c, ctx);
    const rows = await db.query<{ day: string; page_views: number; visitors: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, page_views, visitors FROM analytics_daily_traffic WHERE ${IN_RANGE}`,
      [range.from, range.to],
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days = daysOf(range).map((date) => ({
      date,
      pageViews: byDay.get(date)?.page_views ?? 0,
      visitors: byDay.get(date)?.visitors ?? 0,
    }));
    return c.json({ ...range, days });
  });

  app.get(OWNER_ANALYTICS_PATHS.pages, async (c) => {
    const range = await prepare(c, ctx);
    const pages = await db.query<{ path: string; pageViews: number; visitors: number }>(
      `SELECT path, sum(page_views)::integer AS "pageViews", sum(visitors)::integer AS visitors
       FROM analytics_daily_pages WHERE ${IN_RANGE}
       GROUP BY path ORDER BY 2 DESC, path LIMIT ${TOP}`,
      [range.from, range.to],
    );
    return c.json({ ...range, pages });
  });

  app.get(OWNER_ANALYTICS_PATHS.referrers, async (c) => {
    const range = await prepare(c, ctx);
    const referrers = await db.query<{ referrer: string; pageViews: number }>(
      `SELECT referrer, sum(page_views)::integer AS "pageViews"
       FROM analytics_daily_referrers WHERE ${IN_RANGE}
       GROUP BY referrer ORDER BY 2 DESC, referrer LIMIT ${TOP}`,
      [range.from, range.to],
    );
    return c.json({ ...range, referrers });
  });

  app.get(OWNER_ANALYTICS_PATHS.forms, async (c) => {
    const range = await prepare(c, ctx);
    const rows = await db.query<{ formId: string; renders: number; submissions: number }>(
      `SELECT form_id AS "formId", sum(renders)::integer AS renders,
              sum(submissions)::integer AS submissions
       FROM analytics_daily_forms WHERE ${IN_RANGE}
       GROUP BY form_id ORDER BY 3 DESC, 2 DESC, form_id LIMIT ${TOP}`,
      [range.from, range.to],
    );
    const forms = rows.map((row) => ({
      ...row,
      conversion:
        row.renders > 0 ? Math.round((row.submissions / row.renders) * 1000) / 1000 : null,
    }));
    return c.json({ ...range, forms });
  });

  app.get(OWNER_ANALYTICS_PATHS.webVitals, async (c) => {
    const range = await prepare(c, ctx);
    const args = [range.from, range.to];
    const pages = await db.query<VitalRow>(VITALS_SQL(`data->>'path'`), args);
    const blocks = await db.query<VitalRow>(VITALS_SQL(`data->>'block'`), args);
    return c.json({ ...range, pages: vitals(pages, 'path'), blocks: vitals(blocks, 'block') });
  });

  app.get(OWNER_ANALYTICS_PATHS.errors, async (c) => {
    const range = await prepare(c, ctx);
    const rows = await db.query<{ message: string; reports: number; last_seen: string | Date }>(
      `SELECT message, sum(reports)::integer AS reports, max(last_seen) AS last_seen
       FROM analytics_daily_errors WHERE ${IN_RANGE}
       GROUP BY message ORDER BY 2 DESC, message LIMIT ${TOP}`,
      [range.from, range.to],
    );
    const errors = rows.map((row) => ({
      message: row.message,
      reports: row.reports,
      lastSeen: isoTime(row.last_seen),
    }));
    return c.json({ ...range, errors });
  });
  return app;
}
