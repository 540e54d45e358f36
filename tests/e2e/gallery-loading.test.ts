/**
 * Gallery image loading in real Chromium on examples/site/gallery-large.html (issue 17): three
 * galleries of 200 `data-src` slides (a slideshow, a strip linked to it, a grid). Image requests
 * are counted by their `?g=<gallery>&n=<number>`: at first only the slides near the current one
 * (preload 1 on each side) and none of the grid below the fold; the grid fills in as the page
 * scrolls, the slideshow and its linked strip as the index moves; 16 at a time at 1280 px, 1 at
 * 420 px (image answers delayed by a route). CLS 0 and axe 0 on the page. A test page checks
 * meta-position, auto-crop and the caption overflow in real layout.
 * The script is the built dist/tessera.js when it carries the current gallery; else an esbuild
 * bundle of the block stands in at the same address (as tests/e2e/gallery.test.ts does).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndStaticServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import { serveGalleryScript } from '../support/gallery-script';

const root = resolve(import.meta.dirname, '../..');
const site = join(root, 'examples/site');

/** The built script, when it carries the gallery's slide-content chunk and is newer than its sources. */
function distIsCurrent(): boolean {
  const chunks = join(root, 'dist/chunks');
  const script = join(root, 'dist/tessera.js');
  if (!existsSync(script) || !existsSync(chunks)) return false;
  const sources = ['packages/gallery/src', 'packages/media/src'].map((dir) => join(root, dir));
  const newest = Math.max(
    ...sources.flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map(
        (file) => statSync(join(dir, file)).mtimeMs,
      ),
    ),
  );
  return (
    newest <= statSync(script).mtimeMs &&
    readdirSync(chunks).some((file) => file.startsWith('slide-content'))
  );
}

/** Slide numbers requested so far, per gallery, sorted. */
type Requested = Record<string, number[]>;

const run = hasChromium();

