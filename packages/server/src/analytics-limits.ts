import { addressKey } from './client-address';
import type { Database } from './database/database';
import type { HitCounter } from './hit-counter';
import { createRateLimiter, type Limit } from './rate-limiter';

/**
 * Bounds on the unauthenticated analytics and error calls (census, events, trace, track, the
 * events service, performance records, javascript errors): budgets of stored rows, sampling
 * beyond them, and a cap on the rows each table keeps.
 */
export interface AnalyticsLimits {
  /** Rows one client address may store in a window. Default 1,000 a minute. */
  perClient: Limit;
  /** Rows the whole site may store in a window (every process together). Default 20,000 a minute. */
  global: Limit;
  /** Beyond a budget one call in this many is still stored (the rest answer the same). Default 100. */
  sampleEvery: number;
  /** Rows each analytics table keeps of the last 24 hours; older ones beyond are pruned first. Default 100,000. */
  rowsPerDay: number;
  /** Raw rows older than this are pruned (the daily aggregates stay). Default 390 days, as the
   * analytics id (spec 002 §9). */
  keepDays: number;
}

export const ANALYTICS_LIMIT_DEFAULTS: AnalyticsLimits = {
  perClient: { max: 1000, windowSeconds: 60 },
  global: { max: 20_000, windowSeconds: 60 },
  sampleEvery: 100,
  rowsPerDay: 100_000,
  keepDays: 390,
};

/** The tables the analytics calls write, each pruned on its own. */
const ANALYTICS_TABLES = ['analytics_events', 'javascript_errors', 'performance_records'] as const;

export interface AnalyticsBudget {
  /** Counts a call of `rows` rows from `address`; answers whether to store it. */
  admits(address: string, rows: number, now?: number): Promise<boolean>;
}

/**
 * The client's budget first: a call beyond it does not spend the site's, so one client's flood
 * leaves the global budget to everyone else. A call beyond either is stored one in `sampleEvery`
 * (counted in this process, so the fraction holds whatever the traffic's order).
 */
export function createAnalyticsBudget(
  limits: AnalyticsLimits,
  counter: HitCounter,
): AnalyticsBudget {
  const perClient = createRateLimiter(limits.perClient, counter);
  const global = createRateLimiter(limits.global, counter);
  let overBudget = 0;
  // The sampleEvery-th call over budget is stored, then the 2 × sampleEvery-th, …
  const sample = () => ++overBudget % Math.max(1, limits.sampleEvery) === 0;
  const within = async (limiter: typeof global, key: string, rows: number, now: number) =>
    limiter.limit.max <= 0 || (await limiter.count(key, rows, now)) <= limiter.limit.max;
  return {
    async admits(address, rows, now = Date.now()) {
      if (!(await within(perClient, `analytics:ip:${addressKey(address)}`, rows, now))) {
        return sample();
      }
      return (await within(global, 'analytics:all', rows, now)) || sample();
    },
  };
}

const pruneOld = (table: string) => `
WITH pruned AS (
  DELETE FROM ${table} WHERE created_at < now() - make_interval(days => $1) RETURNING 1
) SELECT count(*)::integer AS rows FROM pruned`;

// Ids follow insertion order: every row of the last day older than the newest `rowsPerDay`.
const pruneOverCap = (table: string) => `
WITH pruned AS (
  DELETE FROM ${table}
  WHERE created_at >= now() - interval '1 day'
    AND id <= (SELECT id FROM ${table} ORDER BY id DESC OFFSET $1 LIMIT 1)
  RETURNING 1
) SELECT count(*)::integer AS rows FROM pruned`;

// Any constant: it only has to be the same in every process on this database.
const PRUNE_LOCK = 727_365_002;

/**
 * Deletes analytics rows older than `keepDays`, then the oldest rows of the last 24 hours beyond
 * `rowsPerDay`, table by table; answers the rows deleted. One process at a time prunes (an
 * advisory lock; a process that finds it taken skips this round).
 */
export async function pruneAnalytics(
  db: Database,
  limits: Pick<AnalyticsLimits, 'rowsPerDay' | 'keepDays'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS taken',
      [PRUNE_LOCK],
    );
    if (!lock?.taken) return 0;
    let deleted = 0;
    for (const table of ANALYTICS_TABLES) {
      const [old] = await tx.query<{ rows: number }>(pruneOld(table), [limits.keepDays]);
      const [over] = await tx.query<{ rows: number }>(pruneOverCap(table), [limits.rowsPerDay]);
      deleted += (old?.rows ?? 0) + (over?.rows ?? 0);
    }
    return deleted;
  });
}
