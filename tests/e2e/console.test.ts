/**
 * The owner console at /config/ (issue 18, packages/console) in Chromium against the reference
 * server and the built console (packages/console/dist): an owner lands in the console with the
 * page in its frame; Escape toggles the settings panel; the demo's submissions are listed and
 * exported as CSV; a banner setting and a language changed in the console show on the next
 * visit; a viewer sees settings read-only and the server refuses a forced write; axe finds
 * nothing on any screen; at 360 px no screen scrolls sideways; the strict CSP is never violated.
 *
 * The site is opened as http://console.test:<port> (localhost is exempt from the owner
 * redirect), which Chromium resolves to 127.0.0.1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../packages/server/src/password';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import type { TestServer } from '../support/server';

const repoRoot = resolve(import.meta.dirname, '../..');
const built = existsSync(join(repoRoot, 'packages/console/dist/index.html'));
if (!built && process.env.CI === 'true') {
  throw new Error(
    'packages/console/dist has no index.html: run npm run build before the e2e tests',
  );
}
const available = hasChromium() && built;
const HOST = 'console.test';
const viewer = { email: 'viewer@example.com', password: 'viewer password 1' };

/** The demo's contact form, submitted twice (as the site's form stores them). */
const SUBMISSIONS = [
  [
    's1',
    { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'First <b>note</b>' },
    '2026-11-20T10:00:00Z',
  ],
  [
    's2',
    { name: ['Alan', 'Turing'], email: 'alan@example.com', message: '=1+1' },
    '2026-11-21T10:00:00Z',
  ],
] as const;

/** The viewer's account and the two submissions. */
async function seed(target: TestServer): Promise<void> {
  await target.query(
    'INSERT INTO accounts (id, email, password_hash, role) VALUES ($1, $2, $3, $4)',
    ['viewer-id', viewer.email, await hashPassword(viewer.password), 'viewer'],
  );
  for (const [id, fields, at] of SUBMISSIONS) {
    await target.query(
      `INSERT INTO form_submissions (id, form_key, form_id, fields, page, visitor, created_at)
       VALUES ($1, $1, 'contact', $2::jsonb, '{"pagePath":"/contact.html"}'::jsonb, 'v', $3)`,
      [id, JSON.stringify(fields), at],
    );
  }
}

const { server, browser } = withBrowserAndServer({
  enabled: available,
  chromiumArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  setUp: seed,
  timeout: 120_000,
});

const siteUrl = (path: string) => {
  const url = new URL(path, server().url);
  url.hostname = HOST;
  return url.href;
};

/** The session cookies of `account` (default: the seeded owner), logged in through the API. */
const sessionCookies = async (account?: typeof viewer) =>
  (await server().login(account)).cookie.split('; ');

/** A page in a context logged in as `account` ('anonymous': none), collecting CSP violations. */
async function open(
  options: { account?: typeof viewer | 'anonymous'; width?: number; consent?: boolean } = {},
) {
  const context = await browser().newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    acceptDownloads: true,
  });
  const pairs = options.consent === false ? [] : ['ss_cookieAllowed=true'];
  if (options.account !== 'anonymous') pairs.push(...(await sessionCookies(options.account)));
  await context.addCookies(
    pairs.map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, domain: HOST, path: '/' };
    }),
  );
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { context, page, cspViolations };
}

