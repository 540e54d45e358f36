/**
 * The owner's analytics (issue 16): the daily roll-up of page views, visitors, pages, referrers,
 * form conversion and errors, Web Vitals at the 75th percentile per page and per block, owner
 * only, on PGlite and Postgres; the aggregates outlive the raw rows' retention (default 390 days).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasTestPostgres, startTestServer, type TestServer } from '../../../tests/support/server';
import { ANALYTICS_LIMIT_DEFAULTS, pruneAnalytics } from '../src/analytics-limits';
import { rollUpAnalytics, utcDay } from '../src/analytics-rollup';
import { rateWebVital } from '../src/web-vital-rating';
import { createClient } from './support/client';

vi.setConfig({ testTimeout: 60_000 });

const DAY = 86_400_000;
const today = utcDay(Date.now());
const yesterday = utcDay(Date.now() - DAY);
const tenDaysAgo = utcDay(Date.now() - 10 * DAY);
const at = (day: string, time = '12:00:00') => `${day}T${time}Z`;

const hit = (url: string, referrer: string) => ({ event: 'view', data: { url, referrer } });

async function seed(server: TestServer) {
  const views: [string, string, string, string][] = [
    // day, url, referrer, visitor record
    [today, 'https://studio.test/', '', 'v1|1|1|1|1'],
    [today, 'https://studio.test/store.html', 'https://studio.test/', 'v1|1|1|1|1'],
    [today, 'https://studio.test/store.html', 'https://www.Example.com/a', 'v2|1|1|1|1'],
    [yesterday, 'https://studio.test/store.html?x=1', 'https://news.site/', 'v3|1|1|1|1'],
    [tenDaysAgo, 'https://studio.test/', '', 'v4|1|1|1|1'],
  ];
  for (const [day, url, referrer, visitor] of views) {
    await server.query(
      `INSERT INTO analytics_events (source, name, payload, visitor, created_at)
       VALUES ('census/RecordHit', 'view', $1::jsonb, $2, $3::timestamptz)`,
      [JSON.stringify(hit(url, referrer)), visitor, at(day)],
    );
  }
  await server.query(
    `INSERT INTO analytics_events (source, name, payload, visitor, created_at)
     VALUES ('census/RecordHit', 'search', '{}'::jsonb, 'v9|1|1|1|1', $1::timestamptz)`,
    [at(today)],
  );
  for (let i = 0; i < 4; i++) {
    await server.query(
      `INSERT INTO analytics_events (source, name, payload, visitor, created_at)
       VALUES ('census/form-render', 'contact', '{}'::jsonb, null, $1::timestamptz)`,
      [at(today)],
    );
  }
  await server.query(
    `INSERT INTO form_submissions (id, form_key, form_id, fields, visitor, created_at)
     VALUES ('s1', 'k1', 'contact', '{}'::jsonb, 'v1', $1::timestamptz)`,
    [at(today)],
  );
  for (const [message, time] of [
    ['boom', '10:00:00'],
    ['boom', '11:30:00'],
    ['other', '09:00:00'],
  ] as const) {
    await server.query(
      `INSERT INTO javascript_errors (event, message, data, created_at)
       VALUES ('JavascriptError', $1, '{}'::jsonb, $2::timestamptz)`,
      [message, at(today, time)],
    );
  }
  // LCP of four page loads on /store.html (a superseded value for load 1), CLS of one.
  const vitals: [string, string, number, string][] = [
    ['l1', 'LCP', 9000, 'gallery'],
    ['l1', 'LCP', 1000, 'gallery'],
    ['l2', 'LCP', 2000, 'gallery'],
    ['l3', 'LCP', 3000, 'product'],
    ['l4', 'LCP', 4200, 'gallery'],
    ['l1', 'CLS', 0.05, 'page'],
  ];
  for (const [load, event, value, block] of vitals) {
    await server.query(
      `INSERT INTO performance_records (page_load_id, app, event, data, created_at)
       VALUES ($1, 'tessera', $2, $3::jsonb, $4::timestamptz)`,
      [load, event, JSON.stringify({ value, path: '/store.html', block }), at(today)],
    );
  }
}

describe.each([
  { name: 'pglite' as const, run: true },
  { name: 'postgres' as const, run: hasTestPostgres() },
])('the owner’s analytics on $name', ({ name, run }) => {
  let server: TestServer;
  let owner: ReturnType<typeof createClient>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    if (!run) return;
    server = await startTestServer({ database: name });
    await seed(server);
    await rollUpAnalytics(server.db, [tenDaysAgo]);
    const { cookie, xsrfToken } = await server.login();
    owner = createClient(server.url);
    for (const pair of cookie.split('; ')) {
      const index = pair.indexOf('=');
      owner.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    headers = { 'X-XSRF-Token': xsrfToken };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, days?: string) =>
    owner.call('GET', path, { headers, ...(days ? { query: { days } } : {}) });

  it.skipIf(!run)(
    'traffic: page views and distinct visitors per day, every day of the range',
    async () => {
      const answer = await get('/api/analytics/traffic', '11');
      expect(answer.status).toBe(200);
      const body = answer.body as { from: string; to: string; days: unknown[] };
      expect(body.from).toBe(tenDaysAgo);
      expect(body.to).toBe(today);
      expect(body.days).toHaveLength(11);
      expect(body.days[0]).toEqual({ date: tenDaysAgo, pageViews: 1, visitors: 1 });
      expect(body.days.at(-2)).toEqual({ date: yesterday, pageViews: 1, visitors: 1 });
      expect(body.days.at(-1)).toEqual({ date: today, pageViews: 3, visitors: 2 });
      expect(body.days[1]).toEqual({
        date: utcDay(Date.now() - 9 * DAY),
        pageViews: 0,
        visitors: 0,
      });
    },
  );

  it.skipIf(!run)('pages, referrers, forms and errors over the default 30 days', async () => {
    expect((await get('/api/analytics/pages')).body).toEqual({
      from: utcDay(Date.now() - 29 * DAY),
      to: today,
      pages: [
        { path: '/store.html', pageViews: 2, visitors: 2 },
        { path: '/', pageViews: 2, visitors: 2 },
        { path: '/store.html?x=1', pageViews: 1, visitors: 1 },
      ].sort((a, b) => b.pageViews - a.pageViews || (a.path < b.path ? -1 : 1)),
    });
    expect((await get('/api/analytics/referrers')).body).toMatchObject({
      referrers: [
        { referrer: '(direct)', pageViews: 2 },
        { referrer: '(internal)', pageViews: 1 },
        { referrer: 'news.site', pageViews: 1 },
        { referrer: 'www.example.com', pageViews: 1 },
      ],
    });
    expect((await get('/api/analytics/forms', '1')).body).toEqual({
      from: today,
      to: today,
      forms: [{ formId: 'contact', renders: 4, submissions: 1, conversion: 0.25 }],
    });
    const errors = (await get('/api/analytics/errors', '1')).body as { errors: unknown[] };
    expect(errors.errors).toEqual([
      { message: 'boom', reports: 2, lastSeen: at(today, '11:30:00.000') },
      { message: 'other', reports: 1, lastSeen: at(today, '09:00:00.000') },
    ]);
  });

  it.skipIf(!run)(
    'web vitals: the 75th percentile of each page load’s last value, by page and by block, rated',
    async () => {
      const body = (await get('/api/analytics/web-vitals', '1')).body;
      // LCP per load: 1000, 2000, 3000, 4200 → p75 (interpolated) 3300.
      expect(body).toEqual({
        from: today,
        to: today,
        pages: [
          {
            path: '/store.html',
            metric: 'LCP',
            p75: 3300,
            samples: 4,
            rating: 'needs-improvement',
          },
          { path: '/store.html', metric: 'CLS', p75: 0.05, samples: 1, rating: 'good' },
        ],
        blocks: [
          { block: 'gallery', metric: 'LCP', p75: 3100, samples: 3, rating: 'needs-improvement' },
          { block: 'page', metric: 'CLS', p75: 0.05, samples: 1, rating: 'good' },
          { block: 'product', metric: 'LCP', p75: 3000, samples: 1, rating: 'needs-improvement' },
        ],
      });
    },
  );

  it.skipIf(!run)(
    'owners and viewers: 401 without a session, 403 without the xsrf header, 400 for a bad range',
    async () => {
      const visitor = createClient(server.url);
      await visitor.visit('/');
      for (const path of [
        '/api/analytics/traffic',
        '/api/analytics/pages',
        '/api/analytics/referrers',
        '/api/analytics/forms',
        '/api/analytics/web-vitals',
        '/api/analytics/errors',
      ]) {
        expect((await visitor.call('GET', path)).status).toBe(401);
        expect((await owner.call('GET', path)).status).toBe(403);
      }
      for (const days of ['0', '391', 'x', '1.5', '-1', '']) {
        const answer = await get('/api/analytics/traffic', days || ' ');
        expect(answer.status).toBe(400);
      }
    },
  );

  it.skipIf(!run)('pruning the raw rows keeps the rolled-up days', async () => {
    await rollUpAnalytics(server.db);
    await server.query('UPDATE analytics_events SET created_at = created_at WHERE false');
    const deleted = await pruneAnalytics(server.db, { keepDays: 5, rowsPerDay: 1_000_000 });
    expect(deleted).toBeGreaterThan(0);
    const [left] = await server.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM analytics_events WHERE created_at < now() - interval '5 days'`,
    );
    expect(left!.count).toBe(0);
    const body = (await get('/api/analytics/traffic', '11')).body as { days: unknown[] };
    expect(body.days[0]).toEqual({ date: tenDaysAgo, pageViews: 1, visitors: 1 });
  });
});

describe('retention and ratings', () => {
  it('raw analytics rows are kept 390 days by default, as the analytics id', () => {
    expect(ANALYTICS_LIMIT_DEFAULTS.keepDays).toBe(390);
  });

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['TTFB', 1801, 'poor'],
    ['FID', 10, undefined],
    ['constructor', 1, undefined],
  ])('%s %d is %s', (metric, value, rating) => {
    expect(rateWebVital(metric, value)).toBe(rating);
  });
});
