/**
 * The abuse bounds through the app (Hono's request(), the client address given as the socket's):
 * the form rate limit's keys, the login throttle, the analytics budgets and the pruning.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnalyticsBudget, pruneAnalytics } from '../src/analytics-limits';
import { createMemoryHitCounter } from '../src/hit-counter';
import { createLoginThrottle } from '../src/login-throttle';
import { createServerApp } from '../src/server';

vi.setConfig({ testTimeout: 60_000 });

type App = Awaited<ReturnType<typeof createServerApp>>;
const CRUMB = 'abuse-test-crumb-0123456789';
const T0 = Date.UTC(2030, 0, 1); // the start of a minute

interface Call {
  address: string;
  body?: Record<string, string>;
  cookie?: string;
  forwarded?: string;
}

function post(server: App, path: string, { address, body = {}, cookie, forwarded }: Call) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `crumb=${CRUMB}${cookie ? `; ${cookie}` : ''}`,
  };
  if (forwarded) headers['x-forwarded-for'] = forwarded;
  return server.app.request(
    `${path}?crumb=${CRUMB}`,
    { method: 'POST', headers, body: new URLSearchParams(body).toString() },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const visitorCookie = (id: string) => `ss_cvr=${id}|1700000000|1700000000|1700000000|1`;
const RATE_LIMITED = {
  error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
};

/** A submission whose key is wrong: 401 when heard, 429 when the rate limit refuses it. */
async function submit(server: App, call: Call) {
  const response = await post(server, '/api/form/SaveFormSubmission', {
    ...call,
    body: { key: 'not-a-key', formId: 'contact', form: '{}' },
  });
  return response.status === 429
    ? { status: 429, body: await response.json() }
    : { status: response.status };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('form rate limit: keyed on the client address, the ss_cvr id second', () => {
  let direct: App;
  let proxied: App;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      createServerApp({
        dataDir: ':memory:',
        secret: 'test',
        rateLimit: { max: 3, windowSeconds: 60 },
      }),
      createServerApp({
        dataDir: ':memory:',
        secret: 'test',
        rateLimit: { max: 3, windowSeconds: 60 },
        trustProxy: true,
        trustedProxies: ['10.0.0.0/8'],
      }),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const server of [direct, proxied]) {
      server?.stop();
      await server?.db.close();
    }
  });

  it('a new cookie for every submission does not escape the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await submit(direct, { address: '198.51.100.1', cookie: visitorCookie(`new${i}`) }),
      );
    }
    expect(answers).toEqual([
      { status: 401 },
      { status: 401 },
      { status: 401 },
      { status: 429, body: RATE_LIMITED },
      { status: 429, body: RATE_LIMITED },
    ]);
    // Another address is another client; and two windows later this one is heard again.
    expect(await submit(direct, { address: '198.51.100.2' })).toEqual({ status: 401 });
    vi.setSystemTime(T0 + 120_000);
    expect(await submit(direct, { address: '198.51.100.1' })).toEqual({ status: 401 });
  });

  it('one cookie from changing addresses is still limited by the cookie', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        (await submit(direct, { address: `192.0.2.${i + 1}`, cookie: visitorCookie('roamer') }))
          .status,
      );
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('X-Forwarded-For is not read without trustProxy', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        (await submit(direct, { address: '198.51.100.9', forwarded: `203.0.113.${i}` })).status,
      );
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('behind a trusted proxy a spoofed leftmost X-Forwarded-For does not escape the limit', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const forwarded = `6.6.6.${i}, 203.0.113.50, 10.0.0.7`;
      answers.push((await submit(proxied, { address: '10.0.0.1', forwarded })).status);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
    // The proxy's other clients are counted on their own.
    expect((await submit(proxied, { address: '10.0.0.1', forwarded: '203.0.113.51' })).status).toBe(
      401,
    );
  });
});

