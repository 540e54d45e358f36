/**
 * The consent package in real Chromium: the restrictive policy, the consent cookie, script
 * gating, GPC, the popup schedule and axe on every overlay. The page runs the real runtime
 * with the consent features, bundled as the script-tag build bundles them (browser/entry.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../../../tests/support/chromium';
import { type StaticServer, startStaticServer } from '../../../tests/support/static-server';
import { buildTestScript } from './browser/build-test-script';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const DAY = 86_400_000;
const TRACKING = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];

interface PageOptions {
  cookieSettings?: Record<string, unknown>;
  popupOverlaySettings?: Record<string, unknown>;
  body?: string;
  /** Response headers of the page (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>;
  /** The nonce of the page's own script tag. */
  nonce?: string;
}

function html({ cookieSettings, popupOverlaySettings, body = '', nonce }: PageOptions): string {
  const context = {
    cookieSettings,
    websiteSettings: popupOverlaySettings ? { popupOverlaySettings } : {},
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consent test</title>
<script type="application/json" id="tessera-context">${JSON.stringify(context)}</script>
<script type="module" src="/consent.js"${nonce ? ` nonce="${nonce}"` : ''}></script></head>
<body><main><h1>Shop</h1><p>Welcome.</p>${body}
<p><a href="#cookies" data-consent-open>Cookie settings</a></p></main></body></html>`;
}

// A tracker that is not gated: it tries to set a tracking cookie after the consent script ran.
const lateTracker = `<script>setTimeout(() => { document.cookie = 'SS_MID=late; path=/'; window.trackerTried = true; }, 300);</script>`;
// A gated tracker: it sets a cookie and sends a tracking request, but only once released.
const gatedTracker = `<script type="text/plain" data-consent="analytics" src="/tracker.js"></script>`;
const trackerScript = `document.cookie = 'ss_cvr=v1|1|1|1|1; path=/'; window.trackerRan = (window.trackerRan || 0) + 1;
fetch('/api/census/RecordHit', { method: 'POST', body: 'event=view' });`;

const restrictive = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
};

let browser: Browser | undefined;
let server: StaticServer;
const available = hasChromium();

beforeAll(async () => {
  if (!available) return;
  const outdir = await buildTestScript();
  server = await startStaticServer(outdir);
  server.page('/tracker.js', trackerScript, 'text/javascript');
  server.page('/lib.js', 'window.lib = { init() { window.initRan = true; } };', 'text/javascript');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  apiCalls: { path: string; body: string }[];
}

async function open(
  path: string,
  options: PageOptions,
  init?: (context: BrowserContext) => Promise<void>,
): Promise<Visit> {
  server.page(path, html(options), undefined, options.headers);
  const context = await browser!.newContext();
  await init?.(context);
  const page = await context.newPage();
  const apiCalls: Visit['apiCalls'] = [];
  await page.route('**/api/**', (route) => {
    const request = route.request();
    apiCalls.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await page.goto(`${server.url}${path}`);
  return { context, page, apiCalls };
}

const banner = (page: Page) => page.locator('tessera-overlays [data-part="cookie-banner"]');
const trackingCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((cookie) => TRACKING.includes(cookie.name))
    .map((cookie) => cookie.name);

async function axeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document): Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

describe.skipIf(!available)('consent in Chromium', () => {
  it('restrictive policy before a choice: no tracking cookie and no tracking request, across reloads, even when scripts try', async () => {
    const { context, page, apiCalls } = await open(
      '/restrictive.html',
      { cookieSettings: restrictive, body: lateTracker + gatedTracker },
      (context) =>
        context.addCookies(
          [
            { name: 'ss_cvr', value: 'old|1|1|1|1', url: 'http://127.0.0.1/' },
            { name: 'SS_MATTR', value: 'x', url: 'http://127.0.0.1/restrictive.html' },
          ].map((cookie) => ({ ...cookie, url: `${server.url}/` })),
        ),
    );
    await banner(page).waitFor();
    await page.waitForFunction(
      () => (window as unknown as { trackerTried?: boolean }).trackerTried === true,
    );
    // A Set-Cookie on a response is caught by the CookieStore change event.
    await page.route('**/set-tracking', (route) =>
      route.fulfill({ status: 200, headers: { 'set-cookie': 'ss_cvt=123; Path=/' }, body: 'ok' }),
    );
    await page.evaluate(() => fetch('/set-tracking'));
    await expect.poll(() => trackingCookies(context)).toEqual([]);
    for (let visit = 0; visit < 2; visit++) {
      await page.reload();
      await banner(page).waitFor();
      await page.waitForFunction(
        () => (window as unknown as { trackerTried?: boolean }).trackerTried === true,
      );
      expect(await trackingCookies(context)).toEqual([]);
    }
    expect(apiCalls.filter((call) => call.path === '/api/census/RecordHit')).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { trackerRan?: number }).trackerRan),
    ).toBeUndefined();
    expect(server.requests).not.toContain('/tracker.js');
    await context.close();
  });

  it('accept writes ss_cookieAllowed=true for 30 days, runs gated scripts, and the banner stays gone on reload', async () => {
    const { context, page, apiCalls } = await open('/accept.html', {
      cookieSettings: restrictive,
      body: gatedTracker,
    });
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'ss_cookieAllowed')!;
    expect(cookie.value).toBe('true');
    expect(Math.abs(cookie.expires * 1000 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    await page.waitForFunction(
      () => (window as unknown as { trackerRan?: number }).trackerRan === 1,
    );
    await expect.poll(() => apiCalls.map((call) => call.path)).toContain('/api/census/RecordHit');
    // The proof of consent is sent independently of the tracker: wait for it too.
    await expect.poll(() => apiCalls.map((call) => call.path)).toContain('/api/consent/record');
    const record = apiCalls.find((call) => call.path === '/api/consent/record')!;
    expect(Object.fromEntries(new URLSearchParams(record.body))).toEqual({
      decision: 'accepted',
      bannerVersion: '2',
      source: 'banner',
      visitorCookie: '',
      purposes: 'necessary,functional,analytics,marketing',
    });
    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { trackerRan?: number }).trackerRan === 1,
    );
    expect(await banner(page).count()).toBe(0);
    expect(await trackingCookies(context)).toEqual(['ss_cvr']);
    await context.close();
  });

  it('accepted, gated scripts run in document order: an inline script after an external one finds it', async () => {
    const { context, page } = await open('/order.html', {
      cookieSettings: restrictive,
      body: `<script type="text/plain" data-consent="analytics" src="/lib.js"></script>
        <script type="text/plain" data-consent="analytics">window.lib.init()</script>`,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => (window as unknown as { initRan?: boolean }).initRan);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('under a strict nonce CSP, an accepted inline gated script keeps its nonce and runs', async () => {
    const { context, page } = await open('/csp.html', {
      cookieSettings: restrictive,
      nonce: 'n0nce',
      headers: { 'content-security-policy': "script-src 'self' 'nonce-n0nce'" },
      body: `<script type="text/plain" data-consent="analytics" nonce="n0nce">window.inlineRan = true</script>`,
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => (window as unknown as { inlineRan?: boolean }).inlineRan);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('decline writes ss_cookieAllowed=false for 30 days; the banner stays gone and nothing is tracked; the link reopens it', async () => {
    const { context, page } = await open('/decline.html', {
      cookieSettings: restrictive,
      body: gatedTracker,
    });
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'ss_cookieAllowed')!;
    expect(cookie.value).toBe('false');
    expect(Math.abs(cookie.expires * 1000 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { trackerRan?: number }).trackerRan),
    ).toBeUndefined();
    // "Cookie settings" reopens it with focus on its first button (Preferences, then Decline).
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await banner(page).waitFor();
    expect(
      await page.evaluate(
        () => document.querySelector('tessera-overlays')?.shadowRoot?.activeElement?.textContent,
      ),
    ).toBe('Preferences');
    await context.close();
  });

  it('the banner is reachable by keyboard and leaves the page usable', async () => {
    const { context, page } = await open('/keyboard.html', {
      cookieSettings: restrictive,
      body: '<button id="page-button">Page</button>',
    });
    await banner(page).waitFor();
    await page.locator('#page-button').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-button');
    const names: string[] = [];
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          const active =
            document.activeElement?.shadowRoot?.activeElement ?? document.activeElement;
          return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
        }),
      );
    }
    expect(names).toEqual(expect.arrayContaining(['Decline', 'Accept']));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => banner(page).count()).toBe(0);
    await context.close();
  });

  it('GPC declines where the accept type allows it: no banner, no gated script, a gpc record', async () => {
    const { context, page, apiCalls } = await open(
      '/gpc.html',
      { cookieSettings: restrictive, body: gatedTracker },
      async (context) => {
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        );
      },
    );
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((entry) => entry.name === 'ss_cookieAllowed')?.value,
      )
      .toBe('false');
    await expect
      .poll(() => apiCalls.find((call) => call.path === '/api/consent/record')?.body)
      .toContain('source=gpc');
    expect(await banner(page).count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { trackerRan?: number }).trackerRan),
    ).toBeUndefined();
    await context.close();
  });

  it('gated iframes show a placeholder; one click loads that one', async () => {
    const { context, page } = await open('/iframe.html', {
      cookieSettings: restrictive,
      body: '<iframe title="Video" width="320" height="180" data-consent="video" data-src="/frame.html"></iframe>',
    });
    server.page('/frame.html', '<!doctype html><title>frame</title><p>video</p>');
    const placeholder = page.locator('[data-part="consent-placeholder"]');
    await placeholder.waitFor();
    expect(await page.locator('iframe').getAttribute('src')).toBeNull();
    await placeholder.getByRole('button', { name: 'Load content' }).click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe('/frame.html');
    expect(await placeholder.count()).toBe(0);
    expect(await banner(page).count()).toBe(1);
    await context.close();
  });

  it('sits where its position says: a top or bottom bar across the page, or a popup in its corner (spec 000 §2, §4)', async () => {
    const { context, page } = await open('/positions.html', {
      cookieSettings: { isCookieBannerEnabled: true },
    });
    await page.setViewportSize({ width: 1000, height: 700 });
    await banner(page).waitFor();
    /** Sends the banner new settings (the update event) and measures it at its new position. */
    const box = async (settings: Record<string, unknown>, position: string) => {
      await page.evaluate((next) => {
        const bus = (window as unknown as { tesseraEvents: { emit(n: string, d: unknown): void } })
          .tesseraEvents;
        bus.emit('cookie-banner:update', { isCookieBannerEnabled: true, ...next });
      }, settings);
      const located = banner(page).and(page.locator(`[data-position="${position}"]`));
      await located.waitFor();
      return (await located.boundingBox())!;
    };
    // Default: a bar at the bottom, across the whole width.
    const bottom = await box({}, 'bottom');
    expect(bottom.x).toBe(0);
    expect(bottom.width).toBe(1000);
    expect(bottom.y + bottom.height).toBeCloseTo(700, 0);
    const top = await box({ cookieBannerPosition: 'TOP' }, 'top');
    expect(top.y).toBe(0);
    expect(top.width).toBe(1000);
    // A popup position on a bar maps to the bar on the same edge.
    expect((await box({ cookieBannerPosition: 'TOP_RIGHT' }, 'top')).y).toBe(0);
    const corner = (position: string) =>
      box({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position }, position.toLowerCase());
    const topLeft = await corner('TOP_LEFT');
    expect(topLeft.width).toBeLessThan(500);
    expect(topLeft.x).toBeLessThan(50);
    expect(topLeft.y).toBeLessThan(50);
    const topRight = await corner('TOP_RIGHT');
    expect(topRight.x + topRight.width).toBeGreaterThan(950);
    expect(topRight.y).toBeLessThan(50);
    const bottomLeft = await corner('BOTTOM_LEFT');
    expect(bottomLeft.x).toBeLessThan(50);
    expect(bottomLeft.y + bottomLeft.height).toBeGreaterThan(650);
    const bottomRight = await corner('BOTTOM_RIGHT');
    expect(bottomRight.x + bottomRight.width).toBeGreaterThan(950);
    expect(bottomRight.y + bottomRight.height).toBeGreaterThan(650);
    // A bar position on a popup maps to the left-hand corner on that edge.
    const mapped = await box(
      { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' },
      'top_left',
    );
    expect(mapped.x).toBeLessThan(50);
    expect(mapped.y).toBeLessThan(50);
    await context.close();
  });

  for (const variant of ['BAR', 'POPUP']) {
    for (const theme of ['LIGHT', 'DARK']) {
      for (const cta of ['TEXT', 'BUTTON', 'ICON']) {
        it(`axe: no violation for the ${variant} banner, ${theme} theme, ${cta} buttons`, async () => {
          const { context, page } = await open(`/axe-${variant}-${theme}-${cta}.html`, {
            cookieSettings: {
              isCookieBannerEnabled: true,
              cookieBannerVariant: variant,
              cookieBannerTheme: theme,
              cookieBannerCtaVariant: cta,
              cookieBannerAcceptType: 'OPT_IN_AND_OUT',
              cookieBannerPosition: variant === 'BAR' ? 'TOP' : 'BOTTOM_RIGHT',
              cookieBannerText:
                '<p>We use cookies. Read our <a href="/privacy">privacy policy</a>.</p>',
            },
          });
          await banner(page).waitFor();
          expect(await axeViolations(page)).toEqual([]);
          await context.close();
        });
      }
    }
  }
});

describe.skipIf(!available)('the popup overlay in Chromium', () => {
  const popupBody = `<template data-popup-overlay>
    <h2>Join our newsletter</h2><p>News once a month.</p>
    <div data-block="form" data-block-config='{"formId":"newsletter","newsletter":true,"isOverlayForm":true}'>
      <form><div data-field-id="email" data-field-type="email">
        <label for="popup-email" data-field-title>Email Address</label>
        <input id="popup-email" name="email" type="email" autocomplete="email"></div>
        <button type="submit">Sign Up</button></form>
    </div></template>`;

  it('follows its schedule across simulated days and passes axe', async () => {
    const start = Date.UTC(2026, 0, 5, 9);
    const { context, page } = await open(
      '/popup.html',
      { popupOverlaySettings: { version: 1, displayFrequency: 2 }, body: popupBody },
      async () => {},
    );
    await page.clock.setFixedTime(start);
    await page.reload();
    const dialog = page.locator('tessera-overlays dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Join our newsletter' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('tessera-popup-overlay'));
    expect(JSON.parse(stored!)).toEqual({ 'date-closed': start, version: 1, submitted: false });

    await page.clock.setFixedTime(start + DAY);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(0);

    await page.clock.setFixedTime(start + 2 * DAY);
    await page.reload();
    await dialog.waitFor();
    await context.close();
  });
});
