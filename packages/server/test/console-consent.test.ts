/**
 * The console's consent log (issue 18): the proof-of-consent records, newest first, filtered by
 * decision and UTC days, paged, and the same as CSV; owners and viewers read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleApp, type RoleApp } from './support/role-app';

let server: RoleApp;

beforeAll(async () => {
  server = await createRoleApp();
  const rows = [
    ['accepted', 'analytics,marketing', 'v-1', '2026-03-01T23:59:59Z'],
    ['declined', null, 'v-2', '2026-03-02T00:00:00Z'],
    ['accepted', 'analytics', '=cmd', '2026-03-03T12:00:00Z'],
  ];
  for (const [decision, purposes, visitor, at] of rows) {
    await server.db.query(
      `INSERT INTO consent_records (decision, banner_version, source, visitor, address, purposes, created_at)
       VALUES ($1, 2, 'banner', $2, '203.0.113.7', $3, $4)`,
      [decision, visitor, purposes, at],
    );
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const record = (
  id: string,
  decision: string,
  purposes: string[] | null,
  visitor: string,
  at: string,
) => ({
  id,
  createdAt: at,
  decision,
  purposes,
  bannerVersion: 2,
  source: 'banner',
  visitorCookie: visitor,
  address: '203.0.113.7',
});
const first = record(
  '1',
  'accepted',
  ['analytics', 'marketing'],
  'v-1',
  '2026-03-01T23:59:59.000Z',
);
const second = record('2', 'declined', null, 'v-2', '2026-03-02T00:00:00.000Z');
const third = record('3', 'accepted', ['analytics'], '=cmd', '2026-03-03T12:00:00.000Z');

describe('GET /api/consent/records', () => {
  const list = (query = '', role: 'owner' | 'viewer' = 'viewer') =>
    server.call('GET', `/api/consent/records${query}`, { role });

  it('lists every record newest first', async () => {
    expect((await list('', 'owner')).body).toEqual({
      records: [third, second, first],
      nextCursor: null,
    });
  });

  it('filters by decision and by UTC days, both ends included', async () => {
    expect((await list('?decision=accepted')).body).toEqual({
      records: [third, first],
      nextCursor: null,
    });
    expect((await list('?from=2026-03-02&to=2026-03-02')).body).toEqual({
      records: [second],
      nextCursor: null,
    });
    expect((await list('?decision=accepted&to=2026-03-01')).body).toEqual({
      records: [first],
      nextCursor: null,
    });
  });

  it('pages with the cursor', async () => {
    const page = await list('?limit=2');
    const { nextCursor } = page.body as { nextCursor: string };
    expect(page.body).toEqual({ records: [third, second], nextCursor });
    expect((await list(`?limit=2&cursor=${nextCursor}`)).body).toEqual({
      records: [first],
      nextCursor: null,
    });
  });

  it('answers 400 naming the query for a bad decision, day, range, limit or cursor', async () => {
    const errors = [];
    for (const query of [
      '?decision=maybe',
      '?from=2026-02-30',
      '?to=yesterday',
      '?from=2026-03-03&to=2026-03-01',
      '?limit=0',
      '?cursor=abc',
    ]) {
      const answer = await list(query);
      errors.push([answer.status, answer.body]);
    }
    expect(errors).toEqual([
      [400, { error: expect.stringContaining('"decision"') }],
      [400, { error: 'Query "from" must be a day written YYYY-MM-DD.' }],
      [400, { error: 'Query "to" must be a day written YYYY-MM-DD.' }],
      [400, { error: 'Query "from" must be a day before or equal to "to".' }],
      [400, { error: expect.stringContaining('"limit"') }],
      [400, { error: 'Query "cursor" is not a cursor this server gave.' }],
    ]);
  });
});

describe('GET /api/consent/records.csv', () => {
  it('exports the filtered records with the CSV cell rules', async () => {
    const answer = await server.call('GET', '/api/consent/records.csv?decision=accepted', {
      role: 'viewer',
    });
    expect([answer.status, answer.headers.get('content-disposition')]).toEqual([
      200,
      'attachment; filename="consent-records.csv"',
    ]);
    expect(answer.text).toBe(
      [
        'Record,Recorded at,Decision,Purposes,Banner version,Source,Visitor,Address',
        "3,2026-03-03T12:00:00.000Z,accepted,analytics,2,banner,'=cmd,203.0.113.7",
        '1,2026-03-01T23:59:59.000Z,accepted,analytics marketing,2,banner,v-1,203.0.113.7',
        '',
      ].join('\r\n'),
    );
  });
});
