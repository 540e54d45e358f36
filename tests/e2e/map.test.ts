/**
 * The map and follow blocks end to end (@tessera/maps): examples/site/media.html on the reference
 * server with the built script. Google Maps and MapLibre GL are faked by Playwright routes (a
 * script defining the few calls the providers make; no real network). The site's cookie policy is
 * restrictive (site.json): a context without the consent cookie must request nothing from a map
 * service. Skipped locally until dist/ holds the map chunk (a failure under CI=true).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../packages/server/src/site-config';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { layoutShiftSum, recordLayoutShifts } from '../support/layout-shifts';
import { siteDir } from '../support/server';

const available = builtScriptHas(/^map-\w{8}\.js$/) && hasChromium();

/**
 * The demo's site settings with a maps key, base64-encoded as the page context carries it,
 * and the map services' hosts in the Content-Security-Policy, as a site that shows the
 * interactive maps adds them (the demo's own policy keeps script-src 'self'). Parsed as the
 * server parses site.json (the store section becomes its catalogue).
 */
function siteWithMaps() {
  const site = JSON.parse(readFileSync(join(siteDir, 'site.json'), 'utf8'));
  site.websiteSettings.mapsApiKey = Buffer.from('demo-key').toString('base64');
  const policy = site.contentSecurityPolicy ?? {};
  site.contentSecurityPolicy = {
    ...policy,
    scriptSrc: [
      ...(policy.scriptSrc ?? []),
      'https://maps.googleapis.com',
      'https://cdn.jsdelivr.net',
    ],
    styleSrc: [...(policy.styleSrc ?? []), 'https://cdn.jsdelivr.net'],
  };
  return parseSiteConfig(site);
}

const { server, browser } = withBrowserAndServer({
  enabled: available,
  server: () => ({ site: siteWithMaps() }),
});

/** The part of google.maps the provider calls: a surface, and a marker that is a button. */
const FAKE_GOOGLE_MAPS = `window.fakeMapCalls = [];
window.google = { maps: {
  importLibrary: (name) => {
    window.fakeMapCalls.push(['importLibrary', name]);
    return Promise.resolve({});
  },
  Map: class {
    constructor(element, options) {
      this.element = element;
      window.fakeMapCalls.push(['Map', options]);
      const surface = document.createElement('div');
      surface.tabIndex = 0;
      surface.setAttribute('role', 'img');
      surface.setAttribute('aria-label', 'Fake map');
      surface.style.cssText = 'position:absolute;inset:0;background:#dde4ee';
      element.append(surface);
    }
    setOptions(options) { window.fakeMapCalls.push(['setOptions', options]); }
  },
  Marker: class {
    constructor(options) {
      window.fakeMapCalls.push(['Marker', { position: options.position, title: options.title }]);
      this.handlers = [];
      const marker = document.createElement('button');
      marker.type = 'button';
      marker.textContent = options.title;
      marker.setAttribute('data-fake-marker', '');
      marker.style.cssText = 'position:absolute;left:40%;top:40%';
      marker.onclick = () => this.handlers.forEach((handler) => handler());
      options.map.element.append(marker);
      this.marker = marker;
    }
    setOptions() {}
    addListener(name, handler) {
      if (name === 'click') this.handlers.push(handler);
      return { remove() {} };
    }
    setMap() { this.marker.remove(); }
  },
} };`;

/** The part of maplibregl the provider calls. */
const FAKE_MAPLIBRE = `window.maplibregl = {
  Map: class {
    constructor(options) {
      window.fakeMapLibre = { style: options.style, center: options.center, zoom: options.zoom };
      this.container = options.container;
      this.canvas = document.createElement('canvas');
      this.container.append(this.canvas);
      this.dragPan = { enable() {}, disable() {} };
      this.scrollZoom = { enable() {}, disable() {} };
    }
    on() {} off() {} setStyle() {} jumpTo() {} setLayoutProperty() {} addControl() {} removeControl() {}
    getStyle() { return { layers: [] }; }
    getCanvas() { return this.canvas; }
    remove() { this.canvas.remove(); }
  },
  Marker: class {
    constructor() { this.element = document.createElement('div'); }
    setLngLat() { return this; }
    addTo(map) { map.container.append(this.element); return this; }
    setDraggable() { return this; }
    getElement() { return this.element; }
    remove() { this.element.remove(); }
  },
  NavigationControl: class {},
};`;

const GOOGLE_SCRIPT =
  'https://maps.googleapis.com/maps/api/js?key=demo-key&language=en&region=US&loading=async';
const MAP_HOSTS =
  /^https:\/\/(maps\.googleapis\.com|cdn\.jsdelivr\.net|demotiles\.maplibre\.org)\//;
const STUDIO_LINK =
  'https://maps.google.com/maps?q=Tessera%20Studio%2C%2012%20Orchard%20Lane%2C%20Bristol%20BS1%204DJ%2C%20United%20Kingdom&ll=51.4545,-2.5879&z=14';

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every request to a map service's host, and to the follow script, in order. */
  requests: string[];
  warnings: string[];
}

