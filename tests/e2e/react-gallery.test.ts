/**
 * @tessera/gallery/react in Chromium through the React fixture: the app is server-rendered with
 * react-dom/server, laid out by gallery.css, hydrated, and the engine takes over without a layout
 * shift; then swipe, keyboard and the next button, and axe.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/chromium';
import { GalleryApp } from './entries/gallery-app';
import { openReactFixture, type ReactFixture } from './react-fixture';

const gallery = (label: string) => `section[aria-label="${label}"]`;

describe.skipIf(!hasChromium())('React gallery in Chromium', () => {
  let fixture: ReactFixture;

  beforeAll(async () => {
    fixture = await openReactFixture('tests/e2e/entries/gallery-entry.tsx', {
      html: renderToString(createElement(GalleryApp)),
      root: 'examples/site',
      context: { viewport: { width: 1000, height: 1600 } },
    });
    await fixture.page.waitForFunction(
      () => document.querySelectorAll('[data-gallery][data-gallery-ready]').length === 2,
    );
  });
  afterAll(() => fixture?.close());

  it('takes over the server-rendered markup with no layout shift and no error', async () => {
    // Past the resize debounce (300 ms) and two frames: what the engine would move has moved.
    await fixture.page.waitForTimeout(400);
    await fixture.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await fixture.layoutShift()).toEqual(0);
    expect(fixture.errors).toEqual([]);
  });

  it('swipes with real pointer events', async () => {
    const { page } = fixture;
    const box = (await page.locator(`${gallery('Stacked')} [data-part="viewport"]`).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(box.x + box.width * 0.7 - step * 40, y);
    await page.mouse.up();
    await expect.poll(() => page.textContent('#stacked-index')).toEqual('1');
  });

  it('moves with the arrow keys from the focused gallery', async () => {
    const { page } = fixture;
    // The stacked design refuses a move during its 1 s transition (spec 001 §4).
    await expect
      .poll(() =>
        page.getAttribute(`${gallery('Stacked')} [data-slide][data-active]`, 'data-slide-id'),
      )
      .toEqual('dunes');
    await page.waitForTimeout(1000);
    await page.focus(`${gallery('Stacked')} [data-part="next"]`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.textContent('#stacked-index')).toEqual('2');
    await page.waitForTimeout(1000);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.textContent('#stacked-index')).toEqual('1');
  });

  it('goes to the next group with the next button', async () => {
    const { page } = fixture;
    await page.click(`${gallery('Carousel')} [data-part="next"]`);
    await expect.poll(() => page.textContent('#carousel-index')).toEqual('1');
    await expect
      .poll(() =>
        page.$$eval(`${gallery('Carousel')} [data-slide][data-active]`, (slides) =>
          slides.map((slide) => slide.getAttribute('data-slide-id')),
        ),
      )
      .toEqual(['harbour', 'meadow', 'orchard']);
  });

  it('has no axe violation', async () => {
    expect(await fixture.axe()).toEqual([]);
    expect(fixture.errors).toEqual([]);
  });
});
