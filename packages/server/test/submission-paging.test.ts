/**
 * The owner's paged listing (GET /api/form/submissions) over 8,000 rows written by the group
 * commit in batches that share one timestamp each, on PGlite and on Postgres: every row exactly
 * once, newest first. A cursor cut to milliseconds listed 7,950 of 8,000 on Postgres.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasTestPostgres, startTestServer, type TestServer } from '../../../tests/support/server';
import { createSubmissionWriter } from '../src/submission-writer';
import { createClient } from './support/client';

vi.setConfig({ testTimeout: 60_000 });

const ROWS = 8_000;
const BATCH = 500;

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

describe.each([
  { name: 'pglite' as const, run: true },
  { name: 'postgres' as const, run: hasTestPostgres() },
])('the paged listing on $name', ({ name, run }) => {
  let server: TestServer;
  let owner: { call: ReturnType<typeof createClient>['call']; headers: Record<string, string> };

  beforeAll(async () => {
    if (!run) return;
    server = await startTestServer({ database: name });
    const writer = createSubmissionWriter(server.db, { maxBatch: BATCH, maxInFlight: 1 });
    const saves = Array.from({ length: ROWS }, (_, i) =>
      writer.save({
        id: randomUUID(),
        formKey: `paging-${i}`,
        formId: 'newsletter',
        collectionId: null,
        objectName: null,
        isOverlayForm: false,
        submitButtonText: null,
        fields: { email: `p${i}@example.com` },
        page: {},
        census: {},
        visitor: 'ip:127.0.0.1',
      }),
    );
    await Promise.all(saves);
    const { cookie, xsrfToken } = await server.login();
    const client = createClient(server.url);
    for (const pair of cookie.split('; ')) {
      const at = pair.indexOf('=');
      client.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    owner = { call: client.call, headers: { 'X-XSRF-Token': xsrfToken } };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = (query: Record<string, string>) =>
    owner.call('GET', '/api/form/submissions', {
      query: { formId: 'newsletter', ...query },
      headers: owner.headers,
    });

  it.skipIf(!run)('lists each of 8,000 rows written in batches once, newest first', async () => {
    const [stamps] = await server.query<{ count: number }>(
      "SELECT count(DISTINCT created_at)::int AS count FROM form_submissions WHERE form_id = 'newsletter'",
    );
    // The batches share timestamps: the case a cursor of milliseconds got wrong.
    expect(stamps!.count).toBeLessThanOrEqual(ROWS / BATCH);
    const expected = await server.query<{ id: string }>(
      "SELECT id FROM form_submissions WHERE form_id = 'newsletter' ORDER BY created_at DESC, id DESC",
    );
    expect(expected).toHaveLength(ROWS);

    const listed: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await list({ limit: '200', ...(cursor ? { cursor } : {}) });
      expect(answer.status).toBe(200);
      const body = answer.body as { submissions: { id: string }[]; nextCursor: string | null };
      listed.push(...body.submissions.map((submission) => submission.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor !== null && pages <= ROWS / 200);
    expect(pages).toBe(ROWS / 200);
    expect(listed).toEqual(expected.map((row) => row.id));
  });

  it.skipIf(!run)(
    'carries the timestamp at full precision (microseconds) in the cursor',
    async () => {
      const first = await list({ limit: '1' });
      const { nextCursor } = first.body as { nextCursor: string };
      const [row] = await server.query<{ text: string; id: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS text, id
       FROM form_submissions WHERE form_id = 'newsletter' ORDER BY created_at DESC, id DESC LIMIT 1`,
      );
      expect(Buffer.from(nextCursor, 'base64url').toString('utf8')).toBe(`${row!.text}|${row!.id}`);
      expect(row!.text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    },
  );

  it.skipIf(!run)('answers 400 for any cursor it did not give, before touching SQL', async () => {
    const bad = [
      cursorOf('1|x'),
      cursorOf('2026-01-02T03:04:05.123456Z'),
      cursorOf('2026-01-02T03:04:05.123456Z|'),
      cursorOf('2026-01-02T03:04:05.1234567Z|a'),
      cursorOf('2026-02-30T00:00:00.000000Z|a'),
      cursorOf('2026-01-02T24:00:00Z|a'),
      cursorOf('0000-01-01T00:00:00Z|a'),
      cursorOf('+010000-01-01T00:00:00.000Z|a'),
      cursorOf('10000-01-01T00:00:00.000Z|a'),
      cursorOf('2026-01-02 03:04:05+00|a'),
      cursorOf('2026-01-02T03:04:05Z|a\u0000'),
      cursorOf('2026-01-02T03:04:05Z|a|b'),
      cursorOf(`2026-01-02T03:04:05Z|${'a'.repeat(101)}`),
      'not base64!',
      'x'.repeat(201),
      'garbage',
    ];
    for (const cursor of bad) {
      const answer = await list({ cursor });
      expect({ cursor, status: answer.status, body: answer.body }).toEqual({
        cursor,
        status: 400,
        body: { error: 'Query "cursor" is not a cursor this server gave.' },
      });
    }
  });

  it.skipIf(!run)('takes a well-formed cursor of any time from year 1 to 9999', async () => {
    for (const text of [
      '9999-12-31T23:59:59.999999Z|zzz',
      '0001-01-01T00:00:00Z|a',
      '2024-02-29T12:00:00.5Z|a',
    ]) {
      const answer = await list({ cursor: cursorOf(text), limit: '1' });
      expect({ text, status: answer.status }).toEqual({ text, status: 200 });
    }
  });

  it.skipIf(!run)('answers 400 for a limit that is not a whole number from 1 to 200', async () => {
    for (const limit of ['0', '201', '1e2', ' 5', '5.0', '-1', '0x10', '']) {
      const answer = await list({ limit });
      expect({ limit, status: answer.status }).toEqual({ limit, status: 400 });
    }
  });
});
