/**
 * examples/react-app end to end: the Vite + React 19 build (dist/, made by `npm run build`)
 * served by the reference server on 127.0.0.1 with the demo site's configuration (its forms and
 * store catalogue), so the app's calls reach the server on the page's own origin as they reach
 * `npm start`'s through the dev server's proxy. Driven in Debian's Chromium, checked with axe.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../packages/server/src/index';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import { siteDir } from '../support/server';

const appDir = join(import.meta.dirname, '../../examples/react-app/dist');
const built = existsSync(join(appDir, 'index.html'));
if (!built && process.env.CI === 'true') {
  throw new Error('examples/react-app/dist is missing: run `npm run build` before the e2e tests');
}
const available = hasChromium() && built;

const { server, browser } = withBrowserAndServer({
  enabled: available,
  server: async () => ({ siteDir: appDir, site: await loadSiteConfig(join(siteDir, 'site.json')) }),
  timeout: 60_000,
});

/** The errors and warnings each page logged. */
const logged = new WeakMap<Page, string[]>();

/** A browser context; `consented` stores the visitor's yes first, so no banner covers the page. */
async function newVisitor(consented = true): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  if (consented) {
    await context.addCookies([
      { name: 'ss_cookieAllowed', value: 'true', domain: '127.0.0.1', path: '/' },
    ]);
  }
  return context;
}

async function openApp(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  logged.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(`${server().url}/`);
  await page.getByRole('heading', { name: 'Tessera in a React app' }).waitFor();
  return page;
}

const cartCount = (page: Page) => page.locator('[data-cart-count]').getAttribute('data-cart-count');
const activeSlide = (page: Page) =>
  page.locator('[data-gallery] [data-slide][data-active]').getAttribute('data-slide-id');

describe.skipIf(!available)('examples/react-app with the reference server', () => {
  it('shows prices in three currencies with <Price>', async () => {
    const context = await newVisitor();
    const page = await openApp(context);
    const prices = await page
      .locator('[data-price]')
      .evaluateAll((spans) =>
        spans.map((span) => [span.getAttribute('data-price'), span.textContent]),
      );
    expect(prices).toEqual([
      ['EUR', '€55.00'],
      ['USD', '$64.00'],
      ['SEK', '649.00\u00a0kr'],
    ]);
    await context.close();
  });

  it('moves the gallery to the next photo, then shows it in the lightbox and closes it', async () => {
    const context = await newVisitor();
    const page = await openApp(context);
    await expect.poll(() => activeSlide(page)).toBe('harbour');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe('canyon');
    const view = page.getByRole('button', { name: 'View photo 2 of 4 full screen' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('A red canyon').count()).toBeGreaterThan(0);
    // Past the opening fades (spec 001 §4: overlay 0.3 s, content 0.6 s, then closable): axe reads
    // the colours the visitor sees, and Escape is not refused. axe blocks the page's timers while
    // it runs, so the wait comes first.
    await page.locator('.lightbox[data-phase="open"]').waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await view.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the form shows the spec messages, then sends; the submission lands in the database', async () => {
    const context = await newVisitor();
    const page = await openApp(context);
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send' }).click();
    const fieldErrors = form.locator('p[id$="-error"]');
    await expect
      .poll(() => fieldErrors.allTextContents())
      .toEqual([
        'This field is required.',
        'Email is not valid. Email addresses should follow the format name@example.com.',
      ]);
    expect(await form.getByRole('alert').locator('p').allTextContents()).toEqual([
      'One or more fields is invalid, please check your entries.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(await form.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await runAxe(page)).toEqual([]);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Message').fill('A print of the harbour, please.');
    await form.getByRole('button', { name: 'Send' }).click();
    await page
      .getByText('Thank you! We will write back within two working days.')
      .waitFor({ timeout: 15_000 });
    const rows = await server().query<{ form_id: string; fields: Record<string, unknown> }>(
      'SELECT form_id, fields FROM form_submissions',
    );
    expect(rows).toEqual([
      {
        form_id: 'contact',
        fields: {
          name: ['Grace', 'Hopper'],
          email: 'grace@example.com',
          message: 'A print of the harbour, please.',
        },
      },
    ]);
    await context.close();
  });

  it('the cookie banner: Accept reveals the gated map and stores the choice', async () => {
    const context = await newVisitor(false);
    const page = await openApp(context);
    await page.getByText('The studio map needs functional cookies').waitFor();
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await accept.waitFor();
    expect(await runAxe(page)).toEqual([]);
    await accept.click();
    await page
      .getByRole('img', { name: "Map: the studio is on the harbour's east quay" })
      .waitFor();
    expect(await page.getByText('The studio map needs functional cookies').count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
    await context.close();
  });

  it('adds to the cart on the server; the header count and the cart follow', async () => {
    const context = await newVisitor();
    const page = await openApp(context);
    await expect.poll(() => cartCount(page)).toBe('0');
    await page.getByRole('button', { name: 'Add Canvas tote to cart' }).click();
    await expect.poll(() => cartCount(page)).toBe('1');
    await page.getByRole('button', { name: 'Add Harbour at dusk, A4 print to cart' }).click();
    await expect.poll(() => cartCount(page)).toBe('2');
    const shop = page.getByRole('region', { name: 'Shop' });
    expect(await shop.getByRole('status').textContent()).toBe(
      'Harbour at dusk, art print added to your cart',
    );
    const answer = await page.request.get(`${server().url}/api/commerce/cart`);
    const cart = (await answer.json()) as { entries: { sku: string; quantity: number }[] };
    expect(cart.entries.map(({ sku, quantity }) => [sku, quantity])).toEqual([
      ['tote-bag', 1],
      ['art-print-a4', 1],
    ]);
    await context.close();
  });

  it("another tab's add shows here at once, over the BroadcastChannel", async () => {
    const context = await newVisitor();
    const here = await openApp(context);
    const there = await openApp(context);
    await expect.poll(() => cartCount(here)).toBe('0');
    await expect.poll(() => cartCount(there)).toBe('0');
    await there.getByRole('button', { name: 'Add Canvas tote to cart' }).click();
    await expect.poll(() => cartCount(here)).toBe('1');
    expect(await here.locator('[data-quantity]').allTextContents()).toEqual(['1']);
    await context.close();
  });

  it('asks the spec question before − at 1 removes a line; Cancel keeps it', async () => {
    const context = await newVisitor();
    const page = await openApp(context);
    await page.getByRole('button', { name: 'Add Canvas tote to cart' }).click();
    await expect.poll(() => cartCount(page)).toBe('1');
    await page.getByRole('button', { name: 'Decrease quantity of Canvas tote' }).click();
    const question = page.getByRole('alertdialog');
    await expect
      .poll(() => question.textContent())
      .toContain("You have set this item's quantity to 0. This will remove it from your cart.");
    expect(
      await page
        .getByRole('button', { name: 'Cancel' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await cartCount(page)).toBe('1');
    await page.getByRole('button', { name: 'Decrease quantity of Canvas tote' }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => cartCount(page)).toBe('0');
    expect(await page.getByText('Your cart is empty.').count()).toBe(1);
    await context.close();
  });

  it('axe finds no violation on the page as it opens, and nothing is logged', async () => {
    const context = await newVisitor();
    const page = await openApp(context);
    await expect.poll(() => cartCount(page)).toBe('0');
    expect(await runAxe(page)).toEqual([]);
    expect(logged.get(page)).toEqual([]);
    await context.close();
  });
});
