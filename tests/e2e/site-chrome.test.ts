/**
 * Site chrome end to end (@tessera/chrome): examples/site/blocks.html on the reference server
 * with the built script. The page's own context (site.json) turns the announcement bar on and
 * gives the mobile info bar the light style. Skipped locally until dist/ holds the chunk (a
 * failure under CI=true).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { layoutShiftSum, recordLayoutShifts } from '../support/layout-shifts';

const available = builtScriptHas('site-chrome-') && hasChromium();
const DAY = 86_400_000;

const { server, browser } = withBrowserAndServer({ enabled: available });

/** A context with consent given (no cookie banner over the page) and layout shifts recorded. */
async function open(width: number, cookies: { name: string; value: string }[] = []) {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  const domain = new URL(server().url).hostname;
  await context.addCookies(
    [{ name: 'ss_cookieAllowed', value: 'true' }, ...cookies].map((cookie) => ({
      ...cookie,
      domain,
      path: '/',
    })),
  );
  await recordLayoutShifts(context);
  const page = await context.newPage();
  return { context, page };
}

const announcement = (page: Page) => page.locator('[data-chrome="announcement-bar"]');
const closeButton = (page: Page) => page.getByRole('button', { name: 'Close the announcement' });
const mobileBar = (page: Page) => page.locator('[data-chrome="mobile-info-bar"]');

/** The page's layout shifts without input, after two more frames. */
async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return layoutShiftSum(page);
}

async function dismissalCookie(context: BrowserContext) {
  return (await context.cookies()).find(
    (cookie) => cookie.name === 'tessera-announcement-dismissed',
  );
}

