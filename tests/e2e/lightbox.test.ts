/**
 * End-to-end: the lightbox and image loading on examples/site (gallery.html's archive, a
 * `data-block="lightbox"` set of twelve thumbnails; index.html's image block), in Debian's
 * Chromium, through the reference server, against the built dist/tessera.js.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import { siteDir } from '../support/server';
import { rememberConsent, rememberPopupClosed } from '../support/visitor-state';

const ARCHIVE = 'ul[data-block="lightbox"]';
const THUMB = `${ARCHIVE} a`;
const ARCHIVE_MARKER = 'data-block="lightbox"';

interface LightboxView {
  phase: string | null;
  src: string | null;
  alt: string | null;
  meta: string | null;
  count: string | null;
  width: number;
  height: number;
  naturalWidth: number;
}

/** The lightbox as seen through the overlay host's shadow root; null when closed. */
function view(page: Page): Promise<LightboxView | null> {
  return page.evaluate(() => {
    const root = document.querySelector('tessera-overlays')?.shadowRoot;
    const box = root?.querySelector<HTMLElement>('.lightbox');
    if (!root || !box) return null;
    const img = root.querySelector<HTMLImageElement>('.slide[data-active] img');
    const rect = img?.getBoundingClientRect();
    return {
      phase: box.dataset.phase ?? null,
      src: img?.getAttribute('src') ?? null,
      alt: img?.getAttribute('alt') ?? null,
      meta: root.querySelector('.meta')?.textContent ?? null,
      count: root.querySelector('.count')?.textContent ?? null,
      width: rect?.width ?? 0,
      height: rect?.height ?? 0,
      naturalWidth: img?.naturalWidth ?? 0,
    };
  });
}

const phaseIs = (page: Page, phase: string) =>
  page.waitForFunction(
    (wanted) =>
      document
        .querySelector('tessera-overlays')
        ?.shadowRoot?.querySelector<HTMLElement>('.lightbox')?.dataset.phase === wanted,
    phase,
  );

const closed = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('tessera-overlays')?.shadowRoot?.querySelector('.lightbox'),
  );

/** Scrolls the archive (below the gallery) into view; it is live once thumbnails carry loading marks. */
async function archiveReady(page: Page): Promise<void> {
  await page.evaluate(
    (selector) => document.querySelector(selector)!.scrollIntoView({ block: 'start' }),
    ARCHIVE,
  );
  await page.waitForFunction(
    (selector) => document.querySelector(`${selector} img[data-image-state]`) !== null,
    ARCHIVE,
  );
}

/**
 * Clicks a thumbnail through the DOM: the galleries above the archive move it while they
 * animate, so a click by coordinates could land on a neighbour.
 */
async function openFirst(page: Page, index = 0): Promise<void> {
  await page
    .locator(THUMB)
    .nth(index)
    .evaluate((link: HTMLElement) => {
      link.focus();
      link.click();
    });
  await phaseIs(page, 'open');
}

const run = hasChromium();

