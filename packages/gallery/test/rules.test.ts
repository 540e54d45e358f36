import { swipeAxis, swipeDirection } from '@tessera/runtime';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_TIMEOUT_MS,
  autoplayAllowed,
  autoplayTimeout,
  hasNoMotionQuery,
  nextAutoplayIndex,
} from '../src/autoplay-rules';
import {
  findSlideByItemId,
  historyUrl,
  itemIdOf,
  readItemId,
  withTrailingSlash,
} from '../src/history-hash';
import { designDefaults, GALLERY_RESIZE_DEBOUNCE_MS, resolveOptions } from '../src/options';
import { slideshowClickAction, stripClickTarget } from '../src/slideshow-click';

describe('autoplay rules (spec 001 §4, §9)', () => {
  it('is off with ?nomotion=true and under reduced motion', () => {
    expect(hasNoMotionQuery('https://a.example/gallery?nomotion=true')).toBe(true);
    expect(hasNoMotionQuery('https://a.example/gallery?nomotion=false')).toBe(false);
    expect(hasNoMotionQuery('https://a.example/gallery')).toBe(false);
    expect(autoplayAllowed({ url: '/?nomotion=true', reducedMotion: false })).toBe(false);
    expect(autoplayAllowed({ url: '/', reducedMotion: true })).toBe(false);
    expect(autoplayAllowed({ url: '/', reducedMotion: false })).toBe(true);
  });
  it('defaults to 5000 ms; autoplay-duration seconds are converted', () => {
    expect(AUTOPLAY_TIMEOUT_MS).toBe(5000);
    expect(autoplayTimeout(undefined)).toBe(5000);
    expect(autoplayTimeout(3)).toBe(3000);
    expect(autoplayTimeout('2.5')).toBe(2500);
    expect(autoplayTimeout('soon')).toBe(5000);
    expect(autoplayTimeout(-1)).toBe(5000);
  });
  it('advances to the next slide, wrapping', () => {
    expect(nextAutoplayIndex(0, 3, false)).toBe(1);
    expect(nextAutoplayIndex(2, 3, false)).toBe(0);
  });
  it('random mode picks another slide', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.9999999, noNaN: true }),
        (count, at, random) => {
          const index = at % count;
          const next = nextAutoplayIndex(index, count, true, () => random);
          expect(next).not.toBe(index);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
    expect(nextAutoplayIndex(0, 1, true)).toBe(0);
  });
});

describe('swipe gesture (spec 001 §9: threshold 50 px, time threshold 250 ms, axis lock 10 px)', () => {
  it('locks the axis after 10 px', () => {
    expect(swipeAxis(9, 0)).toBeUndefined();
    expect(swipeAxis(10, 3)).toBe('x');
    expect(swipeAxis(4, -12)).toBe('y');
  });
  it('commits at 50 px whatever the time; left goes next, right previous', () => {
    expect(swipeDirection({ dx: -50, dy: 0, elapsed: 2000, width: 800 })).toBe(1);
    expect(swipeDirection({ dx: 50, dy: 0, elapsed: 2000, width: 800 })).toBe(-1);
    expect(swipeDirection({ dx: -49, dy: 0, elapsed: 2000, width: 800 })).toBe(0);
  });
  it('a flick within 250 ms commits past the axis lock', () => {
    expect(swipeDirection({ dx: -20, dy: 0, elapsed: 250, width: 800 })).toBe(1);
    expect(swipeDirection({ dx: -20, dy: 0, elapsed: 251, width: 800 })).toBe(0);
    expect(swipeDirection({ dx: -5, dy: 0, elapsed: 100, width: 800 })).toBe(0);
  });
  it('a vertical gesture never swipes', () => {
    expect(swipeDirection({ dx: -60, dy: 200, elapsed: 100, width: 800 })).toBe(0);
  });
  it('new-swipe snap points replace the distance threshold', () => {
    expect(
      swipeDirection({ dx: -300, dy: 0, elapsed: 900, width: 800 }, { snapPoints: [0.5] }),
    ).toBe(0);
    expect(
      swipeDirection({ dx: -400, dy: 0, elapsed: 900, width: 800 }, { snapPoints: [0.5] }),
    ).toBe(1);
  });
});

describe('slideshow clicks (spec 001 §4)', () => {
  const click = {
    behavior: 'next' as const,
    onLink: false,
    slideType: 'image' as const,
    inEditor: false,
    x: 100,
    slideLeft: 0,
    slideWidth: 400,
  };
  it('next, previous or by side (right of the middle goes next)', () => {
    expect(slideshowClickAction(click)).toEqual({ kind: 'move', direction: 1 });
    expect(slideshowClickAction({ ...click, behavior: 'previous' })).toEqual({
      kind: 'move',
      direction: -1,
    });
    expect(slideshowClickAction({ ...click, behavior: 'side', x: 201 })).toEqual({
      kind: 'move',
      direction: 1,
    });
    expect(slideshowClickAction({ ...click, behavior: 'side', x: 200 })).toEqual({
      kind: 'move',
      direction: -1,
    });
  });
  it('links are ignored and video slides do not advance', () => {
    expect(slideshowClickAction({ ...click, onLink: true })).toEqual({ kind: 'none' });
    expect(slideshowClickAction({ ...click, slideType: 'video' })).toEqual({ kind: 'none' });
  });
  it('a click-through url navigates; inside the editor frame a bypass instead', () => {
    expect(slideshowClickAction({ ...click, clickThroughUrl: '/shop' })).toEqual({
      kind: 'navigate',
      url: '/shop',
    });
    expect(slideshowClickAction({ ...click, clickThroughUrl: '/shop', inEditor: true })).toEqual({
      kind: 'bypass',
      url: '/shop',
    });
  });
  it('strip: the active slide does next, previous or nothing; another slide is selected', () => {
    expect(stripClickTarget(2, 2, 'next')).toEqual({ kind: 'move', direction: 1 });
    expect(stripClickTarget(2, 2, 'previous')).toEqual({ kind: 'move', direction: -1 });
    expect(stripClickTarget(2, 2, 'none')).toEqual({ kind: 'none' });
    expect(stripClickTarget(4, 2, 'none')).toEqual({ kind: 'go', index: 4 });
  });
});

