import { createMemoryHitCounter, type HitCounter } from './hit-counter';

/** At most `max` hits per key in any `windowSeconds`; `max` 0 turns the limit off. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * A sliding-window limit per key, estimated from two fixed windows: the current window's hits
 * plus the previous window's, weighted by how much of it still lies within the last
 * `windowSeconds` (the estimate Cloudflare describes for its limiter). Every hit counts, refused
 * ones too, so hammering keeps a client out. The counts live in a `HitCounter`: this process's
 * memory, or the database to share them between processes.
 */
export interface RateLimiter {
  readonly limit: Limit;
  /** Counts `weight` hits for `key`; answers the estimate of its hits in the last window. */
  count(key: string, weight?: number, now?: number): Promise<number>;
  /** Counts one hit for `key` and answers whether it is within the limit. */
  hit(key: string, now?: number): Promise<boolean>;
}

/** Limits below this many hits a window are always counted exactly across processes. */
const EXACT_BELOW = 100;

export function createRateLimiter(
  limit: Limit,
  counter: HitCounter = createMemoryHitCounter(),
): RateLimiter {
  const windowMs = limit.windowSeconds * 1000;
  // A shared counter may answer from its process's view below half of a large limit (hits made
  // elsewhere reach it within its sync interval); near the limit, and for small limits, the
  // answer is the shared count.
  const exactAbove = limit.max >= EXACT_BELOW ? limit.max / 2 : 0;
  const count = async (key: string, weight = 1, now = Date.now()) => {
    const { current, previous } = await counter.add(key, windowMs, weight, now, exactAbove);
    const elapsed = now - Math.floor(now / windowMs) * windowMs;
    return current + previous * ((windowMs - elapsed) / windowMs);
  };
  return {
    limit,
    count,
    async hit(key, now) {
      if (limit.max <= 0) return true;
      return (await count(key, 1, now)) <= limit.max;
    },
  };
}
