/**
 * The order-account block reached from the demo site in one click, as `npm start` serves it
 * (the server's demo option): store.html's "Place a test order and see its confirmation" places
 * a paid test order for this browser and lands on its confirmed page, where the account is made
 * with a 12-character password. Built script, reference server (PGlite), axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { rememberConsent, rememberPopupClosed } from '../support/visitor-state';

const available = builtScriptHas('order-account-') && hasChromium();

const { server, browser } = withBrowserAndServer({
  enabled: available,
  timeout: 60_000,
  server: { demo: true },
});

const BUTTON = 'Place a test order and see its confirmation';

/** The block's chunk has run once its listener is there: wait for the chunk, then a frame. */
async function blockReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/chunks/order-account-')),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
}

describe.skipIf(!available)('the order-account demo on store.html', () => {
  it('goes from the store to the account offer in one click; the account is made there; axe clean', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    // Consent given and the popup signed up for: no overlay over the button or the form.
    await rememberConsent(context, true);
    await rememberPopupClosed(context, { signedUp: true });
    const page = await context.newPage();
    await page.goto(`${server().url}/store.html`);
    const section = page.getByRole('region', { name: 'Demo: the page after checkout' });
    expect(await section.isVisible()).toBe(true);
    expect(await runAxe(page, { include: ['[data-demo-order]'] })).toEqual([]);
    await section.getByRole('button', { name: BUTTON }).click();
    await page.waitForURL(/\/commerce\/orders\/[^/]+\/confirmed$/);
    await blockReady(page);
    const confirmedUrl = page.url();
    expect(await page.getByRole('heading', { name: 'Create an account' }).count()).toBe(1);
    const email = await page.getByLabel('Email').inputValue();
    expect(email).toMatch(/^demo-shopper-[0-9a-f]{12}@example\.com$/);
    expect(await runAxe(page)).toEqual([]);
    await page.getByLabel('Password').fill('twelve chars');
    await page.getByRole('button', { name: 'Create account' }).click();
    const status = page.locator('[data-order-account-status]');
    await expect
      .poll(() => status.textContent())
      .toBe(`Your account is created: you are logged in as ${email}.`);
    expect([
      page.url(),
      await page.evaluate(() => document.activeElement?.hasAttribute('data-order-account-status')),
      await page.locator('[data-order-account-form]').isHidden(),
    ]).toEqual([confirmedUrl, true, true]);
    expect(await runAxe(page)).toEqual([]);
    expect(await server().query('SELECT role FROM accounts WHERE email = $1', [email])).toEqual([
      { role: 'member' },
    ]);
    // Reloaded, the page says who is logged in as plain text: no form, no block, no block chunk.
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.reload();
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect([
      await status.textContent(),
      await page.locator('[data-block="order-account"], [data-order-account-form]').count(),
      chunks.filter((path) => path.includes('/chunks/order-account-')),
    ]).toEqual([`You are logged in as ${email}.`, 0, []]);
    await context.close();
  });

  it('fits a 390 px phone with the section shown', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await rememberConsent(context, false);
    const page = await context.newPage();
    await page.goto(`${server().url}/store.html`);
    const button = page.getByRole('button', { name: BUTTON });
    expect([
      await button.isVisible(),
      await page.evaluate(() => document.documentElement.scrollWidth),
    ]).toEqual([true, 390]);
    await context.close();
  });
});
