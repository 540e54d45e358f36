/** The hits of a key in its current fixed window (those just added included) and the one before. */
export interface WindowHits {
  current: number;
  previous: number;
}

/**
 * Counts hits per key in fixed windows: in this process's memory (one process: PGlite), or in
 * the database so that every process serving one Postgres shares the counts (sql-hit-counter.ts).
 */
export interface HitCounter {
  /**
   * Adds `weight` hits to `key` in the window of `windowMs` holding `now`. A shared counter may
   * answer from its own view while the hits stay at or below `exactAbove` (default 0: always
   * exact); beyond, it answers the shared count.
   */
  add(
    key: string,
    windowMs: number,
    weight: number,
    now: number,
    exactAbove?: number,
  ): Promise<WindowHits>;
  /** Forgets windows that can no longer count (older than the window before the current one). */
  sweep(now: number): Promise<void>;
}

interface Entry {
  windowMs: number;
  start: number;
  current: number;
  previous: number;
}

export function createMemoryHitCounter(): HitCounter {
  const entries = new Map<string, Entry>();
  return {
    async add(key, windowMs, weight, now) {
      const start = Math.floor(now / windowMs) * windowMs;
      let entry = entries.get(key);
      if (!entry || entry.windowMs !== windowMs) {
        entry = { windowMs, start, current: 0, previous: 0 };
        entries.set(key, entry);
      } else if (entry.start !== start) {
        entry.previous = entry.start === start - windowMs ? entry.current : 0;
        entry.current = 0;
        entry.start = start;
      }
      entry.current += weight;
      return { current: entry.current, previous: entry.previous };
    },
    async sweep(now) {
      for (const [key, entry] of entries) {
        if (entry.start + 2 * entry.windowMs <= now) entries.delete(key);
      }
    },
  };
}
