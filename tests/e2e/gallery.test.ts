/**
 * @tessera/gallery in real Chromium on examples/site/gallery.html: swipe with real pointer events,
 * keyboard, autoplay pausing on hover and focus, resize, history back and forward, the thumbnail
 * strip, and a cumulative layout shift of 0 for every design (the stacked one with thumbnails).
 * The script is the built dist/tessera.js when it carries the gallery chunk; before the lead's
 * build lists it, an esbuild bundle of the block stands in at the same address.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndStaticServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import { serveGalleryScript } from '../support/gallery-script';
import { rememberConsent, rememberPopupClosed } from '../support/visitor-state';

const root = resolve(import.meta.dirname, '../..');
const site = join(root, 'examples/site');
const designs = [
  'grid',
  'slideshow',
  'carousel',
  'slider',
  'autorows',
  'autocolumns',
  'autogrid',
  'list',
  'stacked',
];

/** The built script, when it carries the gallery chunk and is newer than the gallery sources. */
function distHasGallery(): boolean {
  const chunks = join(root, 'dist/chunks');
  const script = join(root, 'dist/tessera.js');
  if (!existsSync(script) || !existsSync(chunks)) return false;
  const sources = join(root, 'packages/gallery/src');
  const newest = Math.max(
    ...readdirSync(sources, { recursive: true, encoding: 'utf8' }).map(
      (file) => statSync(join(sources, file)).mtimeMs,
    ),
  );
  if (newest > statSync(script).mtimeMs) return false;
  return readdirSync(chunks).some(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(chunks, file), 'utf8').includes('data-gallery-ready'),
  );
}

const run = hasChromium();

