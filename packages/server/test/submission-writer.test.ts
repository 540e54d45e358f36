import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { migrate } from '../src/migrate';
import { createSubmissionWriter, type NewSubmission } from '../src/submission-writer';

const submission = (formKey: string, email: string): NewSubmission => ({
  id: randomUUID(),
  formKey,
  formId: 'newsletter',
  collectionId: null,
  objectName: null,
  isOverlayForm: false,
  submitButtonText: null,
  fields: { email },
  page: {},
  census: {},
  visitor: 'ip:127.0.0.1',
});

describe('the group-commit submission writer', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: ':memory:' });
    await migrate(db);
  }, 30_000);
  afterAll(async () => {
    await db?.close();
  });

  it('writes a burst in few statements and answers each caller with its own id', async () => {
    let statements = 0;
    const counting: Queryable = {
      query<Row>(sql: string, params?: readonly unknown[]) {
        statements++;
        return db.query<Row>(sql, params);
      },
    };
    const writer = createSubmissionWriter(counting, { maxInFlight: 1 });
    const burst = Array.from({ length: 200 }, (_, i) =>
      submission(`burst-${i}`, `b${i}@example.com`),
    );
    const saved = await Promise.all(burst.map((item) => writer.save(item)));
    expect(saved.map((item) => item.id)).toEqual(burst.map((item) => item.id));
    expect(saved.every((item) => item.created)).toBe(true);
    expect(statements).toBeLessThanOrEqual(2);
    const [row] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM form_submissions WHERE form_key LIKE 'burst-%'",
    );
    expect(row!.count).toBe(200);
  });

  it('stores a key once: in one batch, in later batches and from another writer', async () => {
    const writer = createSubmissionWriter(db);
    const other = createSubmissionWriter(db);
    const first = submission('same-key', 'first@example.com');
    const [a, b, c] = await Promise.all([
      writer.save(first),
      writer.save(submission('same-key', 'second@example.com')),
      other.save(submission('same-key', 'third@example.com')),
    ]);
    const later = await writer.save(submission('same-key', 'later@example.com'));
    expect(new Set([a!.id, b!.id, c!.id, later.id]).size).toBe(1);
    expect(later.created).toBe(false);
    const rows = await db.query<{ fields: { email: string } }>(
      "SELECT fields FROM form_submissions WHERE form_key = 'same-key'",
    );
    expect(rows).toHaveLength(1);
  });

  it('rejects every caller of a batch whose statement fails, and goes on with the next', async () => {
    let fail = true;
    const flaky: Queryable = {
      query<Row>(sql: string, params?: readonly unknown[]) {
        if (fail) {
          fail = false;
          return Promise.reject(new Error('connection lost'));
        }
        return db.query<Row>(sql, params);
      },
    };
    const writer = createSubmissionWriter(flaky);
    await expect(writer.save(submission('flaky-1', 'f@example.com'))).rejects.toThrow(
      'connection lost',
    );
    await expect(writer.save(submission('flaky-2', 'g@example.com'))).resolves.toMatchObject({
      created: true,
    });
    await writer.drain();
  });
});