describe('history hash mode (spec 001 §2)', () => {
  const slides = [{ id: 'a1' }, { id: 'b2', url: 'harbour' }, { url: 'dunes' }];
  it('the item id is the slide url, else its id', () => {
    expect(itemIdOf(slides[0]!)).toBe('a1');
    expect(itemIdOf(slides[1]!)).toBe('harbour');
  });
  it('writes on the collection full url with a trailing slash added', () => {
    expect(withTrailingSlash('/gallery')).toBe('/gallery/');
    expect(withTrailingSlash('/gallery/')).toBe('/gallery/');
    expect(historyUrl('harbour', { pathname: '/x', search: '' }, '/gallery')).toBe(
      '/gallery/harbour',
    );
    expect(historyUrl('harbour', { pathname: '/x', search: '' }, '/gallery/')).toBe(
      '/gallery/harbour',
    );
  });
  it('without a collection url, in the hash of the current address', () => {
    expect(historyUrl('a 1', { pathname: '/gallery.html', search: '?q=1' })).toBe(
      '/gallery.html?q=1#itemId=a%201',
    );
  });
  it('reads the item id from the hash, the query or the path after the collection url', () => {
    expect(readItemId('http://s.example/gallery.html#itemId=a1')).toBe('a1');
    expect(readItemId('http://s.example/gallery?itemId=b2')).toBe('b2');
    expect(readItemId('http://s.example/gallery/harbour', '/gallery')).toBe('harbour');
    expect(readItemId('http://s.example/gallery/', '/gallery')).toBeUndefined();
    // A mangled address is no item id (and never an error that stops the gallery).
    expect(readItemId('http://s.example/gallery/%E0%A4%A', '/gallery')).toBeUndefined();
    expect(readItemId('http://s.example/other/harbour', '/gallery')).toBeUndefined();
  });
  it('an item id matching a slide id or url selects it', () => {
    expect(findSlideByItemId(slides, 'b2')).toBe(1);
    expect(findSlideByItemId(slides, 'harbour')).toBe(1);
    expect(findSlideByItemId(slides, 'dunes')).toBe(2);
    expect(findSlideByItemId(slides, 'nope')).toBe(-1);
    expect(findSlideByItemId(slides, undefined)).toBe(-1);
  });
});

describe('options and per-design defaults (spec 001 §9)', () => {
  it('gallery resize debounce 300 ms', () => {
    expect(GALLERY_RESIZE_DEBOUNCE_MS).toBe(300);
    expect(resolveOptions().resizeDebounce).toBe(300);
  });
  it('autorows: rowHeight 250, gutter 20, lightbox on', () => {
    expect(resolveOptions({ design: 'autorows' })).toMatchObject({
      rowHeight: 250,
      gutter: 20,
      lightbox: true,
    });
  });
  it('grid: 4 per row, padding 20, lightbox on, thumbnails per row 4', () => {
    expect(resolveOptions({ design: 'grid' })).toMatchObject({
      slidesPerRow: 4,
      padding: 20,
      lightbox: true,
      thumbnailsPerRow: 4,
    });
  });
  it('autogrid and autocolumns: columnWidth 250, gutter 0, min behaviour', () => {
    for (const design of ['autogrid', 'autocolumns'] as const) {
      expect(resolveOptions({ design })).toMatchObject({
        columnWidth: 250,
        gutter: 0,
        columnWidthBehavior: 'min',
      });
    }
  });
  it('carousel: gutter 1, 3 per row, never loops', () => {
    expect(resolveOptions({ design: 'carousel', loop: true })).toMatchObject({
      gutter: 1,
      slidesPerRow: 3,
      loop: false,
    });
  });
  it('stacked speed 1 s; strip speed 0.5 s, alignment middle, vSize 10', () => {
    expect(resolveOptions({ design: 'stacked' }).speed).toBe(1000);
    expect(resolveOptions({ design: 'slider' })).toMatchObject({
      speed: 500,
      activeAlignment: 'middle',
      vSize: 10,
    });
  });
  it('autoplay 5000 ms, keys 37 and 39, fade, accessibility on, lightbox theme dark', () => {
    expect(resolveOptions()).toMatchObject({
      autoplayTimeout: 5000,
      keys: { previous: 37, next: 39 },
      transition: 'fade',
      accessibility: true,
      lightboxTheme: 'dark',
      keyboard: true,
    });
  });
  it('an unknown design displays as stacked; undefined values keep the defaults', () => {
    expect(resolveOptions({ design: 'mosaic' as never }).design).toBe('stacked');
    expect(resolveOptions({ design: 'grid', padding: undefined }).padding).toBe(20);
    expect(Object.keys(designDefaults)).toHaveLength(9);
  });
});
