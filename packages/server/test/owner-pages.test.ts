/**
 * Issue 18 on the server: roles (owner, viewer, member) in the page context and at each owner
 * gate, the /config/ placeholder behind the session, locked and member-only pages refused whole,
 * logout=true in the page context, session cookie flags, and the login throttle's fifth wrong
 * password answered with the rate-limit message. One app, PGlite in memory, app.request.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDir } from '../../../tests/support/server';
import type { Database } from '../src/database/database';
import { hashPassword } from '../src/password';
import { createServerApp } from '../src/server';

const ORIGIN = 'http://127.0.0.1:3000';
const password = 'a password for every role';

let app: Hono;
let db: Database;
const sessions: Record<string, { cookie: string; xsrfToken: string }> = {};

async function crumb(): Promise<string> {
  const answer = await app.request(`${ORIGIN}/`);
  return /crumb=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1]!;
}

async function login(email: string, secret = password) {
  const value = await crumb();
  return app.request(`${ORIGIN}/api/site-users/account/session?crumb=${value}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${value}` },
    body: JSON.stringify({ email, password: secret, rememberMe: false }),
  });
}

beforeAll(async () => {
  const created = await createServerApp({
    dataDir: ':memory:',
    siteDir,
    // The placeholder console: the built one has its own tests (console-serving.test.ts).
    consoleDir: null,
    ownerEmail: 'owner@example.com',
    ownerPassword: password,
  });
  app = created.app;
  db = created.db;
  const hash = await hashPassword(password);
  for (const role of ['viewer', 'member']) {
    await db.query(
      'INSERT INTO accounts (id, email, password_hash, role) VALUES ($1, $2, $3, $4)',
      [`${role}-id`, `${role}@example.com`, hash, role],
    );
  }
  for (const role of ['owner', 'viewer', 'member']) {
    const answer = await login(`${role}@example.com`);
    const token = /tessera-session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')![1];
    const { xsrfToken } = (await answer.json()) as { xsrfToken: string };
    const value = await crumb();
    sessions[role] = { cookie: `crumb=${value}; tessera-session=${token}`, xsrfToken };
  }
}, 180_000);
afterAll(async () => {
  await db?.close();
});

/** A GET as `role` (or without a session). */
function get(path: string, role?: string) {
  return app.request(`${ORIGIN}${path}`, {
    headers: role ? { cookie: sessions[role]!.cookie } : {},
  });
}

/** The page context the server injected into an HTML answer. */
async function contextOf(
  answer: Response,
): Promise<{ html: string; context: Record<string, unknown> }> {
  const html = await answer.text();
  const json = /<script type="application\/json" id="tessera-context">(.*?)<\/script>/s.exec(html);
  return { html, context: JSON.parse(json![1]!) as Record<string, unknown> };
}

