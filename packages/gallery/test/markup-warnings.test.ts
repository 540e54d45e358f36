// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetMarkupWarnings } from '@tessera/runtime/testing';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { init } from '../src/block';
import { designs } from '../src/design-names';
import { GALLERY_DOCS, type GalleryBlockFields, galleryBlockKeys } from '../src/gallery-data-keys';
import { galleryOptionsFromData } from '../src/read-gallery-data';
import { transitionNames } from '../src/transitions';
import { galleryMarkup, mount } from './fixtures';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMarkupWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const texts = () => warn.mock.calls.map((call: unknown[]) => call[0]);
const at = '(at body > div[data-block="gallery"]; see docs/markup.md#gallery-block)';

async function initAndSettle(element: HTMLElement) {
  const destroy = init(element, {});
  await vi.dynamicImportSettled();
  return destroy;
}

describe('gallery markup warnings (issue 20)', () => {
  it('a correct block logs nothing', async () => {
    const element = mount(
      galleryMarkup({
        design: 'grid',
        slidesPerRow: '3',
        'auto-crop': 'false',
        keys: { next: 39 },
      }),
    );
    (await initAndSettle(element))();
    expect(texts()).toEqual([]);
  });

  it('each mistake once, with its suggestion, even when the block starts again', async () => {
    const element = mount(
      galleryMarkup({
        design: 'masonry',
        transiton: 'fade',
        slidesPerRow: 'four',
        lightbox: 'yes',
        loop: 'false',
      }),
    );
    (await initAndSettle(element))();
    (await initAndSettle(element))();
    expect(texts()).toEqual([
      `[tessera] Unknown key "transiton" in the configuration of block "gallery": did you mean "transition"? ${at}`,
      `[tessera] Block "gallery": "slidesPerRow" is "four" (string), expected a number ${at}`,
      `[tessera] Block "gallery": "lightbox" is "yes" (string), expected a boolean ${at}`,
      `[tessera] Block "gallery": "loop" is "false" (string), expected a boolean ${at}`,
      `[tessera] Block "gallery": unknown design "masonry": expected one of ${designs.map((name) => `"${name}"`).join(', ')} ${at}`,
    ]);
  });

  it('an unknown design or transition near a known one is named', async () => {
    const element = mount(galleryMarkup({ design: 'carousell', transition: 'kenburns' }));
    await initAndSettle(element);
    expect(texts()).toEqual([
      `[tessera] Block "gallery": unknown design "carousell": did you mean "carousel"? ${at}`,
      `[tessera] Block "gallery": unknown transition "kenburns": did you mean "ken-burns"? ${at}`,
    ]);
  });

  it('missing parts: no slides; slides outside a track inside a viewport', async () => {
    document.body.innerHTML = '<div data-block="gallery"></div>';
    await initAndSettle(document.querySelector('[data-block]')!);
    document.body.innerHTML =
      '<div data-block="gallery"><figure data-slide><img src="/a.jpg" alt="A"></figure></div>';
    await initAndSettle(document.querySelector('[data-block]')!);
    expect(texts()).toEqual([
      `[tessera] Block "gallery" is missing a part: slides (elements with data-slide) ${at}`,
      `[tessera] Block "gallery" is missing a part: a [data-part="track"] inside a [data-part="viewport"] around the slides ${at}`,
    ]);
  });
});

describe('the gallery’s known keys agree with what the block reads', () => {
  it('the table has exactly the keys of GalleryBlockFields (checked by tsc)', () => {
    expectTypeOf<keyof typeof galleryBlockKeys>().toEqualTypeOf<keyof GalleryBlockFields>();
  });

  it('every key galleryOptionsFromData reads is in the table', () => {
    const read = new Set<string>();
    const data = new Proxy({} as Record<string, unknown>, {
      get(_target, key) {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    });
    galleryOptionsFromData(data);
    expect([...read].filter((key) => !(key in galleryBlockKeys))).toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });

  it('docs/markup.md has the gallery section the warnings name', () => {
    const markup = readFileSync(join(import.meta.dirname, '../../../docs/markup.md'), 'utf8');
    expect(GALLERY_DOCS).toBe('gallery-block');
    expect(markup).toContain('<a id="gallery-block"></a>\n\n### Gallery (`data-block="gallery"`');
  });

  it('the design and transition lists are the ones the build knows', () => {
    expect(designs).toEqual([
      'stacked',
      'slider',
      'slideshow',
      'grid',
      'autogrid',
      'autocolumns',
      'carousel',
      'list',
      'autorows',
    ]);
    expect(transitionNames).toEqual(['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe']);
  });
});
