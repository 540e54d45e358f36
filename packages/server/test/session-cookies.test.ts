/**
 * Cookie flags over HTTP and HTTPS (ASVS V3.4), through Hono's app.request with http:// and
 * https:// URLs, Cache-Control: no-store on owner data (ASVS V8.2), and the login throttle in
 * front of the password change. One app, PGlite in memory; an account's first failed login (or
 * wrong current password) makes its next attempt wait 600 s, so no test races the clock.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDir } from '../../../tests/support/server';
import type { Database } from '../src/database/database';
import { hashPassword } from '../src/password';
import { createServerApp } from '../src/server';
import { isHttpsRequest } from '../src/session-cookie';

const HTTP = 'http://127.0.0.1:3000';
const HTTPS = 'https://example.test';
const ownerPassword = 'cookie test password';

let app: Hono;
let db: Database;
beforeAll(async () => {
  const created = await createServerApp({
    dataDir: ':memory:',
    siteDir,
    ownerPassword,
    loginThrottle: { accountFailures: 1, firstDelaySeconds: 600 },
  });
  app = created.app;
  db = created.db;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function request(url: string, init: RequestInit = {}) {
  return app.request(url, init);
}

/** A crumb from an /api/ answer (set on any call made without one). */
async function crumbFor(origin: string) {
  const answer = await request(`${origin}/api/1/performance/settings`);
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('crumb='))!;
  return { line, crumb: /^crumb=([^;]+)/.exec(line)![1]! };
}

