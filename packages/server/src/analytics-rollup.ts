import type { Database, Queryable } from './database/database';

/**
 * The daily roll-up of the raw analytics rows (issue 16): page views and visitors per day and per
 * page, referrers, form renders and submissions, JavaScript errors by message, for one UTC day,
 * recomputed whole (delete and insert in one transaction), so running it again is harmless. The
 * server rolls up today and yesterday once a minute and before answering an owner's analytics
 * call; days before stay as they were rolled up, after their raw rows are pruned.
 */

/** A page view's path: the hit's `url` without its origin ('/' when empty). */
const HIT_PATH = `coalesce(nullif(regexp_replace(payload->'data'->>'url', '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*', ''), ''), '/')`;
/** A visitor: the id of the visitor record (`id|first|previous|current|count`). */
const VISITOR = `nullif(split_part(visitor, '|', 1), '')`;
/** The page views of one day ($1). */
const VIEWS = `FROM analytics_events
  WHERE source = 'census/RecordHit' AND name = 'view'
    AND created_at >= $1::date AND created_at < $1::date + 1`;
/** A referrer's host, '(direct)' without one and '(internal)' from the site itself. */
const REFERRER = `CASE
  WHEN coalesce(payload->'data'->>'referrer', '') = '' THEN '(direct)'
  WHEN substring(payload->'data'->>'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')
     = substring(payload->'data'->>'url' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)') THEN '(internal)'
  ELSE coalesce(lower(substring(payload->'data'->>'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '(unknown)')
END`;

const STATEMENTS: string[] = [
  `DELETE FROM analytics_daily_traffic WHERE day = $1::date`,
  `INSERT INTO analytics_daily_traffic (day, page_views, visitors)
   SELECT $1::date, count(*), count(DISTINCT ${VISITOR}) ${VIEWS} HAVING count(*) > 0`,
  `DELETE FROM analytics_daily_pages WHERE day = $1::date`,
  `INSERT INTO analytics_daily_pages (day, path, page_views, visitors)
   SELECT $1::date, ${HIT_PATH} AS path, count(*), count(DISTINCT ${VISITOR}) ${VIEWS} GROUP BY path`,
  `DELETE FROM analytics_daily_referrers WHERE day = $1::date`,
  `INSERT INTO analytics_daily_referrers (day, referrer, page_views)
   SELECT $1::date, ${REFERRER} AS referrer, count(*) ${VIEWS} GROUP BY referrer`,
  `DELETE FROM analytics_daily_forms WHERE day = $1::date`,
  `INSERT INTO analytics_daily_forms (day, form_id, renders, submissions)
   SELECT $1::date, form_id, sum(renders), sum(submissions) FROM (
     SELECT name AS form_id, count(*) AS renders, 0 AS submissions FROM analytics_events
     WHERE source = 'census/form-render' AND name IS NOT NULL
       AND created_at >= $1::date AND created_at < $1::date + 1 GROUP BY name
     UNION ALL
     SELECT form_id, 0, count(*) FROM form_submissions
     WHERE created_at >= $1::date AND created_at < $1::date + 1 GROUP BY form_id
   ) AS counts GROUP BY form_id`,
  `DELETE FROM analytics_daily_errors WHERE day = $1::date`,
  `INSERT INTO analytics_daily_errors (day, message, reports, last_seen)
   SELECT $1::date, coalesce(message, '(no message)') AS message, count(*), max(created_at)
   FROM javascript_errors WHERE created_at >= $1::date AND created_at < $1::date + 1
   GROUP BY 2`,
];

/** The UTC day of a time, as `YYYY-MM-DD`. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

async function rollUpDay(tx: Queryable, day: string): Promise<void> {
  for (const statement of STATEMENTS) await tx.query(statement, [day]);
}

/** Rolls up the given UTC days (default: today and yesterday), each in its own transaction. */
export async function rollUpAnalytics(
  db: Database,
  days: string[] = [utcDay(Date.now() - 86_400_000), utcDay(Date.now())],
): Promise<void> {
  for (const day of days) await db.transaction((tx) => rollUpDay(tx, day));
}
