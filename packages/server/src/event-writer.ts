import type { Queryable } from './database/database';
import { HttpError } from './http-error';

/**
 * Group commit for analytics rows (issue 16: page-view hits under load): the events that arrive
 * while a write is in flight go together in the next statement, so one round trip and one commit
 * carry many hits; each caller is answered once its row is committed, never before. On PGlite,
 * which runs one statement at a time and flushes each commit, one INSERT a hit held the hit
 * endpoint to about 300 a second (bench/server). A row the database refuses (bad text that got
 * past the checks) fails alone: the batch is bisected, the others are stored.
 */
interface AnalyticsEventRow {
  source: string;
  name: string | null;
  payload: unknown;
  visitor: string | null;
}

export interface EventWriter {
  write(row: AnalyticsEventRow): Promise<void>;
  /** Resolves when every queued row is written. */
  drain(): Promise<void>;
}

const insertBatch = `
INSERT INTO analytics_events (source, name, payload, visitor)
SELECT source, name, payload, visitor
FROM jsonb_to_recordset($1::jsonb) AS t(source text, name text, payload jsonb, visitor text)`;

interface Pending {
  row: AnalyticsEventRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** SQLSTATE classes 22, 23, 54: the row's data, not the database (as the submission writer). */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

export function createEventWriter(
  db: Queryable,
  { maxBatch = 500, maxInFlight = 4 }: { maxBatch?: number; maxInFlight?: number } = {},
): EventWriter {
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  const idle: (() => void)[] = [];

  async function write(batch: Pending[]): Promise<void> {
    try {
      await db.query(insertBatch, [JSON.stringify(batch.map(({ row }) => row))]);
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length > 1 && isRowError(error)) {
        const half = Math.ceil(batch.length / 2);
        await Promise.all([write(batch.slice(0, half)), write(batch.slice(half))]);
        return;
      }
      const answer = isRowError(error)
        ? new HttpError(400, { error: 'The event holds a value the database cannot store.' })
        : error;
      for (const pending of batch) pending.reject(answer);
    }
  }

  function run(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight++;
      void write(batch).finally(() => {
        inFlight--;
        if (inFlight === 0 && queue.length === 0) {
          for (const resolve of idle.splice(0)) resolve();
        }
        schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(run);
  }

  return {
    write(row) {
      return new Promise((resolve, reject) => {
        queue.push({ row, resolve, reject });
        schedule();
      });
    },
    drain() {
      if (inFlight === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}
