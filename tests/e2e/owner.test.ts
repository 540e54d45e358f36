/**
 * The owner side on the published page (issue 18, @tessera/account) in Chromium against the
 * reference server and the built script: the owner redirect to /config/?frameUrl=… and each
 * rule that keeps an owner on the page, the bytes the feature costs, login from a loginRequired
 * answer with the xsrfToken on the next call, the editing-frame keys, logout to ?logout=true with
 * its confirmation, and a member-only page opened by logging in. /config/ is the server's
 * placeholder until the console lands.
 *
 * localhost and the loopback addresses are exempt from the redirect, so the site is opened as
 * http://owner.test:<port>, which Chromium resolves to 127.0.0.1 (--host-resolver-rules).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../packages/server/src/password';
import { parseSiteConfig } from '../../packages/server/src/site-config';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { siteDir, startTestServer, type TestServer } from '../support/server';
import { rememberPopupClosed } from '../support/visitor-state';

const repoRoot = resolve(import.meta.dirname, '../..');
const available = builtScriptHas('account-') && hasChromium();
const HOST = 'owner.test';

/** Pages whose own context turns developer mode or cloneable on (one more server). */
let flagged: TestServer;
const viewer = { email: 'viewer@example.com', password: 'viewer password 1' };
const member = { email: 'member@example.com', password: 'member password 1' };

function siteUrl(target: TestServer, path: string, host = HOST): string {
  const url = new URL(path, target.url);
  url.hostname = host;
  return url.href;
}

async function addAccount(target: TestServer, account: typeof viewer, role: string) {
  await target.query(
    'INSERT INTO accounts (id, email, password_hash, role) VALUES ($1, $2, $3, $4)',
    [`${role}-id`, account.email, await hashPassword(account.password), role],
  );
}

const { server, browser } = withBrowserAndServer({
  enabled: available,
  chromiumArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  setUp: async (target) => {
    await addAccount(target, viewer, 'viewer');
    await addAccount(target, member, 'member');
  },
  timeout: 60_000,
});

beforeAll(async () => {
  if (!available) return;
  const site = parseSiteConfig(JSON.parse(readFileSync(join(siteDir, 'site.json'), 'utf8')));
  site.pages['index.html'] = {
    ...site.pages['index.html']!,
    context: { website: { developerMode: true } },
  };
  site.pages['contact.html'] = {
    ...site.pages['contact.html']!,
    context: { website: { cloneable: true } },
  };
  flagged = await startTestServer({ site });
}, 60_000);
afterAll(async () => {
  await flagged?.close();
});

