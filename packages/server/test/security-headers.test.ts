/**
 * Security headers on every answer (issue 21, ASVS V14): the Content-Security-Policy, nosniff,
 * Referrer-Policy, framing (frame-ancestors and X-Frame-Options, the console origin) and HSTS
 * over HTTPS only, on pages, assets, the script, 304s, API answers, errors and 404s.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import type { SiteFiles } from '../src/routes/site';
import { createServerApp } from '../src/server';
import { parseSiteConfig, type SiteConfig } from '../src/site-config';
import { readPages } from '../src/static-files';

vi.setConfig({ testTimeout: 30_000 });

const siteDir = resolve(import.meta.dirname, '../../../examples/site');

const DEFAULT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; " +
  "media-src 'self'; worker-src 'self'; form-action 'self'; object-src 'none'; " +
  "base-uri 'self'; frame-ancestors 'self'";

const HSTS = 'max-age=31536000; includeSubDomains';

let scriptDir: string;
let server: Awaited<ReturnType<typeof createServerApp>>;
let files: SiteFiles;

beforeAll(async () => {
  scriptDir = await mkdtemp(join(tmpdir(), 'tessera-headers-'));
  await mkdir(join(scriptDir, 'chunks'));
  await writeFile(join(scriptDir, 'tessera.js'), `export const loader = "${'x'.repeat(2000)}";\n`);
  await writeFile(join(scriptDir, 'chunks/gallery-abc123.js'), 'export const x = 1;\n');
  server = await createServerApp({ dataDir: ':memory:', siteDir, scriptDir, secret: 'test' });
  files = { root: siteDir, pages: await readPages(siteDir), scriptDir };
}, 120_000);
afterAll(async () => {
  server?.stop();
  await server?.db.close();
  await rm(scriptDir, { recursive: true, force: true });
});

/** The app on the same database and files with other settings (one database for the file). */
function appWith(changes: { site?: SiteConfig; trustProxy?: boolean } = {}): Hono {
  return createApp({ ...server.ctx, ...changes }, files);
}

/** The headers this suite checks, by name, as one answer has them. */
function securityHeadersOf(answer: Response) {
  const names = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'strict-transport-security',
  ];
  return Object.fromEntries(names.map((name) => [name, answer.headers.get(name)]));
}

const OVER_HTTP = {
  'content-security-policy': DEFAULT_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': null,
};

describe('security headers', () => {
  let app: Hono;
  let bare: Hono;
  beforeAll(() => {
    // The demo site's own extra sources (its video hosts) are left out: this suite checks the
    // default policy; the extras have their own test (content-security-policy e2e).
    const site = { ...server.ctx.site, contentSecurityPolicy: undefined };
    app = appWith({ site });
    // Without the site's files, so nothing but this route answers /boom.
    bare = createApp({ ...server.ctx, site });
    bare.get('/boom', () => {
      throw new Error('a bug');
    });
  });

  it('are on every kind of answer: page, 404 page, asset, script, chunk, API, API 404, crumb failure, error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers: Array<[string, number, RequestInit?]> = [
      ['/', 200],
      ['/contact.html', 200],
      ['/nope.html', 404],
      ['/site.json', 404],
      ['/site.css', 200],
      ['/images/logo.svg', 200],
      ['/tessera/tessera.js', 200],
      ['/tessera/chunks/gallery-abc123.js', 200],
      ['/tessera/nope.js', 404],
      ['/boom', 500],
    ];
    for (const [path, status, init] of answers) {
      const answer = await (path === '/boom' ? bare : app).request(path, init);
      expect(answer.status, path).toBe(status);
      expect(securityHeadersOf(answer), path).toEqual(OVER_HTTP);
    }
    vi.restoreAllMocks();
  });

  it("are the data layer's own on its answers: a policy allowing nothing, no framing at all", async () => {
    const answers: Array<[string, number, RequestInit?]> = [
      ['/api/site-header-footer', 200],
      ['/api/nope', 404],
      ['/api/form/FormSubmissionKey', 401, { method: 'POST' }],
      ['/api/track/Track?landing=%2F', 200],
    ];
    for (const [path, status, init] of answers) {
      const answer = await app.request(path, init);
      expect(answer.status, path).toBe(status);
      expect(securityHeadersOf(answer), path).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'strict-transport-security': null,
      });
    }
    const https = await app.request('https://site.test/api/nope');
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('are on a 304 answer too', async () => {
    const first = await app.request('/site.css');
    const again = await app.request('/site.css', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(securityHeadersOf(again)).toEqual(OVER_HTTP);
  });

  it('send HSTS over HTTPS only: the request URL, or X-Forwarded-Proto from a trusted proxy', async () => {
    const hsts = async (target: Hono, url: string, proto?: string) =>
      (
        await target.request(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} })
      ).headers.get('strict-transport-security');
    expect(await hsts(app, 'https://site.example/')).toBe(HSTS);
    expect(await hsts(app, 'https://site.example/api/nope')).toBe(HSTS);
    expect(await hsts(app, 'http://site.example/')).toBeNull();
    // Without trustProxy anyone could send the header: it is ignored.
    expect(await hsts(app, 'http://site.example/', 'https')).toBeNull();
    const proxied = appWith({ trustProxy: true });
    expect(await hsts(proxied, 'http://site.example/', 'https')).toBe(HSTS);
    expect(await hsts(proxied, 'http://site.example/', 'HTTPS')).toBe(HSTS);
    expect(await hsts(proxied, 'http://site.example/', 'http')).toBeNull();
    // The proxy appends what it saw; the client's own earlier value does not count.
    expect(await hsts(proxied, 'http://site.example/', 'https, http')).toBeNull();
    expect(await hsts(proxied, 'http://site.example/', 'http, https')).toBe(HSTS);
    expect(await hsts(proxied, 'http://site.example/')).toBeNull();
  });
});

