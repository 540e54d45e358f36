/**
 * The newsletter popup's layout with the demo's 1,200 × 800 picture: the picture fits the
 * dialog, the dialog does not scroll sideways, and the email field is in view without scrolling,
 * on a laptop screen and on a phone. An audit found the picture at its own size: the dialog
 * scrolled sideways and the field started at y = 968 in an 800 px window.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../packages/server/src/site-config';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';

const available = builtScriptHas('popup-overlay-') && hasChromium();

const { server, browser } = withBrowserAndServer({
  enabled: available,
  // The demo's popup, shown at once instead of after its 5 s.
  server: async () => {
    const site = await loadSiteConfig(
      resolve(import.meta.dirname, '../../examples/site/site.json'),
    );
    const popup = site.websiteSettings.popupOverlaySettings as Record<string, unknown>;
    return {
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

describe.skipIf(!available)('the popup with a large picture', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`fits a ${viewport.width} × ${viewport.height} screen, the email field in view`, async () => {
      const context = await browser().newContext({ viewport });
      await context.addCookies([
        { name: 'ss_cookieAllowed', value: 'false', domain: '127.0.0.1', path: '/' },
      ]);
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
});