describe.skipIf(!available)('owner console (issue 18)', () => {
  it('an owner opening a live page lands in /config/?frameUrl=… with the page in the frame', async () => {
    const { context, page, cspViolations } = await open();
    await page.goto(siteUrl('/contact.html?from=e2e'));
    await page.waitForURL(/\/config\//);
    expect(new URL(page.url()).search).toBe('?frameUrl=%2Fcontact.html%3Ffrom%3De2e');
    await page.getByRole('heading', { level: 1, name: 'Site' }).waitFor();
    const frame = page.frame({ name: 'preview' })!;
    await frame.waitForLoadState('load');
    expect(new URL(frame.url()).pathname + new URL(frame.url()).search).toBe(
      '/contact.html?from=e2e',
    );
    expect(await page.locator('[data-console-role]').textContent()).toBe('(owner)');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('Escape toggles the settings panel, in the console and in the framed page', async () => {
    const { context, page } = await open();
    await page.goto(siteUrl('/config/?frameUrl=%2Fcontact.html'));
    const panel = page.locator('#config-panel');
    await panel.waitFor();
    await page.locator('h1').click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(
      await page.getByRole('button', { name: 'Settings panel' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'visible' });
    // In the frame, the site's editing-frame keys post the toggle message to the console, once
    // the account chunk (loaded because a session is present) listens.
    const frame = page.frame({ name: 'preview' })!;
    await frame.waitForFunction(() => (window as { Tessera?: unknown }).Tessera !== undefined);
    await frame.waitForTimeout(200); // the account chunk listens once loaded (as owner.test.ts)
    await frame.locator('h1').first().click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("lists the demo's submissions as text and exports them as CSV", async () => {
    const { context, page } = await open();
    await page.goto(siteUrl('/config/submissions'));
    const table = page.getByRole('table');
    await table.waitFor();
    const rows = await table
      .locator('tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)),
      );
    expect(rows).toEqual([
      ['Submitted', 'Name', 'Email', 'Message'],
      ['Nov 21, 2026, 10:00 AM UTC', 'Alan, Turing', 'alan@example.com', '=1+1'],
      ['Nov 20, 2026, 10:00 AM UTC', 'Ada, Lovelace', 'ada@example.com', 'First <b>note</b>'],
    ]);
    expect(await table.locator('b').count()).toBe(0);
    expect(await page.getByText('2 submissions', { exact: true }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Ada');
    expect(csv).toContain('Alan');
    expect(csv).toContain("'=1+1");
    await context.close();
  });

  it('a banner setting changed in the console shows on the next visit to the site', async () => {
    const owner = await open();
    await owner.page.goto(siteUrl('/config/settings'));
    const form = owner.page.getByRole('form', { name: 'Cookie banner' });
    await form.waitFor();
    await form.getByRole('checkbox', { name: 'Show the cookie banner' }).check();
    await form.getByRole('radio', { name: 'Button' }).check();
    await form.getByRole('textbox', { name: 'Accept button text' }).fill('Sounds good');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saved.').waitFor();
    await owner.context.close();

    const visitor = await open({ account: 'anonymous', consent: false });
    await visitor.page.goto(siteUrl('/contact.html'));
    const accept = visitor.page.locator('tessera-overlays [data-part="accept"]');
    await accept.waitFor();
    expect(await accept.textContent()).toBe('Sounds good');
    await visitor.context.close();
  });

  it('a language setting changed in the console is the next page load’s language', async () => {
    const owner = await open();
    await owner.page.goto(siteUrl('/config/settings'));
    const form = owner.page.getByRole('form', { name: 'Languages' });
    await form.waitFor();
    await form.getByRole('checkbox', { name: 'French (France), fr-FR' }).check();
    await form.getByRole('combobox', { name: 'Default language' }).selectOption('fr-FR');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saved.').waitFor();
    expect(await runAxe(owner.page)).toEqual([]);
    await owner.context.close();

    const visitor = await open({ account: 'anonymous' });
    await visitor.page.goto(siteUrl('/contact.html'));
    // What the page reports: its lang (browsers, screen readers) and the context's website
    // language, which the analytics send as website_locale.
    expect(
      await visitor.page.evaluate(() => {
        const context = JSON.parse(document.getElementById('tessera-context')!.textContent!);
        return [document.documentElement.lang, context.website.language, context.website.languages];
      }),
    ).toEqual(['fr-FR', 'fr-FR', ['fr-FR', 'en-US']]);
    await visitor.context.close();
  });

  it('a viewer sees every setting read-only, and the server refuses a forced write (403)', async () => {
    const { context, page } = await open({ account: viewer });
    await page.goto(siteUrl('/config/settings'));
    await page.getByRole('form', { name: 'Cookie banner' }).waitFor();
    expect(
      await page.getByText('You have view-only access: viewers cannot change the site.').count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    const enabled = await page.locator('main form :is(input, textarea):enabled').count();
    expect(enabled).toBe(0);
    const refused = await page.evaluate(async () => {
      const start = JSON.parse(document.getElementById('tessera-console')!.textContent!);
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const put = (path: string, body: unknown) =>
        fetch(path, {
          method: 'PUT',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            'X-XSRF-Token': start.xsrfToken,
            'x-csrf-token': crumb,
          },
          body: JSON.stringify(body),
        }).then(async (answer) => [answer.status, await answer.json()]);
      return [
        await put('/api/console/settings/cookie-banner', { cookieBannerCtaText: 'Hacked' }),
        await put('/api/site-header-footer', { header: 'Hacked' }),
        await put('/api/console/settings/languages', {
          defaultLanguage: 'de-DE',
          languages: ['de-DE'],
        }),
      ];
    });
    expect(
      refused.map(([status, body]) => [
        status,
        (body as { authorizationFail?: boolean }).authorizationFail,
      ]),
    ).toEqual([
      [403, true],
      [403, true],
      [403, true],
    ]);
    await context.close();
  });

  it('axe finds no violation on any console screen, and none scrolls sideways at 360 px', async () => {
    for (const width of [1280, 360]) {
      const { context, page, cspViolations } = await open({ width });
      for (const [path, ready] of [
        ['/config/', 'Site'],
        ['/config/submissions', 'Contact'],
        ['/config/submissions/contact/s1', 'Page'],
        ['/config/orders', 'Orders'],
        ['/config/analytics', 'JavaScript errors'],
        ['/config/consent', 'Consent log'],
        ['/config/settings', 'Languages'],
      ] as const) {
        await page.goto(siteUrl(path));
        await page.getByRole('heading', { name: ready, exact: true }).first().waitFor();
        await page.waitForFunction(
          () =>
            ![...document.querySelectorAll('main [role="status"]')].some(
              (status) => status.textContent === 'Loading…',
            ),
        );
        expect({ path, width, violations: await runAxe(page) }).toEqual({
          path,
          width,
          violations: [],
        });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
      }
      expect(cspViolations).toEqual([]);
      await context.close();
    }
  });
});