describe.skipIf(!run)(
  'gallery image loading in Chromium (examples/site/gallery-large.html)',
  () => {
    const { server, browser } = withBrowserAndStaticServer({
      root: site,
      setUp: (host) => serveGalleryScript(host, distIsCurrent()),
    });

    /** Opens the page, recording every slide image request and every layout shift. */
    async function open(width = 1280, height = 900) {
      const context = await browser().newContext({ viewport: { width, height } });
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        throw error;
      });
      page.setDefaultTimeout(10_000);
      const requests: { gallery: string; number: number; url: string }[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const gallery = url.searchParams.get('g');
        if (url.pathname.startsWith('/images/') && gallery) {
          requests.push({ gallery, number: Number(url.searchParams.get('n')), url: request.url() });
        }
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server().url}/gallery-large.html`, { waitUntil: 'load' });
      const requested = (): Requested => {
        const byGallery: Requested = {};
        for (const { gallery, number } of requests) {
          byGallery[gallery] = [...(byGallery[gallery] ?? []), number];
        }
        for (const list of Object.values(byGallery)) list.sort((a, b) => a - b);
        return byGallery;
      };
      return { context, page, requests, requested };
    }

    /** Waits until every image the page asked for has settled and the queue has gone quiet. */
    async function settle(page: Page): Promise<void> {
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-image-state]')].every(
          (img) => img.getAttribute('data-image-state') !== 'loading',
        ),
      );
      await page.waitForTimeout(300);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }

    const loaded = (page: Page, gallery: string) =>
      page.$$eval(`#${gallery} img[data-image-state="loaded"]`, (images) => images.length);

    it('at first: the slideshow loads its current slide and one on each side; nothing below the fold', async () => {
      const { context, page, requested, requests } = await open();
      await page.waitForSelector('#show[data-gallery-ready]');
      await page.waitForFunction(
        () => document.querySelectorAll('#show img[data-image-state="loaded"]').length === 3,
      );
      await settle(page);
      // The strip and the grid start more than 200 px below the 900 px viewport.
      expect(requested()).toEqual({ show: [1, 2, 200] });
      // One request per slide, with the width its box needs (srcset picked by the browser).
      expect(requests.length).toBe(3);
      const shown = await page.$eval('#show [data-slide] img', (img) => ({
        srcset: img.getAttribute('srcset')?.split(', ').length,
        sizes: img.getAttribute('sizes'),
        fit: getComputedStyle(img).objectFit,
      }));
      expect(shown).toEqual({ srcset: 6, sizes: expect.stringMatching(/^\d+px$/), fit: 'cover' });
      await context.close();
    });

    it('more fill in as the index moves: next, and the linked strip follows', async () => {
      const { context, page, requested } = await open();
      await page.$eval('#strip', (strip) => strip.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() =>
        ['#show', '#strip'].every(
          (id) => document.querySelectorAll(`${id} img[data-image-state="loaded"]`).length === 3,
        ),
      );
      await settle(page);
      const pick = ({ show, strip }: Requested) => ({ show, strip });
      expect(pick(requested())).toEqual({ show: [1, 2, 200], strip: [1, 2, 200] });
      await page.click('#show [data-part="next"]');
      await page.waitForFunction(() =>
        ['#show', '#strip'].every(
          (id) => document.querySelectorAll(`${id} img[data-image-state="loaded"]`).length === 4,
        ),
      );
      await settle(page);
      expect(pick(requested())).toEqual({ show: [1, 2, 3, 200], strip: [1, 2, 3, 200] });
      expect(
        await page.$$eval(
          '#show [data-slide][data-active], #strip [data-slide][data-active]',
          (slides) => slides.map((slide) => slide.getAttribute('data-slide-id')),
        ),
      ).toEqual(['show-2', 'strip-2']);
      await context.close();
    });

    it('the grid loads what comes near the viewport, and fills in as the page scrolls', async () => {
      const { context, page, requested } = await open();
      await settle(page);
      expect(requested().grid).toBeUndefined();
      await page.$eval('#grid', (grid) => grid.scrollIntoView({ block: 'start' }));
      await page.waitForSelector('#grid[data-gallery-ready]');
      await page.waitForFunction(
        () => document.querySelectorAll('#grid img[data-image-state="loaded"]').length > 0,
      );
      await settle(page);
      const first = requested().grid ?? [];
      // 4 per row (about 300 px each): the rows within 200 px of a 900 px viewport, no more.
      expect(first.length).toBeGreaterThanOrEqual(8);
      expect(first.length).toBeLessThanOrEqual(28);
      expect(first).toEqual(Array.from({ length: first.length }, (_, index) => index + 1));
      expect(await loaded(page, 'grid')).toBe(first.length);
      // Further down: the next rows, and still far from all 200.
      await page.mouse.wheel(0, 2000);
      await page.waitForFunction(
        (count) => document.querySelectorAll('#grid img[data-image-state="loaded"]').length > count,
        first.length,
      );
      await settle(page);
      const second = requested().grid ?? [];
      expect(second.length).toBeGreaterThan(first.length);
      expect(second.length).toBeLessThan(80);
      expect(second.slice(0, first.length)).toEqual(first);
      // To the end of the page: the last rows, each slide requested once.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() =>
        document.querySelector('#grid [data-slide]:last-child img[data-image-state="loaded"]'),
      );
      await settle(page);
      const last = requested().grid ?? [];
      expect(last).toContain(200);
      expect(last.length).toBeLessThan(200);
      expect(new Set(last).size).toBe(last.length);
      await context.close();
    });

    it('cumulative layout shift is 0 while images load and the page scrolls; axe finds no violation', async () => {
      const { context, page } = await open();
      await page.waitForSelector('#show[data-gallery-ready]');
      await settle(page);
      for (let y = 0; y < 6; y++) {
        await page.mouse.wheel(0, 900);
        await settle(page);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.click('#show [data-part="next"]');
      await settle(page);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    });

    it('meta-position places captions, auto-crop false fits, and a caption over 90 % of its slide is cut to 40 % (layout)', async () => {
      const long = 'A caption that goes on. '.repeat(150);
      const slide = (caption: string) =>
        `<figure data-slide style="--gallery-aspect:1.5"><img src="/images/canyon.svg" alt="Canyon" width="1200" height="800"><figcaption>${caption}</figcaption></figure>`;
      const block = (id: string, config: object, caption: string) =>
        `<section id="${id}" data-block="gallery" data-block-config='${JSON.stringify(config)}' aria-label="${id}"><div data-part="viewport"><div data-part="track">${slide(caption)}${slide(caption)}</div></div></section>`;
      server().page(
        '/gallery-settings.html',
        `<!doctype html><html lang="en"><head><title>Settings</title><link rel="stylesheet" href="/tessera/gallery.css"><script type="module" src="/tessera/tessera.js"></script></head><body><main style="width:600px">
          ${block('plain', { design: 'slideshow' }, 'Bottom left')}
          ${block('corner', { design: 'slideshow', 'meta-position': 'top-right', 'auto-crop': false }, 'Top right')}
          ${block('middle', { design: 'slideshow', 'meta-position': 'center-center' }, long)}
        </main></body></html>`,
      );
      const context = await browser().newContext({ viewport: { width: 800, height: 3000 } });
      const page = await context.newPage();
      await page.goto(`${server().url}/gallery-settings.html`, { waitUntil: 'load' });
      page.setDefaultTimeout(10_000);
      await page.waitForSelector('#middle [data-meta-overflow]', { state: 'attached' });
      const measure = (id: string) =>
        page.$eval(`#${id}`, (block) => {
          const slide = block.querySelector('[data-slide]')!.getBoundingClientRect();
          const caption = block.querySelector('figcaption')!;
          const box = caption.getBoundingClientRect();
          const style = getComputedStyle(caption);
          return {
            top: Math.round(box.top - slide.top),
            bottom: Math.round(slide.bottom - box.bottom),
            middle: Math.round(box.top + box.height / 2 - (slide.top + slide.height / 2)),
            share: Math.round((box.height / slide.height) * 100),
            align: style.textAlign,
            scrolls: caption.scrollHeight > caption.clientHeight,
            tabindex: caption.getAttribute('tabindex'),
            fit: getComputedStyle(block.querySelector('img')!).objectFit,
          };
        });
      expect(await measure('plain')).toMatchObject({ bottom: 0, align: 'start', fit: 'cover' });
      expect(await measure('corner')).toMatchObject({ top: 0, align: 'right', fit: 'contain' });
      expect(await measure('middle')).toMatchObject({
        middle: 0,
        share: 40,
        align: 'center',
        scrolls: true,
        tabindex: '0',
      });
      await context.close();
    });

    it.each([
      [1280, 16],
      [420, 1],
    ])(
      'at %i px the queue loads %i image(s) at a time (spec 001 §9: 16 desktop, 1 mobile)',
      async (width, most) => {
        const context = await browser().newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        // Each image answers after 150 ms, so that loads overlap if the queue lets them.
        await page.route(/\/images\/.*[?&]g=grid/, (route) =>
          setTimeout(() => void route.continue().catch(() => {}), 150),
        );
        let inFlight = 0;
        let peak = 0;
        let done = 0;
        const counted = (url: string) => /[?&]g=grid/.test(url);
        page.on('request', (request) => {
          if (!counted(request.url())) return;
          inFlight++;
          peak = Math.max(peak, inFlight);
        });
        const finished = (request: { url(): string }) => {
          if (!counted(request.url())) return;
          inFlight--;
          done++;
        };
        page.on('requestfinished', finished);
        page.on('requestfailed', finished);
        await page.goto(`${server().url}/gallery-large.html`, { waitUntil: 'load' });
        await page.$eval('#grid', (grid) => grid.scrollIntoView({ block: 'start' }));
        await page.waitForFunction(
          () => document.querySelectorAll('#grid img[data-image-state="loaded"]').length >= 6,
        );
        expect(done).toBeGreaterThanOrEqual(6);
        expect(peak).toBe(most);
        await context.close();
      },
    );
  },
);
