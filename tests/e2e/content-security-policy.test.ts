/**
 * The demo site under the reference server's Content-Security-Policy (issue 21): every page,
 * and what a visitor does on it (accept the banner: the gated script and map run; open the
 * lightbox; send the contact form: its post-submit script runs), causes no violation, while a
 * script injected into the page is refused.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';

const available = builtScriptHas() && hasChromium();

const { server, browser } = withBrowserAndServer({ enabled: available });

interface Visit {
  context: BrowserContext;
  page: Page;
  /** The policy header of the page's answer. */
  policy: string | null;
  /** "directive blocked-URI" of each violation reported so far. */
  violations(): Promise<string[]>;
}

/** Opens a page recording every `securitypolicyviolation` (they bubble out of shadow roots). */
async function visit(path: string): Promise<Visit> {
  const context = await browser().newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const response = await page.goto(`${server().url}${path}`);
  await page.waitForFunction(
    () => (window as unknown as { Tessera?: { state: string } }).Tessera?.state === 'initialised',
  );
  await page.waitForLoadState('networkidle');
  return {
    context,
    page,
    policy: (await response?.headerValue('content-security-policy')) ?? null,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

describe.skipIf(!available)('the demo site under its Content-Security-Policy', () => {
  it.each(['/', '/store.html', '/gallery.html', '/gallery-large.html', '/contact.html'])(
    '%s loads with the policy and no violation',
    async (path) => {
      const { context, policy, violations } = await visit(path);
      expect(policy).toContain("script-src 'self';");
      expect(await violations()).toEqual([]);
      await context.close();
    },
  );

  it('accepting cookies runs the gated script and offers the map without a violation', async () => {
    const { context, page, violations } = await visit('/');
    const banner = page.locator('tessera-overlays [data-part="cookie-banner"]');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.analyticsDemo === 'loaded');
    const map = page.locator('[data-block="map"]');
    await map.scrollIntoViewIfNeeded();
    await map
      .locator('[data-part="map-panel"] button', { hasText: 'Show the interactive map' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('the lightbox opens without a violation', async () => {
    const { context, page, violations } = await visit('/gallery.html');
    await page
      .locator('ul[data-block="lightbox"] a')
      .first()
      .evaluate((link: HTMLElement) => {
        link.scrollIntoView();
        link.click();
      });
    await page.waitForFunction(
      () =>
        document
          .querySelector('tessera-overlays')
          ?.shadowRoot?.querySelector<HTMLElement>('.lightbox')?.dataset.phase === 'open',
    );
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("the contact form's post-submit script runs without a violation", async () => {
    const { context, page, violations } = await visit('/contact.html');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.fill('#contact-email', 'ada@example.com');
    await page.fill('#contact-message', 'A policy check.');
    await page.click('form[data-block="form"] button[type="submit"]');
    await page.waitForFunction(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer !== undefined,
    );
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer),
    ).toEqual([{ event: 'contact-form-sent' }]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('refuses a script injected into the page, inline or from another origin', async () => {
    const { context, page, violations } = await visit('/');
    const ran = await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = '(window).injected = true;';
      document.body.append(inline);
      const image = document.createElement('img');
      image.setAttribute('src', 'data:,');
      image.setAttribute('onerror', '(window).injectedHandler = true;');
      document.body.append(image);
      // Refused before any request is made: no network beyond 127.0.0.1.
      const remote = document.createElement('script');
      remote.src = 'https://scripts.invalid/x.js';
      document.body.append(remote);
      await new Promise((done) => setTimeout(done, 100));
      const flags = window as unknown as { injected?: boolean; injectedHandler?: boolean };
      return { inline: flags.injected ?? false, handler: flags.injectedHandler ?? false };
    });
    expect(ran).toEqual({ inline: false, handler: false });
    expect((await violations()).sort()).toEqual([
      'script-src-attr inline',
      'script-src-elem https://scripts.invalid/x.js',
      'script-src-elem inline',
    ]);
    await context.close();
  });
});
