import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { createMemoryHitCounter } from '../src/hit-counter';
import { migrate } from '../src/migrate';
import { createRateLimiter } from '../src/rate-limiter';
import { createSqlHitCounter } from '../src/sql-hit-counter';

const MINUTE = 60_000;
const start = 100 * MINUTE; // the start of a window

describe('rate limiter (sliding window estimated from two fixed windows)', () => {
  it('allows max hits in a window and refuses the next', async () => {
    const limiter = createRateLimiter({ max: 5, windowSeconds: 60 });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await limiter.hit('v', start + i * 1000));
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    expect(await limiter.hit('other', start + 7000)).toBe(true);
  });

  it('weights the previous window by the part of it still inside the last minute', async () => {
    const limiter = createRateLimiter({ max: 5, windowSeconds: 60 });
    for (let i = 0; i < 4; i++) await limiter.hit('v', start + i);
    // A quarter into the next window: 4 * 0.75 = 3 earlier hits still count, so 2 more fit.
    const quarter = start + MINUTE + MINUTE / 4;
    expect(await limiter.count('v', 1, quarter)).toBe(4);
    expect(await limiter.count('v', 1, quarter)).toBe(5);
    expect(await limiter.hit('v', quarter)).toBe(false);
    // Two windows later the old hits count no more.
    expect(await limiter.count('v', 1, start + 3 * MINUTE)).toBe(1);
  });

  it('counts refused hits too, so hammering keeps a client out longer', async () => {
    const limiter = createRateLimiter({ max: 1, windowSeconds: 10 });
    expect(await limiter.hit('v', 0)).toBe(true);
    for (let t = 1000; t < 10_000; t += 1000) expect(await limiter.hit('v', t)).toBe(false);
    // 10 hits in the window before: at 9 s into the next one 10 * 0.1 + 1 = 2 > 1.
    expect(await limiter.hit('v', 19_000)).toBe(false);
    // That refused hit counts in its turn (fully at 20 s); a window later nothing is left.
    expect(await limiter.hit('v', 20_000)).toBe(false);
    expect(await limiter.hit('v', 40_000)).toBe(true);
  });

  it('counts weights (rows of a call) and is off with max 0', async () => {
    const limiter = createRateLimiter({ max: 10, windowSeconds: 60 });
    expect(await limiter.count('v', 7, start)).toBe(7);
    expect(await limiter.count('v', 7, start)).toBe(14);
    const off = createRateLimiter({ max: 0, windowSeconds: 60 });
    for (let i = 0; i < 50; i++) expect(await off.hit('v', start)).toBe(true);
  });

  it('the memory counter forgets windows that can no longer count', async () => {
    const counter = createMemoryHitCounter();
    await counter.add('a', MINUTE, 3, start);
    await counter.sweep(start + MINUTE + 1);
    expect(await counter.add('a', MINUTE, 1, start + MINUTE + 1)).toEqual({
      current: 1,
      previous: 3,
    });
    await counter.sweep(start + 3 * MINUTE);
    expect(await counter.add('a', MINUTE, 1, start + 3 * MINUTE)).toEqual({
      current: 1,
      previous: 0,
    });
  });
});

describe('counts in the database (shared by every process on it)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: ':memory:' });
    await migrate(db);
  }, 30_000);
  afterAll(() => db?.close());

  it('sums concurrent hits of one key in one statement and answers each its own count', async () => {
    const counter = createSqlHitCounter(db);
    let statements = 0;
    const counted = createSqlHitCounter({
      query(sql, params) {
        statements++;
        return db.query(sql, params);
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => counted.add('k', MINUTE, 1 + (i % 2), start)),
    );
    // Hits made in one turn of the event loop go in one statement.
    expect(statements).toBe(1);
    expect(answers.map((hits) => hits.current)).toEqual([
      1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18, 19, 21, 22, 24, 25, 27, 28, 30,
    ]);
    // A second counter on the same database (another process) continues the same count.
    expect(await counter.add('k', MINUTE, 1, start + 10)).toEqual({ current: 31, previous: 0 });
    expect(await counter.add('k', MINUTE, 2, start + MINUTE)).toEqual({
      current: 2,
      previous: 31,
    });
  });

  it('limits across two counters on one database as one limit', async () => {
    const first = createRateLimiter({ max: 3, windowSeconds: 60 }, createSqlHitCounter(db));
    const second = createRateLimiter({ max: 3, windowSeconds: 60 }, createSqlHitCounter(db));
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? second : first).hit('shared', start));
    expect(answers).toEqual([true, true, true, false, false, false]);
  });

  it('below exactAbove answers from its own view and sends the hits with the next sync', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let statements = 0;
    const counter = createSqlHitCounter(
      {
        query(sql, params) {
          statements++;
          return db.query(sql, params);
        },
      },
      { syncMs: 100 },
    );
    try {
      const answers = [];
      for (let i = 0; i < 10; i++)
        answers.push((await counter.add('far', MINUTE, 1, start, 50)).current);
      expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(statements).toBe(0);
      vi.advanceTimersByTime(100);
      await vi.waitFor(async () =>
        expect(await db.query("SELECT hits FROM rate_counters WHERE key = 'far'")).toEqual([
          { hits: 10 },
        ]),
      );
      expect(statements).toBe(1);
      // Another process asking the database (exactAbove 0) counts on from them.
      const other = createSqlHitCounter(db);
      expect(await other.add('far', MINUTE, 1, start, 0)).toEqual({ current: 11, previous: 0 });
      other.close();
    } finally {
      counter.close();
      vi.useRealTimers();
    }
  });

  it('sweeps windows that can no longer count', async () => {
    const counter = createSqlHitCounter(db);
    await counter.add('old', MINUTE, 1, start);
    await counter.add('recent', MINUTE, 1, start + MINUTE);
    await counter.sweep(start + 2 * MINUTE);
    const rows = await db.query<{ key: string }>(
      "SELECT key FROM rate_counters WHERE key IN ('old', 'recent') ORDER BY key",
    );
    expect(rows).toEqual([{ key: 'recent' }]);
  });

  it('fails open, logging, when the statement fails', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const broken = createSqlHitCounter({
        query: () => Promise.reject(new Error('connection lost')),
      });
      // It keeps counting in this process.
      expect(await broken.add('k', MINUTE, 1, start)).toEqual({ current: 1, previous: 0 });
      expect(await broken.add('k', MINUTE, 2, start)).toEqual({ current: 3, previous: 0 });
      expect(errors).toEqual([
        '[tessera-server] rate counters: connection lost',
        '[tessera-server] rate counters: connection lost',
      ]);
    } finally {
      console.error = original;
    }
  });
});