describe('login throttle: by account and by address, growing delays, before hashing', () => {
  let server: App;
  let hashes = 0;
  const ownerPassword = 'correct horse battery staple';
  beforeAll(async () => {
    server = await createServerApp({
      dataDir: ':memory:',
      secret: 'test',
      ownerPassword,
      loginThrottle: {
        accountFailures: 3,
        addressFailures: 4,
        maxDelaySeconds: 4,
        forgetSeconds: 60,
      },
    });
    const throttle = server.ctx.loginThrottle;
    const hashing = throttle.hashing;
    server.ctx.loginThrottle = {
      ...throttle,
      hashing: (work) => {
        hashes++;
        return hashing(work);
      },
    };
  }, 60_000);
  afterAll(async () => {
    server?.stop();
    await server?.db.close();
  });

  async function login(address: string, password: string, email = 'owner@example.com') {
    const response = await post(server, '/api/site-users/account/session', {
      address,
      body: { email, password },
    });
    const body = (await response.json()) as Record<string, unknown>;
    return response.status === 429
      ? { status: 429, retryAfter: response.headers.get('retry-after'), body }
      : { status: response.status };
  }
  const throttled = (seconds: number) => ({
    status: 429,
    retryAfter: String(seconds),
    body: {
      error: 'Too many login attempts. Please wait before trying again.',
      retryAfter: seconds,
    },
  });

  it('after the free failures of an account each next attempt waits, twice as long each time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    let n = 0;
    const from = () => `192.0.2.${++n}`; // a new address each time: only the account counts
    for (let i = 0; i < 2; i++) expect(await login(from(), 'wrong')).toEqual({ status: 401 });
    // The failure that uses up the free ones answers the rate-limit message at once.
    expect(await login(from(), 'wrong')).toEqual(throttled(1));
    // Even the right password is not heard while the account waits.
    expect(await login(from(), ownerPassword)).toEqual(throttled(1));
    vi.setSystemTime(T0 + 1000);
    // Heard, wrong, and the account now waits twice as long; the next is not heard.
    expect(await login(from(), 'wrong')).toEqual(throttled(2));
    expect(await login(from(), ownerPassword)).toEqual(throttled(2));
    vi.setSystemTime(T0 + 3000);
    expect(await login(from(), 'wrong')).toEqual(throttled(4));
    vi.setSystemTime(T0 + 7000);
    expect(await login(from(), 'wrong')).toEqual(throttled(4)); // the longest wait
    expect(await login(from(), 'wrong')).toEqual(throttled(4));
    vi.setSystemTime(T0 + 11_000);
    expect(await login(from(), ownerPassword)).toEqual({ status: 200 });
    // The success cleared the account: three free failures again, the third says so.
    for (let i = 0; i < 2; i++) expect(await login(from(), 'wrong')).toEqual({ status: 401 });
    expect(await login(from(), 'wrong')).toEqual(throttled(1));
    // Failures are forgotten forgetSeconds after the last one.
    vi.setSystemTime(T0 + 11_000 + 60_000);
    expect(await login(from(), ownerPassword)).toEqual({ status: 200 });
  });

  it('an address guessing many accounts waits after its free failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 10 * 60_000);
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await login('203.0.113.9', 'guess', `user${i}@example.com`));
    expect(answers).toEqual([
      { status: 401 },
      { status: 401 },
      { status: 401 },
      throttled(1),
      throttled(1),
      throttled(1),
    ]);
    // Another address is not held up by this one.
    expect(await login('203.0.113.10', ownerPassword)).toEqual({ status: 200 });
  });

  it('wrong passwords sent together are heard only up to the free failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 30 * 60_000);
    // Six at once, each from its own address: all would pass a check made only before the
    // hashing gate, since none of their failures is recorded until its hash is done.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(`198.51.100.${i + 20}`, 'wrong', 'race@example.com'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 429, 429, 429, 429]);
  });

  it('refuses a flood of throttled attempts without hashing a password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 20 * 60_000);
    for (let i = 0; i < 4; i++) await login('203.0.113.77', 'guess', `flood${i}@example.com`);
    const before = hashes;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login('203.0.113.77', 'guess', `flood-more${i}@example.com`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBe(50);
    expect(hashes - before).toBe(0);
  });
});

describe('password hashing gate', () => {
  it('runs `concurrentHashes` at once, queues `waitingHashes`, refuses the next with 429', async () => {
    const throttle = createLoginThrottle(
      { query: async () => [] },
      { concurrentHashes: 1, waitingHashes: 1 },
    );
    const order: string[] = [];
    let release = () => {};
    const first = throttle.hashing(
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          release = resolve;
        }),
    );
    const second = throttle.hashing(async () => void order.push('second runs'));
    await expect(throttle.hashing(async () => 'third')).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': '1' },
    });
    expect(order).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'second runs']);
    expect(await throttle.hashing(async () => 'after')).toBe('after');
  });
});