describe.skipIf(!available)('site chrome on blocks.html', () => {
  it('the announcement bar shows, closes from the keyboard, and stays closed on the next visit without a shift', async () => {
    const { context, page } = await open(1280);
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await closeButton(page).waitFor();
    expect(await announcement(page).isVisible()).toBe(true);
    expect(await layoutShift(page)).toBe(0);

    await closeButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => announcement(page).isVisible()).toBe(false);
    // The focus goes on to what follows the bar (the header's brand link), not to the body.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('brand');
    const cookie = (await dismissalCookie(context))!;
    expect(cookie.value).toBe('spring-prints');
    expect(Math.abs(cookie.expires * 1000 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    // The next visit: the server renders the bar hidden, so nothing moves when the script runs.
    const response = await page.reload({ waitUntil: 'networkidle' });
    expect(await response!.text()).toContain(
      'data-announcement-id="spring-prints" role="region" aria-label="Announcement" hidden>',
    );
    await page.waitForFunction(() => window.Tessera !== undefined);
    expect(await announcement(page).isVisible()).toBe(false);
    expect(await closeButton(page).count()).toBe(0);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });

  it('the measurement has teeth: a closed bar the server did not hide moves the page when the script hides it', async () => {
    const { context, page } = await open(1280, [
      { name: 'tessera-announcement-dismissed', value: 'spring-prints' },
    ]);
    // As a server that ignores the cookie would send it: the bar in flow, not hidden.
    await context.route(`${server().url}/blocks.html`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'aria-label="Announcement" hidden>',
        'aria-label="Announcement">',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await expect.poll(() => announcement(page).isVisible()).toBe(false);
    expect(await layoutShift(page)).toBeGreaterThan(0);
    await context.close();
  });

  it('a bar with another id than the one closed shows again', async () => {
    const { context, page } = await open(1280, [
      { name: 'tessera-announcement-dismissed', value: 'winter-sale' },
    ]);
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await closeButton(page).waitFor();
    expect(await announcement(page).isVisible()).toBe(true);
    await context.close();
  });

  it('the mobile info bar shows at 1024 px, not at 1025 px, and follows a resize', async () => {
    const { context, page } = await open(1024);
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await expect.poll(() => mobileBar(page).isVisible()).toBe(true);
    expect(await mobileBar(page).getAttribute('data-style')).toBe('light');
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect.poll(() => mobileBar(page).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => mobileBar(page).isVisible()).toBe(true);
    await context.close();

    const wide = await open(1025);
    await wide.page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await wide.page.locator('[data-chrome="mobile-info-bar"][data-style="light"]').waitFor({
      state: 'attached',
    });
    expect(await mobileBar(wide.page).isVisible()).toBe(false);
    await wide.context.close();
  });

  it('with both bars up: no layout shift and no axe violation in them', async () => {
    const { context, page } = await open(1024);
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await closeButton(page).waitFor();
    await expect.poll(() => mobileBar(page).isVisible()).toBe(true);
    expect(await layoutShift(page)).toBe(0);
    expect(
      await runAxe(page, {
        include: ['[data-chrome="announcement-bar"]', '[data-chrome="mobile-info-bar"]'],
      }),
    ).toEqual([]);
    await context.close();
  });

  it('fonts: one stylesheet request with one family per font, the Typekit kit, the missing-font warning', async () => {
    const { context, page } = await open(1280);
    const fonts = await serveFonts(context, { fontsRequireConsent: false });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    await expect.poll(() => fonts.length).toBe(2);
    expect(fonts.sort()).toEqual([
      'https://fonts.googleapis.com/css2?family=Lora%3Aital%2Cwght%400%2C400%3B1%2C400&family=Work+Sans%3Awght%40400%3B600&display=swap',
      'https://use.typekit.net/abc1xyz.css',
    ]);
    await expect
      .poll(() => warnings.filter((text) => text.includes('Typekit')))
      .toEqual(['Requested font no longer in Typekit brandon-grotesque']);
    // The faked stylesheets were applied: their faces are the document's now.
    const families = await page.evaluate(() => [...document.fonts].map((face) => face.family));
    expect(families.map((family) => family.replace(/"/g, ''))).toEqual(
      expect.arrayContaining(['Lora', 'proxima-nova']),
    );
    await context.close();
  });

  it('fonts under the restrictive policy, when the site says so: no font host before Accept, then the stylesheets', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const fonts = await serveFonts(context, { fontsRequireConsent: true });
    const page = await context.newPage();
    await page.goto(`${server().url}/blocks.html`, { waitUntil: 'networkidle' });
    const banner = page.locator('tessera-overlays [data-part="cookie-banner"]');
    await banner.waitFor();
    expect(fonts).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => fonts.length).toBe(2);
    await context.close();
  });
});

/**
 * Serves blocks.html with fonts in its page context (googleFonts, a Typekit kit, typekitFonts
 * of which one the kit lacks) and a policy that lets the font hosts in, and fakes the hosts:
 * no real network. Returns the font URLs the page requests. The demo itself names no font host,
 * so that no other test of the page reaches out.
 */
async function serveFonts(
  context: BrowserContext,
  settings: { fontsRequireConsent: boolean },
): Promise<string[]> {
  const requested: string[] = [];
  const css = (family: string) =>
    `@font-face { font-family: '${family}'; font-display: swap; src: local('Georgia'), local('DejaVu Serif'); }`;
  await context.route('https://fonts.googleapis.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/css', body: css('Lora') });
  });
  await context.route('https://use.typekit.net/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/css', body: css('proxima-nova') });
  });
  await context.route(`${server().url}/blocks.html`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const json = /<script type="application\/json" id="tessera-context">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    const page = JSON.parse(json);
    page.googleFonts = [
      { includeName: 'Lora:ital,wght@0,400;1,400' },
      { includeName: 'Work Sans:wght@400;600' },
    ];
    page.website.typekitId = 'abc1xyz';
    page.typekitFonts = [{ id: 'proxima-nova' }, { id: 'brandon-grotesque' }];
    page.websiteSettings.fontsRequireConsent = settings.fontsRequireConsent;
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']!.replace(
      'style-src ',
      'style-src https://fonts.googleapis.com https://use.typekit.net ',
    );
    await route.fulfill({
      response,
      headers,
      body: html.replace(json, JSON.stringify(page).replace(/</g, '\\u003c')),
    });
  });
  return requested;
}