/** A browser context on `host` with consent given and, unless `anonymous`, a session. */
async function open(
  options: { target?: TestServer; host?: string; account?: typeof viewer | 'anonymous' } = {},
) {
  const target = options.target ?? server();
  const host = options.host ?? HOST;
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  const pairs = ['ss_cookieAllowed=true'];
  if (options.account !== 'anonymous') {
    pairs.push(...(await target.login(options.account)).cookie.split('; '));
  }
  await context.addCookies(
    pairs.map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, domain: host, path: '/' };
    }),
  );
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { context, page, requests };
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe.skipIf(!available)('owner redirect (spec 000 §2, 002 §2)', () => {
  it('an owner opening a live page lands in /config/?frameUrl=… with the page in the frame', async () => {
    const { context, page } = await open();
    await page.goto(siteUrl(server(), '/gallery.html?tag=red&n=2'));
    await page.waitForURL(/\/config\//);
    expect(path(page)).toBe('/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26n%3D2');
    // The cookie marking the preview frame as expanded was set before leaving.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tessera-preview-frame')?.value).toBe(
      'expanded',
    );
    // In the frame the page stays (not the top frame): the redirect does not loop.
    // The console renders its frame once its script has run.
    const frameElement = await page.locator('iframe[name="preview"]').elementHandle();
    const frame = (await frameElement?.contentFrame())!;
    await frame.waitForLoadState('load');
    await frame.waitForFunction(() => document.querySelector('[data-block]') !== null);
    await page.waitForTimeout(300);
    expect(new URL(frame.url()).pathname + new URL(frame.url()).search).toBe(
      '/gallery.html?tag=red&n=2',
    );
    expect(path(page)).toBe('/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26n%3D2');
    await context.close();
  });

  it('noredirect keeps the owner on the page, and on the next pages of the tab session', async () => {
    const { context, page } = await open();
    await page.goto(siteUrl(server(), '/store.html?noredirect'), { waitUntil: 'networkidle' });
    expect(path(page)).toBe('/store.html?noredirect');
    await page.goto(siteUrl(server(), '/contact.html'), { waitUntil: 'networkidle' });
    expect(path(page)).toBe('/contact.html');
    expect(await page.evaluate(() => sessionStorage.getItem('tessera-noredirect'))).toBe('true');
    // A new tab has its own session storage: redirected again.
    const other = await context.newPage();
    await other.goto(siteUrl(server(), '/contact.html'));
    await other.waitForURL(/\/config\//);
    expect(path(other)).toBe('/config/?frameUrl=%2Fcontact.html');
    await context.close();
  });

  it('localhost and 127.0.0.1 are exempt', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const { context, page, requests } = await open({ host });
      await page.goto(siteUrl(server(), '/contact.html', host), { waitUntil: 'networkidle' });
      expect(path(page)).toBe('/contact.html');
      // The feature did load (a session is present) and chose to stay.
      expect(requests.some((request) => /\/chunks\/account-/.test(request.url()))).toBe(true);
      await context.close();
    }
  });

  it('developer mode and a cloneable site keep the owner on the page', async () => {
    const { context, page } = await open({ target: flagged });
    await page.goto(siteUrl(flagged, '/'), { waitUntil: 'networkidle' });
    expect(path(page)).toBe('/');
    await page.goto(siteUrl(flagged, '/contact.html'), { waitUntil: 'networkidle' });
    expect(path(page)).toBe('/contact.html');
    // The same server's other pages redirect.
    await page.goto(siteUrl(flagged, '/store.html'));
    await page.waitForURL(/\/config\//);
    await context.close();
  });

  it('an account holding only the viewer role, and a site member, stay on the page', async () => {
    for (const account of [viewer, member]) {
      const { context, page } = await open({ account });
      await page.goto(siteUrl(server(), '/contact.html'), { waitUntil: 'networkidle' });
      expect(path(page)).toBe('/contact.html');
      await context.close();
    }
  });
});