interface OpenOptions {
  consent?: boolean;
  javaScript?: boolean;
  /** Holds the Google script's request unanswered (a script that never answers). */
  googleNeverAnswers?: boolean;
  /** Fakes the page's timers from the start (page.clock). */
  clock?: boolean;
}

async function open(options: OpenOptions = {}): Promise<Opened> {
  const { consent = true, javaScript = true } = options;
  const context = await browser().newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: javaScript,
  });
  if (consent) {
    const domain = new URL(server().url).hostname;
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', domain, path: '/' }]);
  }
  const requests: string[] = [];
  const held: Route[] = [];
  await context.route(MAP_HOSTS, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('https://maps.googleapis.com/') && options.googleNeverAnswers) {
      held.push(route);
      return;
    }
    if (url.startsWith('https://maps.googleapis.com/')) {
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS });
    }
    if (url.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: '' });
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPLIBRE });
  });
  await context.route('**/js/follow-demo.js', (route) => {
    requests.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  // The external maps page a marker opens, answered here (no real network).
  await context.route('https://maps.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
  );
  await recordLayoutShifts(context);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  if (options.clock) await page.clock.install();
  await page.goto(`${server().url}/media.html`, { waitUntil: 'load' });
  return { context, page, requests, warnings };
}

const studio = (page: Page) => page.locator('#studio-map');
const orchard = (page: Page) => page.locator('#orchard-map');
const showButton = (map: Locator) =>
  map.locator('[data-part="map-panel"] button', { hasText: 'Show the interactive map' });

/** Waits for the block's button (the runtime starts blocks near the viewport). */
async function buttonOf(map: Locator): Promise<Locator> {
  await map.scrollIntoViewIfNeeded();
  await showButton(map).waitFor();
  return showButton(map);
}

/**
 * Stops the page clock a little ahead of now (pauseAt refuses a time already past, and a loaded
 * machine can take seconds between reading the clock and pausing it); the page is idle until
 * the test acts, so nothing of its own is due in between.
 */
async function pauseSoon(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

describe.skipIf(!available)('map block: the placeholder', () => {
  it('works with no script: the address as text and the link to the external maps page', async () => {
    const { context, page, requests } = await open({ javaScript: false });
    expect(await studio(page).locator('address').innerHTML()).toBe(
      'Tessera Studio<br>12 Orchard Lane<br>Bristol BS1 4DJ<br>United Kingdom',
    );
    const link = studio(page).getByRole('link', { name: 'Open in Google Maps' });
    expect(await link.getAttribute('href')).toBe(STUDIO_LINK);
    expect(await page.locator('[data-part="map-panel"], [data-part="map-canvas"]').count()).toBe(0);
    expect(requests).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!available)('map block: the interactive map', () => {
  it('loads on interaction against the fake Google Maps: key, language and region in the address', async () => {
    const { context, page, requests } = await open();
    const button = await buttonOf(studio(page));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => MAP_HOSTS.test(url))).toEqual([]);
    await button.click();
    const canvas = studio(page).locator('[data-part="map-canvas"]');
    await canvas.waitFor();
    expect(await canvas.getAttribute('aria-label')).toBe('Interactive map: Tessera Studio');
    expect(requests.filter((url) => MAP_HOSTS.test(url))).toEqual([GOOGLE_SCRIPT]);
    const calls = await page.evaluate(
      () => (window as unknown as { fakeMapCalls: unknown[] }).fakeMapCalls,
    );
    expect(calls).toEqual([
      ['importLibrary', 'maps'],
      ['importLibrary', 'marker'],
      [
        'Map',
        expect.objectContaining({
          center: { lat: 51.4545, lng: -2.5879 },
          zoom: 14,
          mapTypeId: 'roadmap',
          styles: [{ stylers: [{ saturation: -100 }] }],
        }),
      ],
      [
        'Marker',
        {
          position: { lat: 51.4545, lng: -2.5879 },
          title: 'Tessera Studio, 12 Orchard Lane, Bristol BS1 4DJ, United Kingdom',
        },
      ],
    ]);
    expect(await showButton(studio(page)).count()).toBe(0);
    await context.close();
  });

  it('a marker click opens the external maps page with position, address and zoom', async () => {
    const { context, page } = await open();
    await (await buttonOf(studio(page))).click();
    const marker = studio(page).locator('[data-fake-marker]');
    await marker.waitFor();
    const [popup] = await Promise.all([context.waitForEvent('page'), marker.click()]);
    expect(popup.url()).toBe(STUDIO_LINK);
    await context.close();
  });

  it('MapLibre GL loads on interaction from the configured script, stylesheet and style', async () => {
    const { context, page, requests } = await open();
    await (await buttonOf(orchard(page))).click();
    await orchard(page).locator('[data-part="map-canvas"] canvas').waitFor();
    expect(requests.filter((url) => MAP_HOSTS.test(url)).sort()).toEqual([
      'https://cdn.jsdelivr.net/npm/maplibre-gl@5/dist/maplibre-gl.css',
      'https://cdn.jsdelivr.net/npm/maplibre-gl@5/dist/maplibre-gl.js',
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { fakeMapLibre: unknown }).fakeMapLibre),
    ).toEqual({
      style: 'https://demotiles.maplibre.org/style.json',
      center: [-2.6012, 51.4701],
      zoom: 12,
    });
    await context.close();
  });

  it('a script that never answers rejects after 30 s; the placeholder and the button stay', async () => {
    const { context, page, requests, warnings } = await open({
      googleNeverAnswers: true,
      clock: true,
    });
    const button = await buttonOf(studio(page));
    // Time stands still from here: only runFor moves it.
    await pauseSoon(page);
    await button.click();
    await expect.poll(() => requests.filter((url) => MAP_HOSTS.test(url))).toEqual([GOOGLE_SCRIPT]);
    await page.clock.runFor(29_999);
    expect(await page.locator(`script[src="${GOOGLE_SCRIPT}"]`).count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator(`script[src="${GOOGLE_SCRIPT}"]`).count()).toBe(0);
    const timedOut = `[tessera] Script load timed out after 30000 ms: ${GOOGLE_SCRIPT}`;
    await expect
      .poll(() =>
        warnings
          .filter((text) => text.startsWith('[tessera]'))
          .map((t) => t.slice(0, timedOut.length)),
      )
      .toEqual([timedOut]);
    expect(await studio(page).locator('[data-part="map-canvas"]').count()).toBe(0);
    expect(await showButton(studio(page)).count()).toBe(1);
    expect(await studio(page).getByRole('link', { name: 'Open in Google Maps' }).count()).toBe(1);
    await context.close();
  });
});

describe.skipIf(!available)('map and follow blocks: consent', () => {
  it('nothing is requested from a map service or the platform before consent; "Load content" loads one map', async () => {
    const { context, page, requests } = await open({ consent: false });
    for (const map of [studio(page), orchard(page)]) {
      await map.scrollIntoViewIfNeeded();
      await map.locator('[data-part="consent-placeholder"]').waitFor();
    }
    const placeholder = studio(page).locator('[data-part="consent-placeholder"]');
    expect([
      await placeholder.locator('p').textContent(),
      await placeholder.locator('button').allTextContents(),
    ]).toEqual([
      'This content is blocked until you accept cookies.',
      ['Load content', 'Accept cookies'],
    ]);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.followDemo)).toBe(undefined);
    await placeholder.getByRole('button', { name: 'Load content' }).click();
    await studio(page).locator('[data-part="map-canvas"]').waitFor();
    expect(requests).toEqual([GOOGLE_SCRIPT]);
    expect(await orchard(page).locator('[data-part="consent-placeholder"]').count()).toBe(1);
    await context.close();
  });

  it('"Accept cookies" in a map records the acceptance for the site: every map offers its button, the follow script runs', async () => {
    const { context, page, requests } = await open({ consent: false });
    const placeholder = studio(page).locator('[data-part="consent-placeholder"]');
    await studio(page).scrollIntoViewIfNeeded();
    await placeholder.getByRole('button', { name: 'Accept cookies' }).click();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value)
      .toBe('true');
    for (const map of [studio(page), orchard(page)]) await buttonOf(map);
    expect(await page.locator('[data-part="consent-placeholder"]').count()).toBe(0);
    await page.locator('[data-block="follow"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.followDemo))
      .toBe('loaded');
    // Accepting asks for no map: nothing from a map service until a button is pressed.
    expect(requests.filter((url) => MAP_HOSTS.test(url))).toEqual([]);
    await context.close();
  });

  it('with consent the follow script runs; one that never answers gives up after 10 s, the link stays', async () => {
    const loaded = await open();
    await loaded.page.locator('[data-block="follow"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => loaded.page.evaluate(() => document.documentElement.dataset.followDemo))
      .toBe('loaded');
    await loaded.context.close();

    const { context, page, warnings } = await open({ clock: true });
    const held: Route[] = [];
    await context.route('**/js/follow-demo.js', (route) => {
      held.push(route);
    });
    await pauseSoon(page);
    const follow = page.locator('[data-block="follow"]');
    await follow.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(9_999);
    expect(await page.locator('script[src="/js/follow-demo.js"]').count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator('script[src="/js/follow-demo.js"]').count()).toBe(0);
    expect(await follow.getAttribute('href')).toBe('https://x.com/tesserastudio');
    expect(warnings.filter((text) => text.startsWith('[tessera]'))).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!available)('axe and layout shift on media.html with the maps', () => {
  it.each([true, false])(
    'no violation and no layout shift, before and after a map loads (consent %s)',
    async (consent) => {
      const { context, page } = await open({ consent });
      const map = studio(page);
      await map.scrollIntoViewIfNeeded();
      await map
        .locator(consent ? '[data-part="map-panel"]' : '[data-part="consent-placeholder"]')
        .waitFor();
      expect(await runAxe(page, { iframes: false })).toEqual([]);
      await map
        .locator('button', { hasText: consent ? 'Show the interactive map' : 'Load content' })
        .click();
      await map.locator('[data-part="map-canvas"] [data-fake-marker]').waitFor();
      expect(await runAxe(page, { iframes: false })).toEqual([]);
      expect(await layoutShiftSum(page)).toBe(0);
      await context.close();
    },
  );
});
