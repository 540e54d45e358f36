/**
 * A site without our backend, as a product audit built it (issue 20): a page served by a plain
 * static file server, made only of docs/markup.md's copy-paste examples (the consent
 * configuration, the video block, the map block), with the built script and no page context.
 * Before a choice nothing is requested from a third party (the video facade and the map's
 * consent placeholder show); after Accept the thumbnail and the map load; no proof-of-consent
 * record is sent (no backend) and no page-context warning is logged (no context is a supported
 * setup); a Google map without a key is one warning naming the block. Skipped locally until
 * dist/ holds the preferences chunk (a failure under CI=true).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserAndStaticServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';

const available = builtScriptHas('mount-consent-preferences-') && hasChromium();

/** docs/markup.md's consent configuration, word for word. */
const CONSENT_CONFIG = `<script type="application/json" id="tessera-consent">
{
  "cookieBannerText": "<p>We use cookies for analytics and embedded maps, only with your consent.</p>",
  "cookieBannerCtaText": "Accept all",
  "cookieBannerOptOutCtaText": "Reject all",
  "cookieBannerTheme": "LIGHT",
  "purposes": [
    "functional",
    "analytics",
    { "id": "maps", "label": "Maps", "description": "Embedded maps from our map provider." }
  ],
  "messages": { "preferencesCta": "Choose", "preferencesTitle": "Your cookie choices" }
}
</script>`;

/** docs/markup.md's video and map examples, word for word. */
const VIDEO = `<div data-block="video" style="aspect-ratio:1000/563"
     data-block-config='{"url":"https://www.youtube.com/watch?v=M7lc1UVf-VE","title":"Printing the canyon series"}'>
  <a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch “Printing the canyon series” on YouTube</a>
</div>`;
const MAP = `<div data-block="map" class="map" style="aspect-ratio: 3 / 2">
  <script type="application/json" data-block-config>
    {"mapLat": 51.4545, "mapLng": -2.5879, "mapZoom": 14, "style": "MinimalLight",
     "addressTitle": "Tessera Studio", "addressLine1": "12 Orchard Lane",
     "addressLine2": "Bristol BS1 4DJ", "addressCountry": "United Kingdom"}
  </script>
  <address data-part="map-address">Tessera Studio<br>12 Orchard Lane<br>Bristol BS1 4DJ<br>United Kingdom</address>
  <a data-part="map-link" href="https://maps.google.com/maps?q=Tessera%20Studio%2C%2012%20Orchard%20Lane%2C%20Bristol%20BS1%204DJ%2C%20United%20Kingdom&amp;ll=51.4545,-2.5879&amp;z=14">Open in Google Maps</a>
</div>`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Studio</title>
${CONSENT_CONFIG}
<script type="module" src="/tessera/tessera.js"></script></head>
<body><main><h1>Studio</h1>${VIDEO}${MAP}</main></body></html>`;

/** The part of google.maps the provider calls, enough for a map canvas to appear. */
const FAKE_GOOGLE_MAPS = `window.google = { maps: {
  Map: class { constructor() {} setOptions() {} },
  Marker: class { constructor() {} setOptions() {} setMap() {} addListener() { return { remove() {} }; } },
} };`;
const THUMBNAIL = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>';

const { server, visit } = withBrowserAndStaticServer({
  enabled: available,
  setUp: (host) => host.page('/studio.html', PAGE),
});

/** Opens the page with every request off the static host recorded and answered here. */
async function open() {
  const thirdParty: string[] = [];
  const visited = await visit('/studio.html', (context) =>
    context.route(
      (url) => url.origin !== new URL(server().url).origin,
      (route) => {
        const url = route.request().url();
        thirdParty.push(url);
        if (url.startsWith('https://i.ytimg.com/')) {
          return route.fulfill({ contentType: 'image/svg+xml', body: THUMBNAIL });
        }
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS });
      },
    ),
  );
  return { ...visited, thirdParty };
}

const banner = (page: Page) => page.locator('tessera-overlays [data-part="cookie-banner"]');

describe.skipIf(!available)('a static host with the copy-paste markup (issue 20)', () => {
  it('requests nothing from a third party before a choice, shows the facade and the placeholder', async () => {
    const { context, page, thirdParty, requests, warnings } = await open();
    await banner(page).waitFor();
    await page.locator('[data-block="map"] [data-part="consent-placeholder"]').waitFor();
    expect(await page.locator('[data-part="video-play"]').getAttribute('aria-label')).toBe(
      'Accept cookies and play video: Printing the canyon series',
    );
    expect(await page.locator('[data-part="video-thumbnail"][src]').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('after Accept loads the thumbnail and the map, sends no consent record, warns only of the key', async () => {
    const { context, page, thirdParty, requests, warnings } = await open();
    await banner(page).locator('[data-part="accept"]').click();
    // The map loads when it comes into view (its default), below the video.
    await page.locator('[data-block="map"]').scrollIntoViewIfNeeded();
    await page.locator('[data-block="map"] [data-part="map-canvas"]').waitFor();
    await expect
      .poll(() => page.locator('[data-part="video-play"]').getAttribute('aria-label'))
      .toBe('Play video: Printing the canyon series');
    await expect
      .poll(() => [...thirdParty].sort())
      .toEqual([
        'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
        'https://maps.googleapis.com/maps/api/js?loading=async',
      ]);
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(warnings).toEqual([
      '[tessera] map block: a Google map without a key; set "apiKey" in the block\'s configuration (or websiteSettings.mapsApiKey in the page context) (at body > main > div[data-block="map"]:nth-of-type(2); see docs/markup.md#map-block) JSHandle@node',
    ]);
    await context.close();
  });
});