describe('analytics budgets: per client, then the site; sampling beyond', () => {
  const limits = {
    perClient: { max: 3, windowSeconds: 60 },
    global: { max: 5, windowSeconds: 60 },
    sampleEvery: 4,
    rowsPerDay: 1000,
    keepDays: 30,
  };

  it('stores a client within its budget, every sampleEvery-th call beyond it', async () => {
    const budget = createAnalyticsBudget(limits, createMemoryHitCounter());
    const a = [];
    for (let i = 0; i < 9; i++) a.push(await budget.admits('198.51.100.1', 1, T0));
    expect(a).toEqual([true, true, true, false, false, false, true, false, false]);
    // A's flood spent only 3 of the site's 5: B has 2 left, then is sampled (7th over budget).
    const b = [];
    for (let i = 0; i < 3; i++) b.push(await budget.admits('198.51.100.2', 1, T0));
    expect(b).toEqual([true, true, false]);
    // The next window starts afresh for everyone (the previous one weighs in as it leaves).
    expect(await budget.admits('198.51.100.2', 1, T0 + 120_000)).toBe(true);
  });

  it('counts a call by its rows', async () => {
    const budget = createAnalyticsBudget(limits, createMemoryHitCounter());
    expect(await budget.admits('198.51.100.3', 3, T0)).toBe(true);
    expect(await budget.admits('198.51.100.3', 1, T0)).toBe(false);
    expect(await budget.admits('198.51.100.4', 200, T0)).toBe(false);
  });
});

describe('analytics calls over budget', () => {
  let server: App;
  beforeAll(async () => {
    server = await createServerApp({
      dataDir: ':memory:',
      secret: 'test',
      analyticsLimits: { perClient: { max: 2, windowSeconds: 60 }, sampleEvery: 3 },
    });
  }, 60_000);
  afterAll(async () => {
    server?.stop();
    await server?.db.close();
  });

  it('answer as stored calls do; two within the budget and every third beyond are stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const response = await post(server, '/api/events/RecordEvent', {
        address: '198.51.100.20',
        body: { event: `e${i}`, data: '{}' },
      });
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual(Array.from({ length: 8 }, () => [200, { success: true }]));
    const rows = await server.db.query<{ name: string }>(
      "SELECT name FROM analytics_events WHERE source = 'RecordEvent' ORDER BY id",
    );
    expect(rows.map((row) => row.name)).toEqual(['e0', 'e1', 'e4', 'e7']);
    const pixel = await server.app.request(
      '/api/track/Track?landing=%2F',
      {},
      {
        incoming: { socket: { remoteAddress: '198.51.100.20' } },
      },
    );
    expect([pixel.status, pixel.headers.get('content-type')]).toEqual([200, 'image/gif']);
  });

  it('refuses unstorable text with the same 400 within and beyond the budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 3_600_000);
    const answers = [];
    // An overlay call (any plain field name) and a RecordEvent call, each three times from one
    // address: the budget (2) is spent by the second, so the third would be sampled away.
    for (const [path, body] of [
      ['/api/census/overlay', { event: 'shown', note: 'a\u0000b' }],
      ['/api/events/RecordEvent', { event: 'e\u0000' }],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const response = await post(server, path, { address: '198.51.100.21', body });
        answers.push([path, response.status]);
      }
    }
    expect(answers).toEqual([
      ['/api/census/overlay', 400],
      ['/api/census/overlay', 400],
      ['/api/census/overlay', 400],
      ['/api/events/RecordEvent', 400],
      ['/api/events/RecordEvent', 400],
      ['/api/events/RecordEvent', 400],
    ]);
  });

  it('prunes rows older than keepDays, then the oldest of the last day beyond rowsPerDay', async () => {
    const { db } = server;
    await db.query('DELETE FROM analytics_events');
    await db.query(
      `INSERT INTO analytics_events (source, name, payload, created_at)
       SELECT 'test', 'old' || i, '{}', now() - interval '40 days' FROM generate_series(1, 3) i`,
    );
    await db.query(
      `INSERT INTO analytics_events (source, name, payload, created_at)
       SELECT 'test', 'week' || i, '{}', now() - interval '7 days' FROM generate_series(1, 2) i`,
    );
    await db.query(
      `INSERT INTO analytics_events (source, name, payload)
       SELECT 'test', 'today' || i, '{}' FROM generate_series(1, 10) i`,
    );
    expect(await pruneAnalytics(db, { rowsPerDay: 4, keepDays: 30 })).toBe(3 + 6);
    const rows = await db.query<{ name: string }>('SELECT name FROM analytics_events ORDER BY id');
    expect(rows.map((row) => row.name)).toEqual([
      'week1',
      'week2',
      'today7',
      'today8',
      'today9',
      'today10',
    ]);
    expect(await pruneAnalytics(db, { rowsPerDay: 4, keepDays: 30 })).toBe(0);
  });
});