describe('framing and added sources', () => {
  it("lets the owner's console frame the site (site.json consoleOrigin), and nothing else", async () => {
    const site = parseSiteConfig({ consoleOrigin: 'https://console.example.com' });
    const answer = await appWith({ site }).request('/');
    expect(answer.headers.get('content-security-policy')).toBe(
      `${DEFAULT_POLICY} https://console.example.com`,
    );
    // X-Frame-Options cannot name another origin; frame-ancestors says it instead.
    expect(answer.headers.get('x-frame-options')).toBeNull();
  });

  it('takes the console origin from the server options over site.json, checked before the database opens', async () => {
    const site = parseSiteConfig({ consoleOrigin: 'https://old.example.com' });
    const other = await createServerApp({
      dataDir: ':memory:',
      site,
      consoleOrigin: 'http://127.0.0.1:4000',
      skipSetup: true,
      secret: 'test',
    });
    const policy = (await other.app.request('/nope')).headers.get('content-security-policy');
    other.stop();
    await other.db.close();
    expect(policy?.endsWith("frame-ancestors 'self' http://127.0.0.1:4000")).toBe(true);
    await expect(
      createServerApp({
        dataDir: '/nonexistent/never-opened',
        consoleOrigin: 'https://a.example/',
      }),
    ).rejects.toThrow('consoleOrigin must be an origin such as "https://console.example.com"');
  });

  it("adds a site's sources (a captcha provider) to the directives it names", async () => {
    const site = parseSiteConfig({
      contentSecurityPolicy: {
        scriptSrc: ['https://www.google.com', 'https://www.gstatic.com'],
        frameSrc: ['https://www.google.com'],
      },
    });
    const policy = (await appWith({ site }).request('/')).headers.get('content-security-policy');
    expect(policy).toBe(
      DEFAULT_POLICY.replace(
        "script-src 'self'",
        "script-src 'self' https://www.google.com https://www.gstatic.com",
      ).replace("frame-src 'self'", "frame-src 'self' https://www.google.com"),
    );
  });

  it('refuses a console origin that is not an origin, and sources that could add directives', () => {
    for (const consoleOrigin of [
      'https://console.example.com/',
      'https://console.example.com/path',
      'console.example.com',
      'javascript:alert(1)',
      'ftp://console.example.com',
      "'self' https://a.example",
      42,
    ]) {
      expect(() => parseSiteConfig({ consoleOrigin }), String(consoleOrigin)).toThrow(
        'site.json: consoleOrigin must be an origin such as "https://console.example.com"',
      );
    }
    expect(parseSiteConfig({ consoleOrigin: 'http://localhost:4000' }).consoleOrigin).toBe(
      'http://localhost:4000',
    );
    const sources = (contentSecurityPolicy: unknown) => () =>
      parseSiteConfig({ contentSecurityPolicy });
    expect(sources(['https://a.example'])).toThrow(
      'site.json: contentSecurityPolicy must be an object of source lists by directive',
    );
    expect(sources({ frameAncestors: ['*'] })).toThrow(
      'site.json: contentSecurityPolicy.frameAncestors must be one of scriptSrc, styleSrc',
    );
    for (const bad of ["'self'; script-src *", 'https://a.example https://b.example', 'a,b', 7]) {
      expect(sources({ scriptSrc: [bad] }), String(bad)).toThrow(
        'site.json: contentSecurityPolicy.scriptSrc must be a list of sources without spaces, ; or ,',
      );
    }
    expect(sources({ scriptSrc: 'https://a.example' })).toThrow(/scriptSrc must be a list/);
    expect(
      parseSiteConfig({ contentSecurityPolicy: { imgSrc: ['https:', "'sha256-abc='"] } })
        .contentSecurityPolicy,
    ).toEqual({ imgSrc: ['https:', "'sha256-abc='"] });
    expect(parseSiteConfig({}).contentSecurityPolicy).toBeUndefined();
  });
});