describe.skipIf(!available)('what the account feature costs a visitor', () => {
  /** Encoded (brotli) bytes of the scripts a page load fetched, by chunk name. */
  async function scriptBytes(account: 'anonymous' | undefined): Promise<Map<string, number>> {
    const { context, page, requests } = await open({ account });
    await page.goto(siteUrl(server(), '/contact.html?noredirect'), { waitUntil: 'networkidle' });
    const bytes = new Map<string, number>();
    for (const request of requests.filter((r) => r.resourceType() === 'script')) {
      const sizes = await request.sizes();
      bytes.set(new URL(request.url()).pathname, sizes.responseBodySize);
    }
    await context.close();
    return bytes;
  }

  it('0 B without a session; with one, the feature and what only it imports stay within 0.8 kB', async () => {
    const anonymous = await scriptBytes('anonymous');
    const owner = await scriptBytes(undefined);
    expect([...anonymous.keys()].filter((name) => name.includes('/account-'))).toEqual([]);
    const feature = [...owner.keys()].find((name) => /\/chunks\/account-\w+\.js$/.test(name))!;
    // The chunks the feature imports statically that an anonymous visitor did not fetch.
    const file = (name: string) => join(repoRoot, 'dist', name.replace('/tessera/', ''));
    const imports = [
      ...readFileSync(file(feature), 'utf8').matchAll(/from\s*"\.\/([\w-]+\.js)"/g),
    ].map((match) => `/tessera/chunks/${match[1]}`);
    const own = [feature, ...imports.filter((name) => !anonymous.has(name))];
    // Over plain HTTP Chromium asks for gzip only; brotli (best quality, as the server sends it
    // over HTTPS) is computed from the same files.
    const wire = own.reduce((sum, name) => sum + (owner.get(name) ?? 0), 0);
    const brotli = own.reduce(
      (sum, name) =>
        sum +
        brotliCompressSync(readFileSync(file(name)), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      0,
    );
    console.log(
      `[owner e2e] account feature: ${own.join(', ')}: ${wire} B gzip on the wire, ${brotli} B brotli`,
    );
    expect(wire).toBeGreaterThan(0);
    // The redirect's nine rules, the keys and the hooks measure 771-773 B (the hash of the
    // dialogs' chunk it names, new with every build, moves it by 2 B), one chunk importing no
    // other: the feature writes the redirect's and the keys' rules out instead of calling them
    // (923-925 B before, calling them with arguments; 1,126 B before that: the chunk 1,083 B
    // and the header's name in a 43 B chunk shared with the order account block; 1,071 B in one
    // chunk before that block; 1,293 B before the skip rules' positions, 1,205 B before the
    // dialogs' chunk had one entry). Issue 18 asks that the redirect and the keys add at most
    // 0.5 kB: bench/account measures 468-471 B of the 771 B (packages/account/README.md, "Size").
    expect(brotli).toBeLessThanOrEqual(800);
    // The dialogs chunk is not fetched until there is work for it.
    expect([...owner.keys()].some((name) => name.includes('account-actions'))).toBe(false);
  });
});

describe.skipIf(!available)('login', () => {
  async function fillLogin(page: Page, email: string, password: string) {
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    return dialog;
  }

  it('a loginRequired answer opens the dialog; the next call carries the xsrfToken', async () => {
    const { context, page, requests } = await open({ account: 'anonymous' });
    await page.goto(siteUrl(server(), '/contact.html'), { waitUntil: 'networkidle' });
    const first = await page.evaluate(() =>
      window.Tessera!.api.get('/api/form/submissions?formId=contact').then(
        () => 'ok',
        (error: { code: string }) => error.code,
      ),
    );
    expect(first).toBe('loginRequired');
    const dialog = await fillLogin(page, server().ownerEmail, 'not the password');
    // The server hashes the password (slow by design): on a loaded machine that takes seconds.
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('The email or password is incorrect.');
    // axe on the open dialog, with its error shown.
    expect(await runAxe(page)).toEqual([]);
    await dialog.getByLabel('Password').fill(server().ownerPassword);
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/site-users/account/session'),
    );
    await dialog.getByRole('button', { name: 'Log In' }).click();
    const { xsrfToken } = (await (await answer).json()) as { xsrfToken: string };
    await dialog.waitFor({ state: 'hidden' });
    const second = await page.evaluate(() =>
      window
        .Tessera!.api.get<{ submissions: unknown[] }>('/api/form/submissions?formId=contact')
        .then(
          (result) => Array.isArray(result.submissions),
          (error: { code: string }) => error.code,
        ),
    );
    expect(second).toBe(true);
    const calls = requests.filter((request) => request.url().includes('/api/form/submissions'));
    expect(await Promise.all(calls.map((call) => call.headerValue('x-xsrf-token')))).toEqual([
      null,
      xsrfToken,
    ]);
    await context.close();
  });

  it('a member-only page offers a login; a member then sees the page', async () => {
    const { context, page } = await open({ account: 'anonymous' });
    const refused = await page.goto(siteUrl(server(), '/members.html'), {
      waitUntil: 'networkidle',
    });
    expect(refused!.status()).toBe(403);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('This page available only site members');
    await page.getByRole('button', { name: 'Log in' }).click();
    await fillLogin(page, member.email, member.password);
    await page.waitForSelector('[data-protected-content]');
    expect(await page.locator('h1').textContent()).toBe('For members');
    expect(path(page)).toBe('/members.html');
    await context.close();
  });
});