describe.skipIf(!run)('lightbox on examples/site', () => {
  const { server, browser } = withBrowserAndServer();
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  /**
   * A new page at `path`, opened by a visitor who decided on cookies and signed up for the
   * popup: the popup (due 5 s into index.html, gallery.html and store.html) waits while the
   * lightbox is open and then takes the focus, which a slow run saw instead of the opener.
   */
  async function fresh(path = '/gallery.html', viewport = { width: 1280, height: 720 }) {
    await context?.close();
    context = await browser().newContext({ viewport });
    await rememberConsent(context, false);
    await rememberPopupClosed(context, { signedUp: true });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server().url}${path}`);
    return page;
  }

  /**
   * The archive's own markup from gallery.html on a page of its own, below a spacer: the
   * galleries of gallery.html change height as they come to life, which would move the archive
   * while it is measured or pointed at.
   */
  async function archiveOnlyPage(viewport: { width: number; height: number }, spacer: number) {
    const site = readFileSync(join(siteDir, 'gallery.html'), 'utf8');
    const archive = site.slice(
      site.indexOf('<!-- block: lightbox -->'),
      site.indexOf('</ul>', site.indexOf(ARCHIVE_MARKER)) + 5,
    );
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Archive</title>
      <link rel="stylesheet" href="/site.css"><script type="module" src="/tessera/tessera.js"></script></head>
      <body><main><div style="height:${spacer}px"></div>${archive}</main></body></html>`;
    await context?.close();
    context = await browser().newContext({ viewport });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${server().url}/archive-test.html`, (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
  }

  it('opens from a thumbnail as a labelled modal dialog with the slide and its caption', async () => {
    await fresh();
    await archiveReady(page);
    await openFirst(page, 1);
    const shown = await view(page);
    expect(shown).toMatchObject({
      src: '/images/dunes.svg?archive=1',
      alt: 'Sand dunes in warm evening light',
      meta: 'Dunes, spring',
      count: '2 of 12',
    });
    expect(shown!.naturalWidth).toBeGreaterThan(0);
    const dialog = await page.evaluate(() => {
      const node = document.querySelector('tessera-overlays')!.shadowRoot!.querySelector('dialog')!;
      return {
        open: node.open,
        modal: node.matches(':modal'),
        label: node.getAttribute('aria-label'),
      };
    });
    expect(dialog).toEqual({ open: true, modal: true, label: 'Image viewer' });
    expect(errors).toEqual([]);
  });

  it('axe-core finds no violation with the lightbox open', async () => {
    expect(await runAxe(page, { include: ['tessera-overlays'] })).toEqual([]);
  });

  it('focus is trapped: Tab visits every control once and comes back, Shift+Tab goes back, never outside', async () => {
    const focused = () =>
      page.evaluate(() => {
        const root = document.querySelector('tessera-overlays')!.shadowRoot!;
        const active = root.activeElement;
        return document.activeElement?.tagName === 'TESSERA-OVERLAYS' && active
          ? (active.getAttribute('data-part') ??
              active.getAttribute('aria-label') ??
              active.tagName)
          : `outside: ${document.activeElement?.tagName}`;
      });
    const count = await page.evaluate(
      () =>
        document
          .querySelector('tessera-overlays')!
          .shadowRoot!.querySelectorAll('dialog button:not([disabled])').length,
    );
    expect(count).toBeGreaterThanOrEqual(3);
    const seen = [await focused()];
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen.filter((name) => name.startsWith('outside'))).toEqual([]);
    expect(new Set(seen.slice(0, count)).size).toBe(count);
    expect(seen[count]).toBe(seen[0]);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(seen[count - 1]);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('close');
  });

  it('arrow keys navigate, one action per 200 ms (throttle observable)', async () => {
    const position = async () => Number((await view(page))!.count!.split(' ')[0]);
    const before = await position();
    // Three presses in one task: the first acts, the others fall inside the 200 ms window.
    const t0 = await page.evaluate(() => {
      const root = document.querySelector('tessera-overlays')!.shadowRoot!;
      const target = root.activeElement ?? root.querySelector('.lightbox')!;
      for (let i = 0; i < 3; i++) {
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }),
        );
      }
      return performance.now();
    });
    expect(await position()).toBe(before + 1);
    await page.waitForFunction((start) => performance.now() - start >= 200, t0);
    // Right, then Left in the same task: the Left falls inside the Right's window whatever the
    // machine's load (two presses from here could be 200 ms apart on a busy CI machine).
    const t1 = await page.evaluate(() => {
      const root = document.querySelector('tessera-overlays')!.shadowRoot!;
      const target = root.activeElement ?? root.querySelector('.lightbox')!;
      for (const key of ['ArrowRight', 'ArrowLeft']) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      }
      return performance.now();
    });
    expect(await position()).toBe(before + 2);
    await page.waitForFunction((start) => performance.now() - start >= 200, t1);
    // A real key press once the window has passed.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(position).toBe(before + 1);
    // History on: the slide is in the hash.
    const ids = await page.$$eval(THUMB, (links) =>
      links.map((link) => link.getAttribute('data-slide-id')),
    );
    // Written from an effect, which preact runs after the next frame: wait for it.
    await page.waitForFunction((hash) => location.hash === hash, `#itemId=${ids[before]}`);
    expect(new URL(page.url()).hash).toBe(`#itemId=${ids[before]}`);
  });

  it('Escape closes and focus returns to the thumbnail that opened it', async () => {
    await page.keyboard.press('Escape');
    await closed(page);
    // Polled: the focus goes back as the overlay unmounts, which a loaded machine can put a
    // task after the lightbox's element left the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-slide-id')))
      .toBe('dunes-1');
    expect(new URL(page.url()).hash).toBe('');
  });

  it('desktop clicks: right half next, left half previous, margin and image stay, elsewhere closes', async () => {
    await fresh();
    await archiveReady(page);
    await openFirst(page, 3);
    const { width, height } = page.viewportSize()!;
    const stageMiddle = await page.evaluate(() => {
      const stage = document
        .querySelector('tessera-overlays')!
        .shadowRoot!.querySelector('.stage')!;
      const rect = stage.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });
    await page.mouse.click(width * 0.97, stageMiddle);
    expect((await view(page))!.count).toBe('5 of 12');
    await page.mouse.click(width * 0.04, stageMiddle);
    expect((await view(page))!.count).toBe('4 of 12');
    await page.mouse.click(width * 0.01, stageMiddle);
    await page.mouse.click(width * 0.995, stageMiddle);
    expect((await view(page))!.count).toBe('4 of 12');
    await page.mouse.click(width * 0.6, stageMiddle);
    expect((await view(page))!.count).toBe('4 of 12');
    expect((await view(page))!.phase).toBe('open');
    // A click on the picture leaves no control focused: the keys still reach the lightbox.
    const focus = await page.evaluate(() => document.activeElement?.tagName);
    await page.keyboard.press('ArrowRight');
    expect({ focus, count: (await view(page))!.count }).toEqual({ focus, count: '5 of 12' });
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowLeft');
    expect((await view(page))!.count).toBe('4 of 12');
    const bar = await page.evaluate(() => {
      const node = document.querySelector('tessera-overlays')!.shadowRoot!.querySelector('.bar')!;
      const rect = node.getBoundingClientRect();
      return { x: rect.left + rect.width * 0.75, y: rect.top + rect.height / 2 };
    });
    expect(bar.y).toBeLessThan(height * 0.98);
    await page.mouse.click(bar.x, bar.y);
    await closed(page);
  });

  it('loops on desktop', async () => {
    await openFirst(page, 11);
    await page.evaluate(() =>
      document
        .querySelector('tessera-overlays')!
        .shadowRoot!.querySelector<HTMLButtonElement>('.next')!
        .click(),
    );
    expect((await view(page))!.count).toBe('1 of 12');
    await page.keyboard.press('Escape');
    await closed(page);
  });

  it('the back button closes the lightbox', async () => {
    await openFirst(page, 2);
    await page.goBack();
    await closed(page);
    expect(new URL(page.url()).pathname).toBe('/gallery.html');
  });

  it('a lightbox opened over another stays open, and Back still closes it', async () => {
    await openFirst(page, 0);
    const entries = await page.evaluate(() => history.length);
    // The engine (or a script) opens another set while one shows: it replaces the first.
    await page
      .locator(THUMB)
      .nth(2)
      .evaluate((link: HTMLElement) => link.click());
    await page.waitForFunction(
      () =>
        document.querySelector('tessera-overlays')?.shadowRoot?.querySelector('.count')
          ?.textContent === '3 of 12',
    );
    // A history pop of the first one's entry would land now, after the second one's push.
    await page.waitForTimeout(300);
    expect((await view(page))!.count).toBe('3 of 12');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await closed(page);
    expect(new URL(page.url()).pathname).toBe('/gallery.html');
  });

  it('a hash deep link opens that slide', async () => {
    await fresh('/gallery.html#itemId=glacier-2');
    await phaseIs(page, 'open');
    expect(await view(page)).toMatchObject({
      alt: 'A blue glacier valley',
      meta: 'Glacier, autumn',
      count: '9 of 12',
    });
  });

  it('an image without dimensions shows at its own size, which is read on load', async () => {
    await fresh();
    await archiveReady(page);
    await openFirst(page, 5);
    await page.waitForFunction(() => {
      const img = document
        .querySelector('tessera-overlays')
        ?.shadowRoot?.querySelector<HTMLImageElement>('.slide[data-active] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const shown = (await view(page))!;
    expect(shown.alt).toBe('An orchard in blossom');
    expect(shown.width).toBeGreaterThan(100);
    expect(shown.width / shown.height).toBeCloseTo(1.5, 1);
    await page.keyboard.press('Escape');
    await closed(page);
    await page.locator(THUMB).nth(5).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document
          .querySelector('img[data-src*="orchard.svg?thumb=1"]')
          ?.getAttribute('data-image-state') === 'loaded',
    );
    const dimensions = await page.getAttribute(
      'img[data-src*="orchard.svg?thumb=1"]',
      'data-image-dimensions',
    );
    expect(dimensions).toMatch(/^\d+x\d+$/);
  });

  it('only images near the viewport are requested (counted)', async () => {
    // The archive's own markup from gallery.html, on a page of its own below a 1500 px spacer:
    // the galleries of gallery.html change height as they come to life, which would move the
    // archive while it is measured.
    await archiveOnlyPage({ width: 520, height: 400 }, 1500);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('thumb'))
        requested.add(`${url.pathname}?thumb=${url.searchParams.get('thumb')}`);
    });
    await page.goto(`${server().url}/archive-test.html`, { waitUntil: 'networkidle' });
    // 1500 px below the top: none of the twelve is fetched.
    expect(requested.size).toBe(0);
    await archiveReady(page);
    await page.waitForLoadState('networkidle');
    // spec 001 §4: within 200 px of the viewport.
    const near = await page.evaluate((selector) => {
      return [...document.querySelectorAll<HTMLImageElement>(`${selector} img[data-src]`)]
        .filter((img) => {
          const rect = img.getBoundingClientRect();
          return rect.top < window.innerHeight + 200 && rect.bottom > -200;
        })
        .map((img) => img.getAttribute('data-src')!);
    }, ARCHIVE);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(12);
    expect([...requested].sort()).toEqual([...near].sort());
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(`${selector} img[data-src]`)].every((img) =>
          img.hasAttribute('data-image-state'),
        ),
      ARCHIVE,
    );
    // On a narrow screen the queue loads one at a time (spec 001 §4): wait for the last.
    await expect.poll(() => requested.size, { timeout: 10_000 }).toBe(12);
  });

  it('the core arrives while the page is idle; a pointer resting on a thumbnail fetches its picture before the click; the click fetches neither again', async () => {
    await archiveOnlyPage({ width: 1280, height: 720 }, 0);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requests.push(url.pathname + url.search);
    });
    await page.goto(`${server().url}/archive-test.html`);
    await archiveReady(page);
    await page.waitForLoadState('networkidle');
    const picture = '/images/harbour.svg?archive=1';
    const core = /\/chunks\/mount-lightbox-[\w-]+\.js$/;
    // Idle: the code only, once; no large picture of any slide.
    await expect.poll(() => requests.filter((url) => core.test(url)).length).toBe(1);
    expect(requests.filter((url) => /archive=\d/.test(url))).toEqual([]);
    const warmed = page.waitForRequest((request) => request.url().endsWith(picture));
    await page.locator(THUMB).nth(3).hover();
    await warmed;
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /archive=\d/.test(url))).toEqual([picture]);
    expect(requests.filter((url) => core.test(url))).toHaveLength(1);
    expect(await view(page)).toBeNull();
    await page.mouse.down();
    await page.mouse.up();
    await phaseIs(page, 'open');
    const shown = (await view(page))!;
    expect(shown.src).toBe(picture);
    expect(shown.naturalWidth).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The click found both: neither was fetched again.
    expect(requests.filter((url) => url === picture)).toHaveLength(1);
    expect(requests.filter((url) => core.test(url))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await closed(page);
    expect(errors).toEqual([]);
  });

  it("a click during the warmed picture's download joins it: one request, the picture shown", async () => {
    await archiveOnlyPage({ width: 1280, height: 720 }, 0);
    const picture = '/images/meadow.svg?archive=1';
    let requests = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The picture's answer waits until the click has happened.
    await page.route(`${server().url}${picture}`, async (route) => {
      requests++;
      await held;
      await route.continue();
    });
    await page.goto(`${server().url}/archive-test.html`);
    await archiveReady(page);
    await page.locator(THUMB).nth(4).hover();
    await expect.poll(() => requests).toBe(1);
    await page.mouse.down();
    await page.mouse.up();
    await phaseIs(page, 'open');
    release();
    await page.waitForFunction(
      () =>
        (
          document
            .querySelector('tessera-overlays')
            ?.shadowRoot?.querySelector('.slide[data-active] img') as HTMLImageElement | null
        )?.naturalWidth,
    );
    await page.waitForLoadState('networkidle');
    expect(requests).toBe(1);
    expect((await view(page))!.src).toBe(picture);
    await page.keyboard.press('Escape');
    await closed(page);
    expect(errors).toEqual([]);
  });

  it('a gallery with the lightbox on opens the same lightbox (tessera:gallery-open)', async () => {
    await fresh();
    // Clicks the grid's first slide until the gallery block has come to life and answers.
    await page.waitForFunction(
      () => {
        if (document.querySelector('tessera-overlays')?.shadowRoot?.querySelector('.lightbox'))
          return true;
        const gallery = [...document.querySelectorAll('[data-block="gallery"]')].find((element) =>
          /"lightbox":\s*true/.test(element.getAttribute('data-block-config') ?? ''),
        );
        gallery?.querySelector<HTMLElement>('[data-slide]')?.click();
        return false;
      },
      undefined,
      { polling: 250 },
    );
    await phaseIs(page, 'open');
    const shown = (await view(page))!;
    expect(shown.count).toMatch(/^1 of \d+$/);
    expect(shown.alt).toBeTruthy();
    await page.keyboard.press('Escape');
    await closed(page);
  });

  it('the image block gets a responsive source and opens the same lightbox', async () => {
    await fresh('/');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-block="image"] img')?.getAttribute('data-image-state') ===
        'loaded',
    );
    const img = page.locator('[data-block="image"] img');
    expect(await img.getAttribute('srcset')).toContain('/images/harbour.svg?format=100w 100w');
    expect(await img.getAttribute('sizes')).toMatch(/^\d+px$/);
    expect(await img.getAttribute('role')).toBe('button');
    expect(await runAxe(page, { include: ['[data-block="image"]'] })).toEqual([]);
    await img.click();
    await phaseIs(page, 'open');
    expect((await view(page))!.alt).toBe('A harbour at dusk under a low sun');
    expect(await runAxe(page, { include: ['tessera-overlays'] })).toEqual([]);
    await page.keyboard.press('Escape');
    await closed(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IMG');
    expect(errors).toEqual([]);
  });
});
