/**
 * The demo site on a phone: at 390 px no page is wider than the screen (a page wider than the
 * viewport scrolls sideways, and the overlays, placed against the wider page, land partly off
 * screen). Found by an audit: the header's navigation did not wrap and made every page 507 px.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { siteDir } from '../support/server';

const available = builtScriptHas() && hasChromium();
const pages = readdirSync(siteDir).filter((file) => file.endsWith('.html'));

const { server, browser } = withBrowserAndServer({ enabled: available });

describe.skipIf(!available)('the demo site at 390 px', () => {
  it('has eleven pages, none wider than the screen', async () => {
    expect(pages).toHaveLength(11);
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // A decided visitor who signed up for the newsletter: neither the banner nor the popup.
    await context.addCookies([
      { name: 'ss_cookieAllowed', value: 'false', domain: '127.0.0.1', path: '/' },
    ]);
    await context.addInitScript(() =>
      localStorage.setItem(
        'tessera-popup-overlay',
        JSON.stringify({ 'date-closed': Date.now(), version: 1, submitted: true }),
      ),
    );
    const page = await context.newPage();
    const widths: Record<string, number> = {};
    for (const file of pages) {
      await page.goto(`${server().url}/${file}`);
      widths[file] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(widths).toEqual(Object.fromEntries(pages.map((file) => [file, 390])));
    await context.close();
  });
});
