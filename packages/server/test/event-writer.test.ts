/**
 * The analytics rows' group commit: rows arriving together go in one statement, each caller is
 * answered after its row is committed, and a row the database refuses fails alone (400) while
 * the rest of its batch is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { createEventWriter } from '../src/event-writer';
import { HttpError } from '../src/http-error';
import { migrate } from '../src/migrate';

let db: Database;
let statements: string[];

beforeAll(async () => {
  const opened = await openDatabase({ dataDir: ':memory:' });
  await migrate(opened);
  statements = [];
  db = {
    ...opened,
    kind: opened.kind,
    query: (sql, params) => {
      statements.push(sql);
      return opened.query(sql, params);
    },
    close: () => opened.close(),
  } as Database;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const row = (name: string) => ({
  source: 'census/RecordHit',
  name,
  payload: { n: name },
  visitor: 'v',
});

describe('createEventWriter', () => {
  it('writes rows that arrive together in one statement, answering each after the commit', async () => {
    const writer = createEventWriter(db, { maxInFlight: 1 });
    statements.length = 0;
    await Promise.all(Array.from({ length: 40 }, (_, i) => writer.write(row(`a${i}`))));
    expect(statements).toHaveLength(1);
    const [count] = await db.query<{ count: number }>(
      "SELECT count(*)::integer AS count FROM analytics_events WHERE name LIKE 'a%'",
    );
    expect(count!.count).toBe(40);
  });

  it('a row the database refuses fails alone with a 400; the others are stored', async () => {
    const writer = createEventWriter(db, { maxInFlight: 1 });
    const results = await Promise.allSettled(
      ['b1', 'b2', 'b\u00003', 'b4', 'b5'].map((name) => writer.write(row(name))),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const refused = (results[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    const rows = await db.query<{ name: string }>(
      "SELECT name FROM analytics_events WHERE name LIKE 'b%' ORDER BY name",
    );
    expect(rows.map((r) => r.name)).toEqual(['b1', 'b2', 'b4', 'b5']);
    await writer.drain();
  });

  it('drain resolves once nothing is queued or in flight', async () => {
    const writer = createEventWriter(db);
    await writer.drain();
    const pending = writer.write(row('c1'));
    await writer.drain();
    await expect(pending).resolves.toBeUndefined();
  });
});
