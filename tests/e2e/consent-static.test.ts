/**
 * Consent on a site without our backend (issue 20): pages served by a plain static file server,
 * with the built script (dist/tessera.js) and no page context, only markup. Gated elements wait
 * for an acceptance and run by purpose; the banner offers Accept and Decline of equal weight;
 * the preferences dialog passes axe and the APG modal dialog keyboard checks; Google Consent
 * Mode v2 signals follow the purposes; GPC declines; the markup configuration
 * (`#tessera-consent`) opts out or names purposes, and a malformed one warns once. Skipped
 * locally until dist/ holds the preferences chunk (a failure under CI=true).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndStaticServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import type { StaticServer } from '../support/static-server';

const available = builtScriptHas('mount-consent-preferences-') && hasChromium();

/** A blog page as a static site generator writes it: the script line and markup, no context. */
function blog(options: { config?: string; gtag?: boolean; extra?: string } = {}): string {
  const config =
    options.config === undefined
      ? ''
      : `<script type="application/json" id="tessera-consent">${options.config}</script>`;
  const gtag = options.gtag
    ? '<script>window.dataLayer = window.dataLayer || []; function gtag(){ dataLayer.push(arguments); }</script>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
${config}${gtag}<script type="module" src="/tessera/tessera.js"></script></head>
<body><main><h1>A blog post</h1><p>Text of the post.</p>
<script type="text/plain" data-consent="analytics" src="/ga.js"></script>
<iframe title="Map" width="400" height="200" data-consent="functional" data-src="/map.html"></iframe>
<script type="text/plain" data-consent="marketing">window.marketingRan = true;</script>
${options.extra ?? ''}
<p><a href="#cookies" data-consent-open="preferences">Cookie preferences</a></p></main></body></html>`;
}

/** The blog pages and the gated resources they load. */
function addPages(host: StaticServer): void {
  // A stand-in for the Google tag's script: it sets _ga as gtag.js does.
  host.page(
    '/ga.js',
    "document.cookie = '_ga=GA1.1.42.42; path=/'; window.gaRan = (window.gaRan || 0) + 1;",
    'text/javascript',
  );
  host.page('/map.html', '<!doctype html><title>Map</title><p>Map</p>');
  host.page('/maps.html', '<!doctype html><title>Maps</title><p>Maps</p>');
  host.page('/blog.html', blog());
  host.page('/gtag.html', blog({ gtag: true }));
  host.page('/malformed.html', blog({ config: '{"purposes": ["analytics",}' }));
  host.page(
    '/opt-out.html',
    blog({ config: JSON.stringify({ waitForConsent: false, isCookieBannerEnabled: false }) }),
  );
  host.page(
    '/purposes.html',
    blog({
      config: JSON.stringify({
        purposes: ['analytics', { id: 'maps', label: 'Maps', description: 'Embedded maps.' }],
        cookieBannerTheme: 'LIGHT',
      }),
      extra:
        '<iframe title="Maps" width="400" height="200" data-consent="maps" data-src="/maps.html"></iframe>',
    }),
  );
}

const { server, visit } = withBrowserAndStaticServer({
  enabled: available,
  setUp: addPages,
});

const banner = (page: Page) => page.locator('tessera-overlays [data-part="cookie-banner"]');
const dialog = (page: Page) => page.locator('tessera-overlays dialog[open]');
const cookieNames = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).sort();
/** What ran: the gated analytics script, the marketing script, the iframe's src. */
const ran = (page: Page) =>
  page.evaluate(() => {
    const view = window as unknown as { gaRan?: number; marketingRan?: boolean };
    return {
      ga: view.gaRan ?? 0,
      marketing: view.marketingRan === true,
      iframe: document.querySelector('iframe[title="Map"]')?.getAttribute('src') ?? null,
    };
  });
/** The dataLayer's consent commands, as [command, state] pairs. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent')
      .map((entry) => [entry[1], entry[2]]),
  );
const NOTHING_RAN = { ga: 0, marketing: false, iframe: null };

async function axe(page: Page) {
  // The dialog fades in (0.3 s): axe reads colours once it is fully opaque.
  await page.waitForFunction(() => {
    const open = document.querySelector('tessera-overlays')?.shadowRoot?.querySelector('dialog');
    return !open || getComputedStyle(open).opacity === '1';
  });
  return runAxe(page);
}

/** The element focused inside the overlay host's shadow root, by its name or text. */
const focusedInOverlay = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('tessera-overlays')?.shadowRoot?.activeElement;
    if (!active) return document.activeElement?.textContent?.trim() ?? null;
    return (
      active.getAttribute('name') ?? active.getAttribute('aria-label') ?? active.textContent?.trim()
    );
  });

describe.skipIf(!available)('consent without a backend: markup only, static host', () => {
  it('nothing gated runs and no _ga is set before a choice; the banner offers Accept and Decline of equal weight; Accept runs every purpose', async () => {
    const { context, page, requests } = await visit('/blog.html');
    await banner(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await ran(page)).toEqual(NOTHING_RAN);
    expect(requests.filter((path) => ['/ga.js', '/map.html'].includes(path))).toEqual([]);
    expect(await cookieNames(context)).toEqual([]);
    const buttons = banner(page).locator('button');
    expect(await buttons.allTextContents()).toEqual(['Preferences', 'Decline', 'Accept']);
    const look = (part: string) =>
      banner(page)
        .locator(`[data-part="${part}"]`)
        .evaluate((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return [
            style.backgroundColor,
            style.color,
            style.fontSize,
            style.borderColor,
            box.height,
          ];
        });
    expect(await look('decline')).toEqual(await look('accept'));

    await banner(page).locator('[data-part="accept"]').click();
    await page.waitForFunction(() => (window as unknown as { gaRan?: number }).gaRan === 1);
    expect(await ran(page)).toEqual({ ga: 1, marketing: true, iframe: '/map.html' });
    expect(await banner(page).count()).toBe(0);
    expect(await cookieNames(context)).toEqual(['_ga=GA1.1.42.42', 'ss_cookieAllowed=true']);

    // The next page runs everything at once, without a banner.
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { gaRan?: number }).gaRan === 1);
    expect(await ran(page)).toEqual({ ga: 1, marketing: true, iframe: '/map.html' });
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('Decline runs nothing gated, and the choice holds on the next page', async () => {
    const { context, page } = await visit('/blog.html');
    await banner(page).locator('[data-part="decline"]').click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await ran(page)).toEqual(NOTHING_RAN);
    expect(await banner(page).count()).toBe(0);
    expect(await cookieNames(context)).toEqual(['ss_cookieAllowed=false']);
    await context.close();
  });

  it('the preferences dialog releases by purpose: analytics alone runs the analytics script only', async () => {
    const { context, page, requests } = await visit('/blog.html');
    await banner(page).locator('[data-part="preferences"]').click();
    await dialog(page).waitFor();
    expect(await axe(page)).toEqual([]);
    const boxes = dialog(page).locator('input[type="checkbox"]');
    expect(
      await boxes.evaluateAll((inputs) =>
        inputs.map((input) => [
          (input as HTMLInputElement).name,
          (input as HTMLInputElement).checked,
          (input as HTMLInputElement).disabled,
        ]),
      ),
    ).toEqual([
      ['necessary', true, true],
      ['functional', false, false],
      ['analytics', false, false],
      ['marketing', false, false],
    ]);
    await dialog(page).locator('input[name="analytics"]').check();
    await dialog(page).locator('[data-part="save"]').click();
    await page.waitForFunction(() => (window as unknown as { gaRan?: number }).gaRan === 1);
    await dialog(page).waitFor({ state: 'detached' });
    // The analytics script has run, so the choice's one release pass is over: a wrongly released
    // iframe would have its src by now. Not networkidle, which waited out 30 s once in ci16.
    expect(await ran(page)).toEqual({ ga: 1, marketing: false, iframe: null });
    expect(requests).not.toContain('/map.html');
    expect(await banner(page).count()).toBe(0);
    expect(await cookieNames(context)).toEqual([
      '_ga=GA1.1.42.42',
      'ss_cookieAllowed=false',
      'tessera_consent=analytics',
    ]);

    // Reopened, the dialog shows the stored choice; adding functional loads the map.
    await page.reload();
    await page.locator('a[data-consent-open]').click();
    await dialog(page).waitFor();
    expect(await dialog(page).locator('input[name="analytics"]').isChecked()).toBe(true);
    expect(await dialog(page).locator('input[name="functional"]').isChecked()).toBe(false);
    await dialog(page).locator('input[name="functional"]').check();
    await dialog(page).locator('[data-part="save"]').click();
    await page.waitForFunction(
      () => document.querySelector('iframe[title="Map"]')?.getAttribute('src') === '/map.html',
    );
    expect(await ran(page)).toEqual({ ga: 1, marketing: false, iframe: '/map.html' });
    expect(await cookieNames(context)).toEqual([
      '_ga=GA1.1.42.42',
      'ss_cookieAllowed=false',
      'tessera_consent=functional.analytics',
    ]);
    await context.close();
  });

  it('APG modal dialog: focus moves in, Tab and Shift+Tab wrap inside, Escape closes without a choice, focus returns to the link', async () => {
    const { context, page } = await visit('/blog.html');
    await banner(page).waitFor();
    await page.locator('a[data-consent-open]').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-labelledby')).not.toBeNull();
    expect(await dialog(page).locator('h2').textContent()).toBe('Cookie preferences');
    const first = await focusedInOverlay(page);
    expect(first).not.toBeNull();
    // The tabbable elements: × (close), three enabled checkboxes, three buttons.
    const seen: (string | null)[] = [first];
    for (let step = 0; step < 7; step++) {
      await page.keyboard.press('Tab');
      seen.push(await focusedInOverlay(page));
    }
    expect(seen[7]).toBe(seen[0]);
    expect(new Set(seen.slice(0, 7)).size).toBe(7);
    expect(seen).toContain('analytics');
    expect(seen).toContain('Save choices');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInOverlay(page)).toBe(seen[6]);
    // Space toggles a checkbox; Escape closes without storing anything.
    await dialog(page).locator('input[name="marketing"]').focus();
    await page.keyboard.press('Space');
    expect(await dialog(page).locator('input[name="marketing"]').isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Cookie preferences',
    );
    expect(await cookieNames(context)).toEqual([]);
    expect(await ran(page)).toEqual(NOTHING_RAN);
    await context.close();
  });

  it('Google Consent Mode v2: a denied default that waits, then an update per purpose', async () => {
    const { context, page } = await visit('/gtag.html');
    await banner(page).waitFor();
    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    };
    expect(await consentCommands(page)).toEqual([['default', { ...denied, wait_for_update: 500 }]]);
    await banner(page).locator('[data-part="preferences"]').click();
    await dialog(page).locator('input[name="analytics"]').check();
    await dialog(page).locator('[data-part="save"]').click();
    await page.waitForFunction(() => (window as unknown as { gaRan?: number }).gaRan === 1);
    expect((await consentCommands(page))[1]).toEqual([
      'update',
      { ...denied, analytics_storage: 'granted' },
    ]);
    await page.locator('a[data-consent-open]').click();
    await dialog(page).locator('input[name="marketing"]').check();
    await dialog(page).locator('[data-part="save"]').click();
    await page.waitForFunction(
      () => (window as unknown as { marketingRan?: boolean }).marketingRan === true,
    );
    expect((await consentCommands(page))[2]).toEqual([
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    // A page without a Google tag gets no dataLayer from us.
    await page.goto(`${server().url}/blog.html`);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    await context.close();
  });

  it('GPC declines every purpose but necessary: no banner, nothing gated, Consent Mode denied', async () => {
    const { context, page } = await visit('/gtag.html', async (context) => {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
    });
    await page.waitForFunction(() => document.cookie.includes('ss_cookieAllowed=false'));
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(await ran(page)).toEqual(NOTHING_RAN);
    expect(await cookieNames(context)).toEqual(['ss_cookieAllowed=false']);
    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    };
    expect(await consentCommands(page)).toEqual([
      ['default', denied],
      ['update', denied],
    ]);
    await context.close();
  });

  it('a malformed configuration warns once and keeps the safe default', async () => {
    const { context, page, warnings } = await visit('/malformed.html');
    await banner(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await ran(page)).toEqual(NOTHING_RAN);
    expect(warnings.filter((text) => text.includes('consent configuration'))).toHaveLength(1);
    expect(warnings.find((text) => text.includes('consent configuration'))).toContain(
      '[tessera] The consent configuration (script#tessera-consent) is not a JSON object: using the safe default',
    );
    await context.close();
  });

  it('the configuration opts out of waiting: gated elements run at once, no banner', async () => {
    const { context, page } = await visit('/opt-out.html');
    await page.waitForFunction(() => (window as unknown as { gaRan?: number }).gaRan === 1);
    expect(await ran(page)).toEqual({ ga: 1, marketing: true, iframe: '/map.html' });
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('the site\'s own purposes: the dialog lists them, and data-consent="maps" waits for Maps alone', async () => {
    const { context, page, requests } = await visit('/purposes.html');
    await banner(page).locator('[data-part="preferences"]').click();
    await dialog(page).waitFor();
    expect(await dialog(page).locator('label span').allTextContents()).toEqual([
      'Necessary',
      'Analytics',
      'Maps',
    ]);
    expect(await axe(page)).toEqual([]);
    await dialog(page).locator('input[name="maps"]').check();
    await dialog(page).locator('[data-part="save"]').click();
    await page.waitForFunction(
      () => document.querySelector('iframe[title="Maps"]')?.getAttribute('src') === '/maps.html',
    );
    // The Maps frame has loaded: what the choice released has run (the release is one pass), so
    // nothing else is to come. Not networkidle, which once waited out its 30 s on a loaded machine.
    await page.frameLocator('iframe[title="Maps"]').locator('p', { hasText: 'Maps' }).waitFor();
    expect(await ran(page)).toEqual(NOTHING_RAN);
    expect(requests.filter((path) => ['/ga.js', '/map.html'].includes(path))).toEqual([]);
    expect(await cookieNames(context)).toEqual(['ss_cookieAllowed=false', 'tessera_consent=maps']);
    await context.close();
  });
});
