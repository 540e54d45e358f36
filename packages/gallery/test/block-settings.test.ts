// @vitest-environment jsdom
/**
 * Gallery settings from block data (spec 001 §3 "Gallery settings", §4): keys, the strip's
 * activeSlideClick, lazyLoad, linkedGalleries and mixedContent, each set from markup through the
 * block's init, with the values of the other kinds falling back to the defaults.
 */
import { LIGHTBOX_OPEN_EVENT } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryOf, init } from '../src/block';
import { fakeWidth, galleryMarkup, key } from './fixtures';

let restoreWidth: () => void;
const destroys: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  restoreWidth = fakeWidth(900);
});
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy();
  restoreWidth();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function block(
  config: Record<string, unknown>,
  slides?: Parameters<typeof galleryMarkup>[1],
  id = '',
) {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = galleryMarkup(config, slides);
  const element = wrapper.firstElementChild as HTMLElement;
  if (id) element.id = id;
  document.body.append(element);
  const destroy = init(element, {});
  destroys.push(destroy);
  return { element, gallery: galleryOf(element)!, destroy };
}

describe('keys (spec 001 §2: previous 37, next 39)', () => {
  it('key codes from block data move the gallery; the arrows no longer do', () => {
    const { element, gallery } = block({ design: 'slideshow', keys: { previous: 38, next: 40 } });
    expect(gallery.options.keys).toEqual({ previous: 38, next: 40 });
    key(element, 'ArrowRight', 39);
    expect(gallery.index).toBe(0);
    key(element, 'ArrowDown', 40);
    expect(gallery.index).toBe(1);
    vi.advanceTimersByTime(1000);
    key(element, 'ArrowUp', 38);
    expect(gallery.index).toBe(0);
  });
  it('a key left out or not a number keeps its default; keys that are no object are ignored', () => {
    expect(block({ keys: { next: 40 } }).gallery.options.keys).toEqual({ previous: 37, next: 40 });
    expect(block({ keys: { previous: '38', next: null } }).gallery.options.keys).toEqual({
      previous: 37,
      next: 39,
    });
    expect(block({ keys: 'up' }).gallery.options.keys).toEqual({ previous: 37, next: 39 });
  });
});

describe('the strip’s active-slide click (spec 001 §4)', () => {
  it('next (default), previous or none from block data; another value keeps next', () => {
    const outcome = (setting: unknown) => {
      const { gallery, destroy } = block({ design: 'slider', activeSlideClick: setting });
      gallery.goTo(1);
      vi.advanceTimersByTime(500);
      (gallery.slides[1]!.element as HTMLElement).click();
      const index = gallery.index;
      destroy();
      return [gallery.options.activeSlideClick, index];
    };
    expect([
      outcome('next'),
      outcome('previous'),
      outcome('none'),
      outcome('sideways'),
      outcome(undefined),
    ]).toEqual([
      ['next', 2],
      ['previous', 0],
      ['none', 1],
      ['next', 2],
      ['next', 2],
    ]);
  });
});

describe('lazyLoad (spec 001 §3)', () => {
  it('true or false from block data; anything else leaves it unset (lazy)', () => {
    expect([
      block({ lazyLoad: false }).gallery.options.lazyLoad,
      block({ lazyLoad: true }).gallery.options.lazyLoad,
      block({ lazyLoad: 'no' }).gallery.options.lazyLoad,
    ]).toEqual([false, true, undefined]);
  });
});

describe('linkedGalleries (spec 001 §3, §4: the same index both ways)', () => {
  it('galleries named by selector follow each other, whichever starts first', () => {
    const a = block({ design: 'slideshow', linkedGalleries: ['#b'] }, undefined, 'a');
    a.gallery.goTo(2);
    vi.advanceTimersByTime(1000);
    // b starts later and takes a's index; then each follows the other.
    const b = block({ design: 'slideshow' }, undefined, 'b');
    expect(b.gallery.index).toBe(2);
    vi.advanceTimersByTime(1000);
    b.gallery.goTo(0);
    vi.advanceTimersByTime(1000);
    expect(a.gallery.index).toBe(0);
    a.gallery.next();
    vi.advanceTimersByTime(1000);
    expect([a.gallery.index, b.gallery.index]).toEqual([1, 1]);
  });
  it('a gallery naming no other, or a bad selector, is not linked; destroy unlinks', () => {
    const a = block({ design: 'slideshow', linkedGalleries: '#b' }, undefined, 'a');
    const b = block({ design: 'slideshow' }, undefined, 'b');
    const c = block({ design: 'slideshow', linkedGalleries: ['[bad', 7] }, undefined, 'c');
    a.gallery.next();
    vi.advanceTimersByTime(1000);
    expect([a.gallery.index, b.gallery.index, c.gallery.index]).toEqual([1, 1, 0]);
    b.destroy();
    a.gallery.next();
    vi.advanceTimersByTime(1000);
    expect([a.gallery.index, b.gallery.index]).toEqual([2, 1]);
    // b is gone: a moves on its own, never refused by b's state.
    a.gallery.next();
    expect(a.gallery.index).toBe(0);
  });
});

describe('mixedContent (spec 001 §3)', () => {
  const slides = [{ id: 'i1' }, { id: 'v1', video: true }, { id: 'i2' }];
  function opened(config: Record<string, unknown>) {
    const { element, gallery } = block({ design: 'grid', ...config }, slides);
    const details: { index: number; ids: (string | undefined)[] }[] = [];
    element.addEventListener(LIGHTBOX_OPEN_EVENT, (event) => {
      const { index, slides: shown } = (event as CustomEvent).detail;
      details.push({ index, ids: shown.map((slide: { id?: string }) => slide.id) });
    });
    (gallery.slides[2]!.element as HTMLElement).click();
    (gallery.slides[1]!.element as HTMLElement).click();
    gallery.openLightbox(1);
    return details;
  }
  it('off (default): the lightbox holds the image slides alone, at their own index', () => {
    expect(opened({})).toEqual([{ index: 1, ids: ['i1', 'i2'] }]);
  });
  it('on: the lightbox holds the video slides too', () => {
    expect(opened({ mixedContent: true })).toEqual([
      { index: 2, ids: ['i1', 'v1', 'i2'] },
      { index: 1, ids: ['i1', 'v1', 'i2'] },
    ]);
  });
});