describe.skipIf(!run)('gallery in Chromium (examples/site/gallery.html)', () => {
  const { server, browser } = withBrowserAndStaticServer({
    root: site,
    setUp: (host) => serveGalleryScript(host, distHasGallery()),
  });

  async function open(
    width = 1280,
    height = 900,
    options: { clock?: boolean; reducedMotion?: boolean; path?: string } = {},
  ): Promise<Page> {
    const context = await browser().newContext({
      viewport: { width, height },
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
    // A returning visitor's: the popup, due 5 s into gallery.html, would take the focus.
    await rememberConsent(context, false);
    await rememberPopupClosed(context, { signedUp: true });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    page.setDefaultTimeout(10_000);
    if (options.clock) await page.clock.install();
    await page.goto(`${server().url}${options.path ?? '/gallery.html'}`);
    return page;
  }

  /** Scrolls a gallery into view (the runtime activates blocks near the viewport) and waits for it. */
  async function ready(page: Page, design: string): Promise<void> {
    await page
      .locator(`[data-block="gallery"][data-block-config*='"design":"${design}"']`)
      .scrollIntoViewIfNeeded();
    await page.waitForSelector(`${gallery(design)}[data-gallery-ready]`, { state: 'attached' });
  }

  const gallery = (design: string) => `[data-block="gallery"][data-gallery-design="${design}"]`;
  const activeIndex = (page: Page, design: string) =>
    page.$$eval(`${gallery(design)} [data-slide]`, (slides) =>
      slides.findIndex((slide) => slide.hasAttribute('data-active')),
    );

  it.each([1280, 420])('cumulative layout shift is 0 for every design at %i px', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 12_000 } });
    const page = await context.newPage();
    // Record every layout shift from the first paint, with the design it moved.
    await page.addInitScript(() => {
      const shifts: { value: number; designs: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const designs = (entry.sources ?? []).map((source) => {
            const node = source.node instanceof Element ? source.node : source.node?.parentElement;
            const block = node?.closest('[data-block="gallery"]');
            return (
              block?.getAttribute('data-gallery-design') ??
              block?.getAttribute('data-block-config') ??
              'page'
            );
          });
          shifts.push({ value: entry.value, designs });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server().url}/gallery.html`, { waitUntil: 'load' });
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-gallery-ready]').length === count,
      designs.length,
    );
    // Past the resize debounce and a few frames: anything the engine would still move has moved.
    await page.waitForTimeout(600);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; designs: string[] }[] }).shifts,
    );
    const byDesign = Object.fromEntries(designs.map((design) => [design, 0]));
    for (const shift of shifts)
      for (const design of shift.designs) byDesign[design] = (byDesign[design] ?? 0) + shift.value;
    expect(byDesign).toEqual(Object.fromEntries(designs.map((design) => [design, 0])));
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
    await context.close();
  });

  it.each([1280, 600, 420])(
    'the engine takes over without moving a pixel at %i px (server layout = engine layout)',
    async (width) => {
      const rects = async (javaScriptEnabled: boolean) => {
        const context = await browser().newContext({
          viewport: { width, height: 12_000 },
          javaScriptEnabled,
        });
        const page = await context.newPage();
        await page.goto(`${server().url}/gallery.html`, { waitUntil: 'load' });
        if (javaScriptEnabled) {
          await page.waitForFunction(
            (count) => document.querySelectorAll('[data-gallery-ready]').length === count,
            designs.length,
          );
        }
        const result = await page.$$eval('[data-block="gallery"]', (blocks) =>
          blocks.map((block) => ({
            design: JSON.parse(block.getAttribute('data-block-config') ?? '{}').design as string,
            block: block.getBoundingClientRect().toJSON() as DOMRect,
            slides: [...block.querySelectorAll('[data-slide]')].map(
              (slide) => slide.getBoundingClientRect().toJSON() as DOMRect,
            ),
            thumbnails: [...block.querySelectorAll('[data-thumbnail]')].map(
              (thumbnail) => thumbnail.getBoundingClientRect().toJSON() as DOMRect,
            ),
          })),
        );
        await context.close();
        return result;
      };
      const rendered = await rects(false);
      const engine = await rects(true);
      // Sub-pixel: the page is 9,000 px tall and layout units are 1/64 px, so half a pixel of slack.
      const drift = (a: DOMRect, b: DOMRect) =>
        Math.max(
          Math.abs(a.x - b.x),
          Math.abs(a.y - b.y),
          Math.abs(a.width - b.width),
          Math.abs(a.height - b.height),
        );
      const moved: string[] = [];
      for (const [index, before] of rendered.entries()) {
        const after = engine[index]!;
        if (drift(after.block, before.block) > 0.5) moved.push(`${before.design} block`);
        // Slides the server shows stay where they are (hidden stacked slides may differ).
        after.slides.forEach((slide, at) => {
          if (['stacked', 'slideshow'].includes(before.design) && at > 0) return;
          if (drift(slide, before.slides[at]!) > 0.5) moved.push(`${before.design} slide ${at}`);
        });
        // The thumbnail strip is laid out by gallery.css too: the engine only marks it.
        expect(after.thumbnails).toHaveLength(before.thumbnails.length);
        after.thumbnails.forEach((thumbnail, at) => {
          if (drift(thumbnail, before.thumbnails[at]!) > 0.5)
            moved.push(`${before.design} thumbnail ${at}`);
        });
      }
      expect(moved).toEqual([]);
    },
  );

  it('swipes with real pointer events', async () => {
    const page = await open();
    await ready(page, 'stacked');
    const box = (await page.locator(`${gallery('stacked')} [data-part="viewport"]`).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(box.x + box.width * 0.7 - step * 40, y);
    await page.mouse.up();
    await expect.poll(() => activeIndex(page, 'stacked')).toBe(1);
    // A vertical drag does not change the slide.
    await page.waitForTimeout(600);
    await page.mouse.move(box.x + box.width / 2, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + 140, { steps: 6 });
    await page.mouse.up();
    expect(await activeIndex(page, 'stacked')).toBe(1);
    // The carousel swipes a group at a time.
    await ready(page, 'carousel');
    const carousel = (await page
      .locator(`${gallery('carousel')} [data-part="viewport"]`)
      .boundingBox())!;
    const middle = carousel.x + carousel.width / 2;
    await page.mouse.move(middle, carousel.y + carousel.height / 2);
    await page.mouse.down();
    await page.mouse.move(middle - 200, carousel.y + carousel.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => activeIndex(page, 'carousel')).toBe(3);
    await expect
      .poll(() =>
        page.$eval(
          `${gallery('carousel')} [data-part="track"]`,
          (track) => getComputedStyle(track).transform,
        ),
      )
      .not.toBe('none');
    await page.context().close();
  });

  it('moves with the arrow keys', async () => {
    const page = await open();
    await ready(page, 'carousel');
    await ready(page, 'slider');
    await page.focus(`${gallery('carousel')} [data-part="next"]`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeIndex(page, 'carousel')).toBe(3);
    await page.focus(`${gallery('slider')} [data-slide]`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeIndex(page, 'slider')).toBe(1);
    await page.waitForTimeout(550);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeIndex(page, 'slider')).toBe(0);
    await page.context().close();
  });

  it('autoplay pauses on hover and while focus is inside, with a visible pause control', async () => {
    const page = await open(1280, 900, { clock: true });
    await ready(page, 'grid');
    await ready(page, 'slideshow');
    const slideshow = page.locator(gallery('slideshow'));
    await expect.poll(() => slideshow.locator('[data-part="pause"]').isVisible()).toBe(true);
    expect(
      await page.$eval(`${gallery('slideshow')} [data-part="track"]`, (track) =>
        track.getAttribute('aria-live'),
      ),
    ).toBe('off');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    expect(await activeIndex(page, 'slideshow')).toBe(1);
    await slideshow.hover();
    await page.clock.runFor(12_000);
    expect(await activeIndex(page, 'slideshow')).toBe(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    expect(await activeIndex(page, 'slideshow')).toBe(2);
    await page.focus(`${gallery('slideshow')} [data-part="next"]`);
    await page.clock.runFor(12_000);
    expect(await activeIndex(page, 'slideshow')).toBe(2);
    await page.focus(`${gallery('grid')} [data-slide]`);
    await page.clock.runFor(5000);
    expect(await activeIndex(page, 'slideshow')).toBe(3);
    await page.context().close();
  });

  it('autoplay is off under prefers-reduced-motion and with ?nomotion=true', async () => {
    for (const page of [
      await open(1280, 900, { clock: true, reducedMotion: true }),
      await open(1280, 900, { clock: true, path: '/gallery.html?nomotion=true' }),
    ]) {
      await ready(page, 'slideshow');
      await page.clock.runFor(12_000);
      expect(await activeIndex(page, 'slideshow')).toBe(0);
      expect(await page.locator(`${gallery('slideshow')} [data-part="pause"]`).count()).toBe(0);
      await page.context().close();
    }
  });

  it('relayouts static designs on resize, after the 300 ms debounce', async () => {
    const page = await open(1280, 900);
    await ready(page, 'grid');
    await ready(page, 'autorows');
    const widthOf = () =>
      page.$eval(`${gallery('grid')} [data-slide]`, (slide) => slide.getBoundingClientRect().width);
    const wide = await widthOf();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(widthOf).toBeLessThan(wide);
    // No overlap after the relayout.
    const boxes = await page.$$eval(`${gallery('autorows')} [data-slide]`, (slides) =>
      slides.map((slide) => slide.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5 ||
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5;
        expect(apart).toBe(true);
      }
    }
    await page.context().close();
  });

  it('history: the strip writes itemId, and back and forward move between slides', async () => {
    const page = await open();
    await ready(page, 'slider');
    await page.click(`${gallery('slider')} [data-slide]:nth-child(3)`);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#itemId=glacier');
    await page.waitForTimeout(550);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#itemId=harbour');
    await page.goBack();
    await expect.poll(() => activeIndex(page, 'slider')).toBe(2);
    await page.goBack();
    await expect.poll(() => activeIndex(page, 'slider')).toBe(0);
    await page.goForward();
    await expect.poll(() => activeIndex(page, 'slider')).toBe(2);
    // On load, an itemId in the address selects that slide.
    await page.goto(`${server().url}/gallery.html#itemId=meadow`);
    await ready(page, 'slider');
    expect(await activeIndex(page, 'slider')).toBe(4);
    await page.context().close();
  });

  it('thumbnails: a click moves the gallery, and the gallery moves the active thumbnail', async () => {
    const page = await open();
    await ready(page, 'stacked');
    const thumbnails = `${gallery('stacked')} [data-thumbnail]`;
    const currentThumbnail = () =>
      page.$$eval(thumbnails, (list) =>
        list.findIndex((thumbnail) => thumbnail.getAttribute('aria-current') === 'true'),
      );
    // Laid out under the slides, one row of 4 across (spec 001 §9), 5 px apart.
    const layout = await page.$$eval(thumbnails, (list) =>
      list.map((thumbnail) => thumbnail.getBoundingClientRect().toJSON() as DOMRect),
    );
    const viewport = (await page
      .locator(`${gallery('stacked')} [data-part="viewport"]`)
      .boundingBox())!;
    expect(layout.every((box) => Math.abs(box.y - layout[0]!.y) < 0.5)).toBe(true);
    expect(layout[0]!.y).toBeGreaterThanOrEqual(viewport.y + viewport.height);
    expect(layout[1]!.x - (layout[0]!.x + layout[0]!.width)).toBeCloseTo(5, 1);
    expect(layout[3]!.x + layout[3]!.width).toBeCloseTo(viewport.x + viewport.width, 0);
    expect(await currentThumbnail()).toBe(0);

    await page.click(`${thumbnails}:nth-child(3)`);
    await expect.poll(() => activeIndex(page, 'stacked')).toBe(2);
    expect(await currentThumbnail()).toBe(2);

    await page.waitForTimeout(1100); // the stacked transition (1 s) refuses changes until it ends
    await page.click(`${gallery('stacked')} [data-part="next"]`);
    await expect.poll(() => activeIndex(page, 'stacked')).toBe(3);
    expect(await currentThumbnail()).toBe(3);

    // Keyboard: End selects the last, focus follows, and the strip scrolls it into view.
    await page.waitForTimeout(1100);
    await page.focus(`${thumbnails}[aria-current="true"]`);
    await page.keyboard.press('End');
    await expect.poll(() => activeIndex(page, 'stacked')).toBe(5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Show slide 6 of 6',
    );
    await expect
      .poll(() =>
        page.$eval(`${gallery('stacked')} [data-part="thumbnails"]`, (strip) => {
          const shown = strip.getBoundingClientRect();
          const last = strip.lastElementChild!.getBoundingClientRect();
          return last.left >= shown.left - 0.5 && last.right <= shown.right + 0.5;
        }),
      )
      .toBe(true);
    await page.context().close();
  });

  it('axe finds no violation in any gallery, before and after the engine takes over', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 12_000 } });
      // No popup fading in (due 5 s in) while axe reads the colours.
      await rememberPopupClosed(context, { signedUp: true });
      const page = await context.newPage();
      // "Before": the server markup alone (the script is withheld; axe itself needs JavaScript).
      if (!javaScriptEnabled) await page.route('**/tessera/tessera.js', (route) => route.abort());
      await page.goto(`${server().url}/gallery.html`, { waitUntil: 'load' });
      if (javaScriptEnabled) {
        await page.waitForFunction(
          (count) => document.querySelectorAll('[data-gallery-ready]').length === count,
          designs.length,
        );
      }
      const violations = await runAxe(page, { include: ['[data-block="gallery"]'] });
      expect({ javaScriptEnabled, violations }).toEqual({ javaScriptEnabled, violations: [] });
      await context.close();
    }
  });

  it('Enter on a grid slide asks for the lightbox with the index and slides', async () => {
    const page = await open();
    await ready(page, 'grid');
    await page.evaluate(() => {
      document.addEventListener('tessera:gallery-open', (event) => {
        const { index, slides } = (event as CustomEvent<{ index: number; slides: unknown[] }>)
          .detail;
        (window as unknown as { opened: unknown }).opened = { index, count: slides.length };
      });
    });
    await page.focus(`${gallery('grid')} [data-slide]:nth-child(2)`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { opened: unknown }).opened)).toEqual({
      index: 1,
      count: 6,
    });
    await page.context().close();
  });
});
