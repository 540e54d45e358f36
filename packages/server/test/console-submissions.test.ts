/**
 * The console's reading of form submissions (issue 18): the forms list with its figures, the
 * search (`q`), order and `total` of the paged listing, one submission by id and the CSV export
 * with the same filter; owners and viewers read, members do not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleApp, type RoleApp } from './support/role-app';

let server: RoleApp;

const rows = [
  [
    's1',
    'contact',
    { name: { first: 'Ada', last: 'Lovelace' }, email: 'ada@example.com', message: 'Hello there' },
    '2026-01-01T10:00:00Z',
  ],
  [
    's2',
    'contact',
    {
      name: { first: 'Grace', last: 'Hopper' },
      email: 'grace@example.com',
      message: '=COBOL, please',
    },
    '2026-01-02T10:00:00Z',
  ],
  [
    's3',
    'contact',
    { name: { first: 'Alan', last: 'Turing' }, email: 'alan@example.com', message: 'hello AGAIN' },
    '2026-01-03T10:00:00Z',
  ],
  ['n1', 'newsletter', { email: 'hello@example.com' }, '2026-01-04T10:00:00Z'],
] as const;

beforeAll(async () => {
  server = await createRoleApp();
  for (const [id, formId, fields, at] of rows) {
    await server.db.query(
      `INSERT INTO form_submissions (id, form_key, form_id, fields, page, visitor, created_at)
       VALUES ($1, $1, $2, $3::jsonb, '{"pagePath":"/contact.html"}'::jsonb, 'v', $4)`,
      [id, formId, JSON.stringify(fields), at],
    );
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const stored = (index: number) => {
  const [id, formId, fields, at] = rows[index]!;
  return {
    id,
    formId,
    collectionId: null,
    objectName: null,
    isOverlayForm: false,
    fields,
    page: { pagePath: '/contact.html' },
    createdAt: at.replace('Z', '.000Z'),
  };
};

describe('GET /api/console/forms', () => {
  it('lists every form with its fields, submission count and last submission', async () => {
    const expected = {
      forms: [
        {
          id: 'contact',
          name: 'Contact',
          fields: [
            { name: 'name', title: 'Name' },
            { name: 'email', title: 'Email' },
            { name: 'message', title: 'Message' },
          ],
          submissionCount: 3,
          lastSubmittedAt: '2026-01-03T10:00:00.000Z',
        },
        {
          id: 'newsletter',
          name: 'Newsletter',
          fields: [{ name: 'email', title: 'Email' }],
          submissionCount: 1,
          lastSubmittedAt: '2026-01-04T10:00:00.000Z',
        },
      ],
    };
    for (const role of ['owner', 'viewer'] as const) {
      expect(await server.call('GET', '/api/console/forms', { role })).toMatchObject({
        status: 200,
        body: expected,
      });
    }
  });
});

describe('GET /api/form/submissions with q and order', () => {
  const list = (query: string, role: 'owner' | 'viewer' = 'viewer') =>
    server.call('GET', `/api/form/submissions?formId=contact&${query}`, { role });

  it('searches the values case aside, newest first by default, with the matching total', async () => {
    const answer = await list('q=HELLO');
    expect([answer.status, answer.body]).toEqual([
      200,
      { submissions: [stored(2), stored(0)], nextCursor: null, total: 2 },
    ]);
    // Inside a value that is an object (the name field), and nothing of another form.
    expect((await list('q=hopp')).body).toEqual({
      submissions: [stored(1)],
      nextCursor: null,
      total: 1,
    });
    expect((await list('q=nobody')).body).toEqual({ submissions: [], nextCursor: null, total: 0 });
  });

  it('pages oldest first with the search kept, total on every page', async () => {
    const first = await list('q=hello&order=oldest&limit=1', 'owner');
    const { nextCursor } = first.body as { nextCursor: string };
    expect(first.body).toEqual({ submissions: [stored(0)], nextCursor, total: 2 });
    const second = await list(`q=hello&order=oldest&limit=1&cursor=${nextCursor}`, 'owner');
    expect(second.body).toEqual({ submissions: [stored(2)], nextCursor: null, total: 2 });
  });

  it('lists all, newest first, without q', async () => {
    expect((await list('')).body).toEqual({
      submissions: [stored(2), stored(1), stored(0)],
      nextCursor: null,
      total: 3,
    });
  });

  it('answers 400 to a search too long, a NUL, or an unknown order', async () => {
    expect((await list(`q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await list('q=%00')).body).toEqual({
      error: 'Field "q" contains U+0000 (NUL), which cannot be stored.',
    });
    expect((await list('order=sideways')).status).toBe(400);
  });
});

describe('GET /api/form/submissions/{id}', () => {
  it('answers one submission to owners and viewers, 404 when there is none', async () => {
    for (const role of ['owner', 'viewer'] as const) {
      const answer = await server.call('GET', '/api/form/submissions/s2', { role });
      expect([answer.status, answer.body]).toEqual([200, stored(1)]);
    }
    for (const id of ['nope', '%00', 'x'.repeat(200)]) {
      const answer = await server.call('GET', `/api/form/submissions/${id}`, { role: 'owner' });
      expect([answer.status, answer.body]).toEqual([
        404,
        { error: 'There is no submission with this id.' },
      ]);
    }
  });
});

describe('GET /api/form/submissions.csv with q and order', () => {
  it('exports what the search keeps, in the order asked, to viewers too', async () => {
    const answer = await server.call(
      'GET',
      '/api/form/submissions.csv?formId=contact&q=ACE&order=oldest',
      { role: 'viewer' },
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(
      [
        // Response.text() drops the byte order mark; jsonb keeps an object's keys shortest first.
        'Submission,Submitted at,Name,Email,Message,Page',
        's1,2026-01-01T10:00:00.000Z,"last: Lovelace; first: Ada",ada@example.com,Hello there,/contact.html',
        `s2,2026-01-02T10:00:00.000Z,"last: Hopper; first: Grace",grace@example.com,"'=COBOL, please",/contact.html`,
        '',
      ].join('\r\n'),
    );
  });
});
