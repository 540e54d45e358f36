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

const available =
  builtScriptHas('cookie-banner-', 'mount-consent-preferences-', 'cart-') && hasChromium();

const { visit } = withBrowserAndServer({ enabled: available, timeout: 60_000 });

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
