/**
 * The demo site's layout, as an audit found it wanting, in one file (one server, one Chromium):
 * - at 390 px no page is wider than the screen (a page wider than the viewport scrolls sideways,
 *   and the overlays, placed against the wider page, land partly off screen): the header's
 *   navigation did not wrap and made every page 507 px;
 * - the contact page does not move when its form block starts: the textarea's counter appears in
 *   a line the stylesheet keeps free (docs/markup.md, forms); the audit measured 0.0018 of layout
 *   shift at 1280 px, the counter pushing the Send button and the footer down by 22 px;
 * - the newsletter popup with the demo's 1,200 × 800 picture fits the screen: the picture inside
 *   the dialog, no sideways scroll, the email field in view; the audit found the picture at its
 *   own size, the dialog scrolling sideways and the field at y = 968 in an 800 px window.
 * The server shows the demo's popup at once instead of after its 5 s; the first two tests keep it
 * closed with the record of a visitor who signed up. It runs the demo (`npm start`'s option), so
 * that the order-confirmed page, a template with no address of its own, is reached as a shopper
 * reaches it: store.html's demo button places a test order and opens its page, with the offer.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../packages/server/src/site-config';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { layoutShiftSum, recordLayoutShifts } from '../support/layout-shifts';
import { siteDir } from '../support/server';
import { rememberConsent, rememberPopupClosed } from '../support/visitor-state';

const available = builtScriptHas() && hasChromium();
const pages = readdirSync(siteDir).filter((file) => file.endsWith('.html'));

const { server, browser } = withBrowserAndServer({
  enabled: available,
  server: async () => {
    const site = await loadSiteConfig(resolve(siteDir, 'site.json'));
    const popup = site.websiteSettings.popupOverlaySettings as Record<string, unknown>;
    return {
      demo: true,
      site: {
        ...site,
        websiteSettings: {
          ...site.websiteSettings,
          popupOverlaySettings: { ...popup, delaySeconds: 0 },
        },
      },
    };
  },
});

/** A visitor who declined the cookies (no banner); `signedUp`: and the popup's newsletter. */
async function decided(context: BrowserContext, signedUp: boolean): Promise<void> {
  await rememberConsent(context, false);
  if (signedUp) await rememberPopupClosed(context, { signedUp: true });
}

/** The order-confirmed page's template (site.json type 202): served for an order only. */
const ORDER_CONFIRMED = 'order-confirmed.html';

/** Opens a page of the site; the order-confirmed one as the demo's button opens it. */
async function open(page: Page, file: string): Promise<void> {
  if (file !== ORDER_CONFIRMED) {
    await page.goto(`${server().url}/${file}`);
    return;
  }
  await page.goto(`${server().url}/store.html`);
  await page.getByRole('button', { name: 'Place a test order and see its confirmation' }).click();
  await page.waitForURL(/\/commerce\/orders\/[^/]+\/confirmed$/);
}

describe.skipIf(!available)('the demo site at 390 px', () => {
  it('has twelve pages, none wider than the screen; the order-confirmed one is axe clean', async () => {
    expect(pages).toHaveLength(12);
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await decided(context, true);
    const page = await context.newPage();
    const widths: Record<string, number> = {};
    let orderPage: { offer: number; axe: string[] } | undefined;
    for (const file of pages) {
      await open(page, file);
      widths[file] = await page.evaluate(() => document.documentElement.scrollWidth);
      if (file === ORDER_CONFIRMED) {
        const offer = await page.getByRole('heading', { name: 'Create an account' }).count();
        orderPage = { offer, axe: await runAxe(page) };
      }
    }
    expect(widths).toEqual(Object.fromEntries(pages.map((file) => [file, 390])));
    expect(orderPage).toEqual({ offer: 1, axe: [] });
    await context.close();
  });
});

describe.skipIf(!(available && builtScriptHas('form-')))(
  'contact.html when the form starts',
  () => {
    for (const width of [1280, 390]) {
      it(`shifts nothing at ${width} px; the counter shows 0 / 500`, async () => {
        const context = await browser().newContext({ viewport: { width, height: 900 } });
        await decided(context, true);
        await recordLayoutShifts(context);
        const page = await context.newPage();
        await page.goto(`${server().url}/contact.html`);
        const counter = page.locator('.tessera-form-counter');
        await expect.poll(() => counter.textContent()).toBe('0 / 500');
        expect(await layoutShiftSum(page)).toBe(0);
        await context.close();
      });
    }
  },
);

describe.skipIf(!(available && builtScriptHas('popup-overlay-')))(
  'the popup with a large picture',
  () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      it(`fits a ${viewport.width} × ${viewport.height} screen, the email field in view`, async () => {
        const context = await browser().newContext({ viewport });
        await decided(context, false);
        const page = await context.newPage();
        await page.goto(`${server().url}/index.html`);
        const dialog = page.locator('tessera-overlays dialog[open]');
        await dialog.waitFor();
        const image = dialog.locator('[data-part="popup-image"]');
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        const layout = await dialog.evaluate((element) => {
          const img = element.querySelector('[data-part="popup-image"]')!.getBoundingClientRect();
          const email = element.querySelector('input[type="email"]')!.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return {
            scrollsSideways: element.scrollWidth > element.clientWidth,
            imageInside: img.left >= box.left && img.right <= box.right,
            emailInView: email.bottom <= window.innerHeight && email.top >= 0,
          };
        });
        expect(layout).toEqual({ scrollsSideways: false, imageInside: true, emailInView: true });
        await context.close();
      });
    }
  },
);