describe('session cookies', () => {
  it('the login session cookie is HttpOnly and SameSite=Lax, path /', async () => {
    const answer = await login('viewer@example.com');
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^tessera-session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});

describe('roles in the page context (spec 002 §6)', () => {
  it('owner: admin (1); viewer: viewer (10); member: no contributor role', async () => {
    for (const [role, roles] of [
      ['owner', [1]],
      ['viewer', [10]],
      ['member', []],
    ] as const) {
      const { context } = await contextOf(await get('/', role));
      const account = context.authenticatedAccount as { id: string; email: string };
      expect(account.email).toBe(`${role}@example.com`);
      expect(context.websiteRoles).toEqual({ [account.id]: roles });
    }
    const { context } = await contextOf(await get('/'));
    expect([context.authenticatedAccount, context.websiteRoles]).toEqual([null, {}]);
  });
});

describe('owner-only calls refuse the other roles (the server, not only the UI)', () => {
  // Reads of the console are for viewers too: console-security.test.ts covers every console call.
  const calls = [
    ['PUT', '/api/site-header-footer'],
    ['PUT', '/api/multilingual/languages'],
  ] as const;

  async function call(method: string, path: string, role?: string) {
    const value = /crumb=([^;]+)/.exec(role ? sessions[role]!.cookie : '')?.[1] ?? (await crumb());
    const separator = path.includes('?') ? '&' : '?';
    return app.request(`${ORIGIN}${path}${separator}crumb=${value}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: role ? sessions[role]!.cookie : `crumb=${value}`,
        ...(role ? { 'x-xsrf-token': sessions[role]!.xsrfToken } : {}),
      },
      ...(method === 'PUT'
        ? {
            body: JSON.stringify(
              path.includes('multi') ? { languages: ['en'] } : { header: '<p>x</p>' },
            ),
          }
        : {}),
    });
  }

  it('no session: 401 loginRequired', async () => {
    for (const [method, path] of calls) {
      const answer = await call(method, path);
      expect([answer.status, await answer.json()]).toEqual([
        401,
        { loginRequired: true, error: 'Login required.' },
      ]);
    }
  });

  it('viewer and member: 403 authorizationFail; owner: 200', async () => {
    for (const [method, path] of calls) {
      for (const role of ['viewer', 'member']) {
        const answer = await call(method, path, role);
        expect([answer.status, await answer.json()]).toEqual([
          403,
          { authorizationFail: true, error: 'Only the site owner may do this.' },
        ]);
      }
      expect((await call(method, path, 'owner')).status).toBe(200);
    }
  });
});

describe('/config/ (the console placeholder, behind the session)', () => {
  it('no session: 401 with a login button; a member: 403; viewer and owner: 200', async () => {
    const anonymous = await get('/config/?frameUrl=%2Fstore.html');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain(
      '<button type="button" data-account-login>Log in</button>',
    );
    expect((await get('/config/', 'member')).status).toBe(403);
    for (const role of ['viewer', 'owner']) {
      const answer = await get('/config/?frameUrl=%2Fstore.html%3Fa%3D1', role);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain('<iframe name="preview" title="Site preview" src="/store.html?a=1">');
      expect(html).toContain('<a href="/store.html?a=1&amp;noredirect" target="_top">');
      expect(html).toContain(`<span data-console-role>${role}</span>`);
    }
  });

  it('frames only this site: hostile frameUrl values give the home page', async () => {
    for (const hostile of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '"><script>alert(1)</script>',
      '',
    ]) {
      const answer = await get(`/config/?frameUrl=${encodeURIComponent(hostile)}`, 'owner');
      expect(await answer.text()).toContain('<iframe name="preview" title="Site preview" src="/">');
    }
  });

  it('sends the console’s strict Content-Security-Policy: no inline code, framed by nobody', async () => {
    for (const role of [undefined, 'member', 'owner']) {
      const policy = (await get('/config/', role)).headers.get('content-security-policy');
      expect(policy).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
    }
    const html = await (await get('/config/', 'owner')).text();
    expect([/<style|style=/.test(html), /<script>/.test(html)]).toEqual([false, false]);
  });
});

describe('locked and member-only pages: refused whole (spec 002 §6)', () => {
  it('a member-only page: 403 and the spec words without a session, the page with one', async () => {
    const refused = await get('/members.html');
    expect(refused.status).toBe(403);
    const { html, context } = await contextOf(refused);
    expect(html).toContain('<h1>This page available only site members</h1>');
    expect(html).not.toContain('data-protected-content');
    expect([context.pageType, context.pageId, context.pageTitle]).toEqual([106, null, null]);
    for (const role of ['member', 'viewer', 'owner']) {
      const answer = await get('/members.html', role);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('data-protected-content');
    }
  });

  it('a locked page: 403 and "This page is locked" to visitors and members, the page to contributors', async () => {
    for (const role of [undefined, 'member']) {
      const refused = await get('/locked.html', role);
      expect(refused.status).toBe(403);
      const { html, context } = await contextOf(refused);
      expect(html).toContain('<h1>This page is locked</h1>');
      expect(html).not.toContain('data-protected-content');
      expect(context.pageType).toBe(103);
    }
    for (const role of ['viewer', 'owner']) {
      expect(await (await get('/locked.html', role)).text()).toContain('data-protected-content');
    }
  });

  it('no other spelling of the path reaches the content', async () => {
    for (const path of [
      '/members',
      '/MEMBERS.HTML',
      '/./members.html',
      '/members.html?x=1',
      '/%6dembers.html',
    ]) {
      const answer = await get(path);
      expect(await answer.text()).not.toContain('data-protected-content');
    }
  });
});

describe('logout=true (spec 000 §2)', () => {
  it('puts logoutConfirmation in the page context for logout=true only', async () => {
    expect((await contextOf(await get('/?logout=true'))).context.logoutConfirmation).toBe(true);
    for (const path of ['/', '/?logout=false', '/?logout']) {
      expect('logoutConfirmation' in (await contextOf(await get(path))).context).toBe(false);
    }
  });
});

describe('login throttle with the defaults', () => {
  it('the fifth wrong password in a row gets the rate-limit message (429, Retry-After)', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const answer = await login('member@example.com', `wrong ${i}`);
      answers.push([answer.status, await answer.json()]);
    }
    expect(answers.slice(0, 4)).toEqual(
      Array(4).fill([401, { error: 'The email or password is incorrect.' }]),
    );
    expect(answers[4]).toEqual([
      429,
      { error: 'Too many login attempts. Please wait before trying again.', retryAfter: 1 },
    ]);
  });
});
