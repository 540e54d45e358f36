/**
 * The contact page does not move when its form block starts: the textarea's counter appears in
 * a line the stylesheet keeps free (docs/markup.md, forms). An audit measured 0.0018 of layout
 * shift at 1280 px: the counter pushed the Send button and the footer down by 22 px.
 */
import { describe, expect, it } from 'vitest';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { layoutShiftSum, recordLayoutShifts } from '../support/layout-shifts';

const available = builtScriptHas('form-') && hasChromium();

const { server, browser } = withBrowserAndServer({ enabled: available });

describe.skipIf(!available)('contact.html when the form starts', () => {
  for (const width of [1280, 390]) {
    it(`shifts nothing at ${width} px; the counter shows 0 / 500`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      await context.addCookies([
        { name: 'ss_cookieAllowed', value: 'false', domain: '127.0.0.1', path: '/' },
      ]);
      await recordLayoutShifts(context);
      const page = await context.newPage();
      await page.goto(`${server().url}/contact.html`);
      const counter = page.locator('.tessera-form-counter');
      await expect.poll(() => counter.textContent()).toBe('0 / 500');
      expect(await layoutShiftSum(page)).toBe(0);
      await context.close();
    });
  }
});