describe.skipIf(!available)('editing-frame keys and logout', () => {
  it('Shift+Escape logs out to /?logout=true, where the confirmation shows', async () => {
    const { context, page, requests } = await open();
    // The popup overlay is not due (closed today): the confirmation is the page's one overlay.
    await rememberPopupClosed(context, { signedUp: false });
    await page.goto(siteUrl(server(), '/store.html?noredirect'), { waitUntil: 'networkidle' });
    await page.keyboard.press('Shift+Escape');
    await page.waitForURL(/logout=true/);
    expect(path(page)).toBe('/?logout=true');
    const logout = requests.find((request) => request.method() === 'DELETE')!;
    expect(new URL(logout.url()).pathname + new URL(logout.url()).search.split('&')[0]).toBe(
      '/api/site-users/account/session?cloneCart=false',
    );
    const dialog = page.getByRole('alertdialog', { name: 'Logout Successful' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You have been successfully logged out.');
    expect((await context.cookies()).some((cookie) => cookie.name === 'tessera-session')).toBe(
      false,
    );
    // The dialog fades in (0.3 s): axe reads colours once it is fully opaque.
    await page.waitForFunction(() => {
      const open = document.querySelector('tessera-overlays')?.shadowRoot?.querySelector('dialog');
      return !open || getComputedStyle(open).opacity === '1';
    });
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('Escape on the live page returns to the admin; in the preview frame it toggles the panel', async () => {
    const { context, page } = await open();
    await page.goto(siteUrl(server(), '/contact.html?noredirect'), { waitUntil: 'networkidle' });
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/config\//);
    expect(path(page)).toBe('/config/?frameUrl=%2Fcontact.html%3Fnoredirect');
    const panel = page.locator('[data-config-panel]');
    // The console renders its panel and frame once its script has run.
    await panel.waitFor();
    expect(await panel.isVisible()).toBe(true);
    const frameElement = await page.locator('iframe[name="preview"]').elementHandle();
    const frame = (await frameElement?.contentFrame())!;
    await frame.waitForFunction(() => window.Tessera !== undefined);
    await frame.locator('h1').first().click();
    await frame.waitForTimeout(200); // the account chunk listens once loaded
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await context.close();
  });

  it('Escape typed into a field, editable text or a dialog is left to it', async () => {
    const { context, page } = await open();
    await page.goto(siteUrl(server(), '/contact.html?noredirect'), { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.Tessera !== undefined);
    await page.waitForTimeout(200); // the account chunk listens once loaded
    /** Whether the feature took an Escape pressed in `selector` (its default prevented). */
    const taken = (selector: string) =>
      page.evaluate((target) => {
        const event = new KeyboardEvent('keydown', {
          key: 'Escape',
          bubbles: true,
          cancelable: true,
          composed: true,
        });
        document.querySelector(target)!.dispatchEvent(event);
        return event.defaultPrevented;
      }, selector);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div contenteditable="true"><b id="typed">x</b></div>' +
          '<dialog open><button id="in-dialog">OK</button></dialog>',
      ),
    );
    const left: boolean[] = [];
    for (const selector of ['form input', 'form textarea', '#typed', '#in-dialog']) {
      left.push(await taken(selector));
    }
    expect(left).toEqual([false, false, false, false]);
    // The same key on the page itself is the feature's: back to the admin.
    expect(await taken('h1')).toBe(true);
    await page.waitForURL(/\/config\//);
    await context.close();
  });

  it('nobody logged in: Escape does nothing without useEscapeKeyToLogin', async () => {
    const { context, page } = await open({ account: 'anonymous' });
    await page.goto(siteUrl(server(), '/contact.html'), { waitUntil: 'networkidle' });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(path(page)).toBe('/contact.html');
    await context.close();
  });
});
