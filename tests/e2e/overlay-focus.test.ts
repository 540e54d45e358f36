/**
 * Where focus goes when an overlay removes the element that had it (product audit, accessibility;
 * WAI-ARIA APG: move focus to a logical place), with the keyboard in Chromium on examples/site:
 * a cookie choice on contact.html (the banner's buttons, the preferences dialog's Save) and the
 * cart's 0-quantity question on store.html.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { rememberConsent, rememberPopupClosed } from '../support/visitor-state';

const available =
  builtScriptHas('cookie-banner-', 'mount-consent-preferences-', 'cart-') && hasChromium();

const { server, visit } = withBrowserAndServer({ enabled: available, timeout: 60_000 });

/** The focused element, through shadow roots: its tag and accessible text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    const name =
      active.getAttribute('aria-label') ??
      active.getAttribute('name') ??
      active.textContent?.trim() ??
      '';
    return `${active.tagName.toLowerCase()} ${name}`;
  });

const bannerButton = (page: Page, name: string) =>
  page.locator('tessera-overlays [data-part="cookie-banner"]').getByRole('button', { name });

/** Tabs (Shift+Tab with `back`) until `target` holds focus; at most 40 presses. */
async function tabTo(page: Page, target: string, back = false) {
  for (let press = 0; press < 40; press++) {
    if ((await focused(page)) === target) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}; focus is on ${await focused(page)}`);
}

describe.skipIf(!available)(
  'focus after a cookie choice made with the keyboard (contact.html)',
  () => {
    it('Decline: focus goes back to the element it came from (the footer link), and Tab goes on from there', async () => {
      const { context, page } = await visit('/contact.html');
      await bannerButton(page, 'Decline').waitFor();
      await page.locator('footer a[data-consent-open]').focus();
      await tabTo(page, 'button Decline');
      await page.keyboard.press('Enter');
      await bannerButton(page, 'Decline').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('a Cookie settings');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('button Send');
      await context.close();
    });

    it('Accept reached from the page start (no element had focus): focus goes to the main content, not <body>', async () => {
      const { context, page } = await visit('/contact.html');
      await bannerButton(page, 'Accept').waitFor();
      // Shift+Tab from the top of the page: the banner's last button (the host is the body's last child).
      await tabTo(page, 'button Accept', true);
      await page.keyboard.press('Enter');
      await bannerButton(page, 'Accept').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('input name.0');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('input name.1');
      await context.close();
    });

    it("Preferences then Save choices: the dialog's opener is gone with the banner; focus goes to where it came from", async () => {
      const { context, page } = await visit('/contact.html');
      await bannerButton(page, 'Preferences').waitFor();
      await page.locator('footer a[data-consent-open]').focus();
      await tabTo(page, 'button Preferences');
      await page.keyboard.press('Enter');
      const dialog = page.locator('tessera-overlays dialog[open]');
      await dialog.waitFor();
      expect(await runAxe(page, { include: ['tessera-overlays'] })).toEqual([]);
      await tabTo(page, 'button Save choices');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe('a Cookie settings');
      expect(await bannerButton(page, 'Decline').count()).toBe(0);
      await context.close();
    });

    it('Preferences reached from the page start, then Save choices: focus goes to the main content', async () => {
      const { context, page } = await visit('/contact.html');
      await bannerButton(page, 'Preferences').waitFor();
      await tabTo(page, 'button Preferences', true);
      await page.keyboard.press('Enter');
      const dialog = page.locator('tessera-overlays dialog[open]');
      await dialog.waitFor();
      await tabTo(page, 'button Save choices');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe('input name.0');
      await context.close();
    });
  },
);

/** store.html with consent given and the popup signed up for (neither in the way), at 1280 px. */
async function shopper() {
  const visited = await visit('/store.html', async (context) => {
    await rememberConsent(context, true, server().url);
    await rememberPopupClosed(context, { signedUp: true });
  });
  await visited.page.setViewportSize({ width: 1280, height: 900 });
  await visited.page.waitForFunction(
    () => document.querySelector('[data-cart-state="initialized"]') !== null,
  );
  return visited;
}

const drawer = (page: Page) => page.locator('tessera-overlays dialog[open]:has([data-drawer])');

/** Adds a product from its card; the drawer that opens is left open. */
async function add(page: Page, productId: string, options: Record<string, string> = {}) {
  const product = page.locator(`[data-block="product"][data-block-config*='"${productId}"']`);
  for (const [name, value] of Object.entries(options)) {
    await product.locator(`select[data-product-option="${name}"]`).selectOption(value);
  }
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await drawer(page).waitFor();
}

/** Types 0 in the entry's quantity field and Tabs out: the question opens with focus on Cancel. */
async function askZero(page: Page, name: string) {
  const field = drawer(page).getByRole('spinbutton', { name: `Quantity of ${name}` });
  await field.focus();
  await field.fill('0');
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toBe('button Cancel');
  return field;
}

describe.skipIf(!available)(
  "focus after the cart's 0-quantity question (store.html drawer)",
  () => {
    it('Escape (Cancel) gives focus back to the quantity field that asked, set back to its quantity', async () => {
      const { context, page } = await shopper();
      await add(page, 'linen-shirt', { Size: 'M' });
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'detached' });
      await add(page, 'tote-bag');
      const field = await askZero(page, 'Linen shirt');
      await page.keyboard.press('Escape');
      await drawer(page).getByRole('alertdialog').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('input Quantity of Linen shirt');
      await expect.poll(() => field.inputValue()).toBe('1');
      expect(await drawer(page).count()).toBe(1);
      await context.close();
    });

    it("Remove moves focus to the next entry's quantity field, and to the cart's heading once it is empty", async () => {
      const { context, page } = await shopper();
      await add(page, 'linen-shirt', { Size: 'M' });
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'detached' });
      await add(page, 'tote-bag');
      await askZero(page, 'Linen shirt');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button Remove');
      await page.keyboard.press('Enter');
      await drawer(page).getByRole('spinbutton', { name: 'Quantity of Linen shirt' }).waitFor({
        state: 'detached',
      });
      await expect.poll(() => focused(page)).toBe('input Quantity of Canvas tote');

      await askZero(page, 'Canvas tote');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await drawer(page).getByText('Your cart is empty').waitFor();
      await expect.poll(() => focused(page)).toBe('h2 Cart');
      expect(await runAxe(page, { include: ['tessera-overlays'] })).toEqual([]);
      await context.close();
    });
  },
);
