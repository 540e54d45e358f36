/**
 * The newsletter popup never opens over another modal of the overlay kit (product audit, high):
 * on examples/site/store.html a new visitor who adds to the cart before the popup's 5 s
 * (delaySeconds) keeps the cart drawer, its focus and its Checkout; the popup shows once the
 * drawer has closed. Time is Playwright's page clock, not real seconds.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';

const available =
  builtScriptHas('product-', 'cart-', 'popup-overlay-', 'start-popup-overlay-') && hasChromium();

const { server, browser } = withBrowserAndServer({ enabled: available, timeout: 60_000 });

const openDialogs = (page: Page) =>
  page
    .locator('tessera-overlays dialog[open]')
    .evaluateAll((dialogs) =>
      dialogs.map((dialog) => (dialog.querySelector('[data-drawer]') ? 'drawer' : 'popup')),
    );
/** Where focus is: inside the drawer, the popup, or the page (by tag name). */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.closest('[data-drawer]')) return 'drawer';
    if (active?.closest('[data-part="popup-overlay"]') || active?.closest('dialog')) return 'popup';
    return active?.tagName ?? null;
  });

/**
 * Runs the page clock `ms` forward a quarter second at a time, letting real time pass between
 * steps so that chunks and API answers (real network) arrive while the page's timers are fake.
 */
async function runClock(page: Page, ms: number) {
  for (let ran = 0; ran < ms; ran += 250) {
    await page.clock.runFor(250);
    await page.waitForTimeout(50);
  }
}

/** store.html as a new visitor (no consent, no popup record) at 1280 px, the clock installed. */
async function newVisitor(): Promise<{ page: Page; requests: string[]; close(): Promise<void> }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.clock.install({ time: Date.UTC(2026, 10, 2, 10) });
  await page.goto(`${server().url}/store.html`);
  await page.waitForFunction(
    () => document.querySelector('[data-cart-state="initialized"]') !== null,
  );
  return { page, requests, close: () => context.close() };
}

/** Picks a size on "Linen shirt" and presses "Add to cart"; resolves once the drawer is shown. */
async function addShirt(page: Page) {
  const shirt = page.locator(`[data-block="product"][data-block-config*='"linen-shirt"']`);
  await shirt.locator('select[data-product-option="Size"]').selectOption('M');
  await shirt.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('tessera-overlays dialog[open]:has([data-drawer])').waitFor();
}

describe.skipIf(!available)('the popup waits for the other modals (store.html, Chromium)', () => {
  it('added to the cart before the 5 s delay: the drawer keeps focus and Checkout past the delay; the popup shows once it closed', async () => {
    const { page, requests, close } = await newVisitor();
    await addShirt(page);
    // The popup's code is due and loaded (a new visitor), and its 5 s have long passed.
    await runClock(page, 10_000);
    expect(requests.filter((path) => path.includes('/start-popup-overlay-'))).toHaveLength(1);
    expect(await openDialogs(page)).toEqual(['drawer']);
    expect(await focusIn(page)).toBe('drawer');
    // Nothing covers the drawer: the Checkout button takes the click (no <dialog> intercepts).
    const checkout = page.locator('tessera-overlays [data-drawer]').getByRole('button', {
      name: 'Checkout',
    });
    await checkout.click({ trial: true, timeout: 2_000 });

    await page.keyboard.press('Escape');
    await runClock(page, 2_000);
    await expect.poll(() => openDialogs(page)).toEqual(['popup']);
    expect(await focusIn(page)).toBe('popup');
    expect(
      await page
        .locator('tessera-overlays dialog[open]')
        .getByRole('heading', { name: 'Letters from the studio' })
        .count(),
    ).toBe(1);
    await close();
  });

  it('Checkout from the drawer opened before the delay goes to checkout, the popup never in the way', async () => {
    const { page, close } = await newVisitor();
    await addShirt(page);
    await runClock(page, 6_000);
    expect(await openDialogs(page)).toEqual(['drawer']);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.endsWith('/store.html')),
      page
        .locator('tessera-overlays [data-drawer]')
        .getByRole('button', { name: 'Checkout' })
        .click({ timeout: 2_000 }),
    ]);
    expect(new URL(page.url()).pathname).not.toBe('/store.html');
    await close();
  });
});
