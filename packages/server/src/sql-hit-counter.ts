import type { Queryable } from './database/database';
import type { HitCounter, WindowHits } from './hit-counter';

export interface SqlHitCounterOptions {
  /** Statements in flight at once; hits arriving meanwhile wait for the next one. Default 2. */
  maxInFlight?: number;
  /** How often hits counted here alone are sent to the database. Default 100 ms. */
  syncMs?: number;
}

// One statement a batch: every key's new hits added at once (the rate_counters table is UNLOGGED:
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
  /** This entry's hits sent in the same statement before this caller's. */
  before: number;
  weight: number;
  resolve(hits: WindowHits): void;
}

/** One key's window as this process knows it. */
interface Entry {
  key: string;
  start: number;
  windowMs: number;
  /** The database's count at the last answer (this process's sent hits included). */
  stored: number;
  previous: number;
  /** Hits on their way to the database, and hits not sent yet. */
  sending: number;
  unsent: number;
  /** Callers waiting for the database's count (near their limit). */
  waiters: Waiter[];
}

const idOf = (key: string, start: number) => `${key}\n${start}`;

/** Sends every entry's unsent hits in one statement and answers the callers waiting. */
async function send(db: Queryable, entries: Map<string, Entry>): Promise<void> {
  const batch: { entry: Entry; sent: number; waiters: Waiter[] }[] = [];
  for (const entry of entries.values()) {
    if (entry.unsent === 0 && entry.waiters.length === 0) continue;
    batch.push({ entry, sent: entry.unsent, waiters: entry.waiters });
    entry.sending += entry.unsent;
    entry.unsent = 0;
    entry.waiters = [];
  }
  if (batch.length === 0) return;
  let rows: { key: string; window_start: string; hits: number; previous: number | null }[] = [];
  try {
    rows = await db.query(addBatch, [
      batch.map(({ entry }) => entry.key),
      batch.map(({ entry }) => entry.start),
      batch.map(({ entry }) => entry.windowMs),
      batch.map(({ sent }) => sent),
    ]);
  } catch (error) {
    console.error('[tessera-server] rate counters:', (error as Error).message);
  }
  const byId = new Map(rows.map((row) => [`${row.key}\n${row.window_start}`, row]));
  for (const { entry, sent, waiters } of batch) {
    const row = byId.get(idOf(entry.key, entry.start));
    entry.sending -= sent;
    if (row) {
      entry.stored = row.hits;
      entry.previous = row.previous ?? 0;
    } else {
      entry.stored += sent; // failed: keep counting locally
    }
    // This process's hits of the statement were added last, in arrival order.
    const base = entry.stored - sent;
    for (const waiter of waiters) {
      waiter.resolve({
        current: base + waiter.before + waiter.weight,
        previous: entry.previous,
      });
    }
  }
}

/**
 * Hit counts in the database, shared by every process on it. A hit far below its limit is
 * answered from this process's view (the database's count at the last sync plus the hits made
 * here since) and sent with the next sync, every `syncMs`; a hit near its limit (`exactAbove`)
 * waits for a statement that adds it and answers the database's count: the limit holds across
 * processes, give or take the hits other processes counted below `exactAbove` in their last
 * `syncMs`. Hits sent together are summed per key in one statement. A failed
 * statement is logged and answers the local view (the limit fails open: the database failing
 * fails the request's own work anyway).
 */
export function createSqlHitCounter(
  db: Queryable,
  options: SqlHitCounterOptions = {},
): HitCounter & { close(): void } {
  const maxInFlight = options.maxInFlight ?? 2;
  const entries = new Map<string, Entry>();
  let inFlight = 0;
  let wanted = false; // a waiter asked for a statement

  function flush(): void {
    while (inFlight < maxInFlight && wanted) {
      wanted = false;
      inFlight++;
      void send(db, entries).finally(() => {
        inFlight--;
        flush();
      });
    }
  }

  const timer = setInterval(() => {
    wanted = true;
    flush();
  }, options.syncMs ?? 100);
  timer.unref();

  function entryFor(key: string, windowMs: number, start: number): Entry {
    const id = idOf(key, start);
    let entry = entries.get(id);
    if (!entry) {
      const before = entries.get(idOf(key, start - windowMs));
      entry = {
        key,
        start,
        windowMs,
        stored: 0,
        previous: before ? before.stored + before.sending + before.unsent : 0,
        sending: 0,
        unsent: 0,
        waiters: [],
      };
      entries.set(id, entry);
    }
    return entry;
  }

  return {
    add(key, windowMs, weight, now, exactAbove = 0) {
      const entry = entryFor(key, windowMs, Math.floor(now / windowMs) * windowMs);
      const view = entry.stored + entry.sending + entry.unsent + weight;
      if (view + entry.previous <= exactAbove) {
        entry.unsent += weight;
        return Promise.resolve({ current: view, previous: entry.previous });
      }
      return new Promise<WindowHits>((resolve) => {
        entry.waiters.push({ before: entry.unsent, weight, resolve });
        entry.unsent += weight;
        wanted = true;
        if (inFlight < maxInFlight) queueMicrotask(flush);
      });
    },
    async sweep(now) {
      for (const [id, entry] of entries) {
        const idle = entry.unsent === 0 && entry.sending === 0 && entry.waiters.length === 0;
        if (idle && entry.start + 2 * entry.windowMs <= now) entries.delete(id);
      }
      try {
        await db.query(sweepStatement, [now]);
      } catch (error) {
        console.error('[tessera-server] rate counters sweep:', (error as Error).message);
      }
    },
    close() {
      clearInterval(timer);
    },
  };
}
