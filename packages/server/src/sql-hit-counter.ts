import type { Queryable } from './database/database';
import type { HitCounter, WindowHits } from './hit-counter';

export interface SqlHitCounterOptions {
  /** Statements in flight at once; hits arriving meanwhile wait for the next one. Default 2. */
  maxInFlight?: number;
}

// One statement a batch: every key's hits added at once (the rate_counters table is UNLOGGED:
// no WAL, no fsync; counts are lost only with a database crash, which forgets limits, not data).
// The window before each key's current one is read by the same statement.
const addBatch = `
INSERT INTO rate_counters AS c (key, window_start, window_ms, hits)
SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::integer[])
ON CONFLICT (key, window_start) DO UPDATE SET hits = c.hits + EXCLUDED.hits
RETURNING c.key, c.window_start::text AS window_start, c.hits,
  (SELECT p.hits FROM rate_counters p
   WHERE p.key = c.key AND p.window_start = c.window_start - c.window_ms) AS previous`;

const sweepStatement = 'DELETE FROM rate_counters WHERE window_start + 2 * window_ms <= $1';

interface Waiter {
  /** Hits of this key added before this caller's, in this batch. */
  before: number;
  weight: number;
  resolve(hits: WindowHits): void;
}

interface Pending {
  key: string;
  start: number;
  windowMs: number;
  hits: number;
  waiters: Waiter[];
}

/**
 * Hit counts in the database, shared by every process on it. Hits that arrive while a statement
 * runs are summed per key and sent together by the next one, so a burst of submissions costs a
 * few statements, not one each. A failed statement is logged and answers no hits (the limit
 * fails open: the database failing fails the request's own work anyway).
 */
export function createSqlHitCounter(db: Queryable, options: SqlHitCounterOptions = {}): HitCounter {
  const maxInFlight = options.maxInFlight ?? 2;
  let pending = new Map<string, Pending>();
  let inFlight = 0;

  async function run(batch: Map<string, Pending>): Promise<void> {
    const entries = [...batch.values()];
    let rows: { key: string; window_start: string; hits: number; previous: number | null }[] = [];
    try {
      rows = await db.query(addBatch, [
        entries.map((entry) => entry.key),
        entries.map((entry) => entry.start),
        entries.map((entry) => entry.windowMs),
        entries.map((entry) => entry.hits),
      ]);
    } catch (error) {
      console.error('[tessera-server] rate counters:', (error as Error).message);
    }
    const totals = new Map(rows.map((row) => [`${row.key}\n${row.window_start}`, row]));
    for (const [id, entry] of batch) {
      const row = totals.get(id);
      // The hits other processes added to this window before ours, then ours in arrival order.
      const base = row ? row.hits - entry.hits : 0;
      for (const waiter of entry.waiters) {
        waiter.resolve({
          current: row ? base + waiter.before + waiter.weight : 0,
          previous: row?.previous ?? 0,
        });
      }
    }
  }

  function flush(): void {
    while (inFlight < maxInFlight && pending.size > 0) {
      const batch = pending;
      pending = new Map();
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        flush();
      });
    }
  }

  return {
    add(key, windowMs, weight, now) {
      const start = Math.floor(now / windowMs) * windowMs;
      const id = `${key}\n${start}`;
      let entry = pending.get(id);
      if (!entry) {
        entry = { key, start, windowMs, hits: 0, waiters: [] };
        pending.set(id, entry);
      }
      const target = entry;
      return new Promise<WindowHits>((resolve) => {
        target.waiters.push({ before: target.hits, weight, resolve });
        target.hits += weight;
        if (inFlight < maxInFlight) queueMicrotask(flush);
      });
    },
    async sweep(now) {
      try {
        await db.query(sweepStatement, [now]);
      } catch (error) {
        console.error('[tessera-server] rate counters sweep:', (error as Error).message);
      }
    },
  };
}