async function login(
  origin: string,
  rememberMe = false,
  account = { email: 'owner@example.com', password: ownerPassword },
) {
  const { crumb } = await crumbFor(origin);
  const answer = await request(`${origin}/api/site-users/account/session?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
    body: JSON.stringify({ ...account, rememberMe }),
  });
  expect(answer.status).toBe(200);
  const { xsrfToken } = (await answer.json()) as { xsrfToken: string };
  const line = answer.headers.getSetCookie().find((cookie) => cookie.includes('tessera-session='))!;
  return { answer, line, crumb, xsrfToken, token: /=([^;]+)/.exec(line)![1]! };
}

const sessionsWith = (origin: string, cookie: string, xsrfToken: string) =>
  request(`${origin}/api/site-users/account/sessions`, {
    headers: { cookie, 'x-xsrf-token': xsrfToken },
  });

describe('cookies over HTTP', () => {
  it('the crumb: Path=/, SameSite=Lax, readable by the page, not Secure', async () => {
    const { line } = await crumbFor(HTTP);
    expect(line).toMatch(/^crumb=[\w-]{24}; Path=\/; SameSite=Lax$/);
    const page = await request(`${HTTP}/`);
    expect(page.headers.get('set-cookie')).toMatch(/^crumb=[\w-]{24}; Path=\/; SameSite=Lax$/);
  });

  it('the session: tessera-session, HttpOnly, SameSite=Lax, not Secure; the login answer is not stored', async () => {
    const session = await login(HTTP);
    expect(session.line).toMatch(/^tessera-session=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(session.answer.headers.get('cache-control')).toBe('no-store');
    const remembered = await login(HTTP, true);
    expect(remembered.line).toMatch(
      /^tessera-session=[\w-]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // The `__Host-` cookie is the HTTPS one: over HTTP it names no session.
    const wrongName = await sessionsWith(
      HTTP,
      `__Host-tessera-session=${session.token}`,
      session.xsrfToken,
    );
    expect(wrongName.status).toBe(401);
    const right = await sessionsWith(HTTP, `tessera-session=${session.token}`, session.xsrfToken);
    expect(right.status).toBe(200);
  }, 30_000);
});

describe('cookies over HTTPS', () => {
  it('the crumb keeps its name (spec 000 §8) and is Secure, on API answers, refusals and pages', async () => {
    const { line, crumb } = await crumbFor(HTTPS);
    expect(line).toMatch(/^crumb=[\w-]{24}; Path=\/; SameSite=Lax; Secure$/);
    const refused = await request(`${HTTPS}/api/form/FormSubmissionKey`, {
      method: 'POST',
      headers: { cookie: `crumb=${crumb}` },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toMatch(
      /^crumb=[\w-]{24}; Path=\/; SameSite=Lax; Secure$/,
    );
    const page = await request(`${HTTPS}/`, { headers: { cookie: `crumb=${crumb}` } });
    expect(page.headers.get('set-cookie')).toBe(`crumb=${crumb}; Path=/; SameSite=Lax; Secure`);
  });

  it('the session: __Host-tessera-session, Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const session = await login(HTTPS);
    expect(session.line).toMatch(
      /^__Host-tessera-session=[\w-]{32}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(session.answer.headers.get('cache-control')).toBe('no-store');
    const right = await sessionsWith(
      HTTPS,
      `__Host-tessera-session=${session.token}`,
      session.xsrfToken,
    );
    expect(right.status).toBe(200);
    // A plain-named cookie (one planted over HTTP, say) names no session over HTTPS.
    const planted = await sessionsWith(
      HTTPS,
      `tessera-session=${session.token}`,
      session.xsrfToken,
    );
    expect(planted.status).toBe(401);

    const logout = await request(`${HTTPS}/api/auth/Logout?crumb=${session.crumb}`, {
      method: 'POST',
      headers: { cookie: `crumb=${session.crumb}; __Host-tessera-session=${session.token}` },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toContain(
      '__Host-tessera-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    const after = await sessionsWith(
      HTTPS,
      `__Host-tessera-session=${session.token}`,
      session.xsrfToken,
    );
    expect(after.status).toBe(401);
  }, 30_000);
});

describe('owner data is never cached', () => {
  it('answers the sessions, the submissions and their CSV with Cache-Control: no-store', async () => {
    const session = await login(HTTP);
    const headers = {
      cookie: `tessera-session=${session.token}`,
      'x-xsrf-token': session.xsrfToken,
    };
    for (const path of [
      '/api/site-users/account/sessions',
      '/api/form/submissions?formId=contact',
      '/api/form/submissions.csv?formId=contact',
    ]) {
      const answer = await request(`${HTTP}${path}`, { headers });
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([
        path,
        200,
        'no-store',
      ]);
    }
  }, 30_000);
});

describe('the password change behind the login throttle', () => {
  it('counts a wrong current password as a failed login: the next change and login wait (429)', async () => {
    const account = { email: 'throttled@example.com', password: 'right password 1' };
    const hash = await hashPassword(account.password);
    await db.query("INSERT INTO accounts (id, email, password_hash) VALUES ('throttled', $1, $2)", [
      account.email,
      hash,
    ]);
    const session = await login(HTTP, false, account);
    const change = (currentPassword: string, newPassword = 'a new password 2') =>
      request(`${HTTP}/api/site-users/account/password?crumb=${session.crumb}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          cookie: `crumb=${session.crumb}; tessera-session=${session.token}`,
          'x-xsrf-token': session.xsrfToken,
        },
        body: JSON.stringify({ currentPassword, newPassword }),
      });
    // A rule broken is no guess: it does not count.
    const short = await change('wrong', 'short');
    expect(short.status).toBe(400);

    const wrong = await change('wrong password');
    expect([wrong.status, await wrong.json()]).toEqual([
      401,
      { error: 'The current password is incorrect.' },
    ]);
    for (const attempt of [() => change(account.password), () => change('wrong password')]) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { error: string; retryAfter: number };
      expect(body.error).toBe('Too many login attempts. Please wait before trying again.');
      expect(body.retryAfter).toBeGreaterThan(590);
      expect(body.retryAfter).toBeLessThanOrEqual(600);
      expect(refused.headers.get('retry-after')).toBe(String(body.retryAfter));
    }
    const [stored] = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM accounts WHERE id = 'throttled'",
    );
    expect(stored!.password_hash).toBe(hash);
    const relogin = await request(`${HTTP}/api/site-users/account/session?crumb=${session.crumb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${session.crumb}` },
      body: JSON.stringify(account),
    });
    expect(relogin.status).toBe(429);
  }, 30_000);
});

describe('isHttpsRequest', () => {
  const probe = (trustProxy: boolean) => {
    const hono = new Hono();
    hono.get('*', (c) => c.text(String(isHttpsRequest(c, trustProxy))));
    return async (url: string, forwardedProto?: string) =>
      (
        await hono.request(
          url,
          forwardedProto === undefined ? {} : { headers: { 'x-forwarded-proto': forwardedProto } },
        )
      ).text();
  };

  it('believes the URL scheme, and X-Forwarded-Proto only behind a trusted proxy', async () => {
    const direct = probe(false);
    expect(await direct(`${HTTPS}/`)).toBe('true');
    expect(await direct(`${HTTP}/`)).toBe('false');
    expect(await direct(`${HTTP}/`, 'https')).toBe('false');
    const proxied = probe(true);
    expect(await proxied(`${HTTPS}/`)).toBe('true');
    expect(await proxied(`${HTTP}/`)).toBe('false');
    expect(await proxied(`${HTTP}/`, 'https')).toBe('true');
    expect(await proxied(`${HTTP}/`, ' HTTPS ')).toBe('true');
    expect(await proxied(`${HTTP}/`, 'http')).toBe('false');
    // The proxy appends its own value: an earlier one came with the request.
    expect(await proxied(`${HTTP}/`, 'https, http')).toBe('false');
    expect(await proxied(`${HTTP}/`, 'http, https')).toBe('true');
  });
});
