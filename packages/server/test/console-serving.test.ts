/**
 * The built console at /config/ (issue 18): hashed assets to anyone with a year's cache, the
 * index with its start data to owners and viewers, the placeholder when no build is present,
 * and the console's strict headers on every HTML answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { CONSOLE_CONTENT_SECURITY_POLICY } from '../src/security-headers';
import { createRoleApp, ORIGIN, type RoleApp } from './support/role-app';

const consoleDir = resolve(import.meta.dirname, 'fixtures/console-dist');
const ASSET = '/config/assets/index-bf3k9x1a.js';

let server: RoleApp;
beforeAll(async () => {
  server = await createRoleApp({ consoleDir });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** The JSON of the tessera-console script in an HTML answer. */
function bootstrapOf(html: string): unknown {
  const found =
    /<script type="application\/json" id="tessera-console">(.*?)<\/script>\n<\/head>/s.exec(html);
  return found ? JSON.parse(found[1]!) : undefined;
}

describe('GET /config/assets/*', () => {
  it('serves the hashed files to anyone, cached for a year', async () => {
    const answer = await server.call('GET', ASSET);
    expect([
      answer.status,
      answer.headers.get('content-type'),
      answer.headers.get('cache-control'),
      answer.text,
    ]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
      "document.getElementById('root').textContent = 'console';\n",
    ]);
  });

  it('answers 404 for a file that is not there, whatever its spelling', async () => {
    for (const path of [
      '/config/assets/missing.js',
      '/config/assets/..%2Findex.html',
      '/config/assets/',
      '/config/assets/%00.js',
    ]) {
      expect([path, (await server.call('GET', path)).status]).toEqual([path, 404]);
    }
  });
});

describe('GET /config/* with a build', () => {
  it('gives an owner index.html with the start data before </head>', async () => {
    const answer = await server.call('GET', '/config/forms?frameUrl=%2Fstore.html%3Fa%3D1', {
      role: 'owner',
    });
    expect(answer.status).toBe(200);
    expect(bootstrapOf(answer.text)).toEqual({
      account: { id: server.sessions.owner.accountId, email: 'owner@example.com', role: 'owner' },
      canEdit: true,
      xsrfToken: server.sessions.owner.xsrfToken,
      frameUrl: '/store.html?a=1',
      siteTitle: 'Tessera Studio',
      websiteId: '5f1d2c3b4a5968778695a4b3',
    });
    expect(answer.text).toContain('<script type="module" crossorigin src="/config/assets/');
  });

  it('gives a viewer the same page without the right to edit; frameUrl "/" when absent', async () => {
    const answer = await server.call('GET', '/config/', { role: 'viewer' });
    expect(bootstrapOf(answer.text)).toEqual({
      account: { id: 'viewer-id', email: 'viewer@example.com', role: 'viewer' },
      canEdit: false,
      xsrfToken: server.sessions.viewer.xsrfToken,
      frameUrl: '/',
      siteTitle: 'Tessera Studio',
      websiteId: '5f1d2c3b4a5968778695a4b3',
    });
  });

  it('reduces a hostile frameUrl to "/" and keeps the JSON inside its script', async () => {
    for (const hostile of ['//evil.example/', 'https://evil.example/', '/\\evil', 'javascript:1']) {
      const answer = await server.call('GET', `/config/?frameUrl=${encodeURIComponent(hostile)}`, {
        role: 'owner',
      });
      expect((bootstrapOf(answer.text) as { frameUrl: string }).frameUrl).toBe('/');
    }
    const answer = await server.call(
      'GET',
      `/config/?frameUrl=${encodeURIComponent('/a</script><script>alert(1)</script>')}`,
      { role: 'owner' },
    );
    expect(answer.text).not.toContain('</script><script>alert(1)');
    expect((bootstrapOf(answer.text) as { frameUrl: string }).frameUrl).toBe(
      '/a%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
  });

  it('refuses without a session (401) and to a member (403), without the start data', async () => {
    const anonymous = await server.call('GET', '/config/');
    const member = await server.call('GET', '/config/', { role: 'member' });
    expect([anonymous.status, member.status]).toEqual([401, 403]);
    expect(anonymous.text).toContain('<button type="button" data-account-login>Log in</button>');
    for (const answer of [anonymous, member]) {
      expect(answer.text).not.toContain('tessera-console');
    }
  });

  it('sends the strict policy, no-store, nosniff and same-origin referrers on every HTML answer', async () => {
    for (const role of [undefined, 'member', 'viewer', 'owner'] as const) {
      const answer = await server.call('GET', '/config/settings', { role });
      expect([
        answer.headers.get('content-security-policy'),
        answer.headers.get('cache-control'),
        answer.headers.get('x-content-type-options'),
        answer.headers.get('referrer-policy'),
        answer.headers.get('content-type'),
      ]).toEqual([
        CONSOLE_CONTENT_SECURITY_POLICY,
        'no-store',
        'nosniff',
        'same-origin',
        'text/html; charset=utf-8',
      ]);
    }
    expect(CONSOLE_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('redirects /config to /config/', async () => {
    const answer = await server.app.request(`${ORIGIN}/config`);
    expect([answer.status, answer.headers.get('location')]).toEqual([301, '/config/']);
  });
});

describe('GET /config/* without a build', () => {
  it('serves the placeholder (never 5xx) and 404 for assets', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'tessera-console-'));
    // The same database and sessions, served by an app whose console folder holds no build.
    const bare = createApp({ ...server.ctx, consoleDir: empty });
    try {
      const page = await bare.request(`${ORIGIN}/config/?frameUrl=%2Fstore.html`, {
        headers: { cookie: server.sessions.owner.cookie },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(
        '<iframe name="preview" title="Site preview" src="/store.html">',
      );
      expect((await bare.request(`${ORIGIN}${ASSET}`)).status).toBe(404);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
