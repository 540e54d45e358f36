import {
  ANALYTICS_LIMIT_DEFAULTS,
  type AnalyticsBudget,
  type AnalyticsLimits,
  createAnalyticsBudget,
  pruneAnalytics,
} from './analytics-limits';
import { rollUpAnalytics } from './analytics-rollup';
import {
  compileTrustedProxies,
  type ProxyTrust,
  type TrustedProxies,
  trustNoProxy,
} from './client-address';
import type { Database } from './database/database';
import { createFormRateLimiter, type FormRateLimiter } from './form-rate-limit';
import { createMemoryHitCounter } from './hit-counter';
import {
  createLoginThrottle,
  type LoginThrottle,
  type LoginThrottleOptions,
} from './login-throttle';
import type { RateLimit, SiteConfig } from './site-config';
import { createSqlHitCounter } from './sql-hit-counter';

export interface AbuseLimitOptions {
  /** Overrides the site's rateLimit (TESSERA_RATE_LIMIT_* in the CLI). */
  rateLimit?: Partial<RateLimit>;
  /** Read client addresses from X-Forwarded-For. Default false. */
  trustProxy?: boolean;
  /** With trustProxy: the proxies in front, a count of hops or their addresses. Default 1. */
  trustedProxies?: TrustedProxies;
  loginThrottle?: Partial<LoginThrottleOptions>;
  analyticsLimits?: Partial<AnalyticsLimits>;
}

/** What the routes use to bound abuse (ServerContext's part). */
export interface AbuseLimits {
  formRateLimiter: FormRateLimiter;
  /** The demo's test orders (commerce/demo-order-routes.ts): the form limit, counted apart. */
  demoOrderRateLimiter: FormRateLimiter;
  loginThrottle: LoginThrottle;
  analyticsBudget: AnalyticsBudget;
  proxyTrust: ProxyTrust;
}

// Counters and login failures are swept, analytics rolled up and pruned, once a minute.
const SWEEP_MS = 60_000;

/**
 * The limits of one server process. On Postgres the counts live in the database, shared by every
 * process on it; PGlite serves one process and counts in memory. Login failures are in the
 * database on both. `stop()` ends the sweeping timer.
 */
export function createAbuseLimits(
  db: Database,
  site: SiteConfig,
  options: AbuseLimitOptions,
): { limits: AbuseLimits; stop(): void } {
  const local = createMemoryHitCounter();
  const shared = db.kind === 'postgres' ? createSqlHitCounter(db) : undefined;
  const counter = shared ?? local;
  const analytics = { ...ANALYTICS_LIMIT_DEFAULTS, ...options.analyticsLimits };
  const loginThrottle = createLoginThrottle(db, options.loginThrottle);
  const rateLimit = { ...site.rateLimit, ...options.rateLimit };
  const limits: AbuseLimits = {
    formRateLimiter: createFormRateLimiter(rateLimit, counter, local),
    demoOrderRateLimiter: createFormRateLimiter(rateLimit, counter, local, 'demo-order'),
    loginThrottle,
    analyticsBudget: createAnalyticsBudget(analytics, counter),
    proxyTrust: options.trustProxy
      ? compileTrustedProxies(options.trustedProxies ?? 1)
      : trustNoProxy,
  };
  const log = (error: unknown) =>
    console.error('[tessera-server] sweeping limits:', (error as Error).message);
  const timer = setInterval(() => {
    const now = Date.now();
    shared?.sweep(now).catch(log);
    local.sweep(now).catch(log);
    loginThrottle.sweep(now).catch(log);
    // The day's aggregates first, so pruned rows are counted in them.
    rollUpAnalytics(db)
      .then(() => pruneAnalytics(db, analytics))
      .catch(log);
  }, SWEEP_MS);
  timer.unref();
  return {
    limits,
    stop() {
      clearInterval(timer);
      shared?.close();
    },
  };
}
