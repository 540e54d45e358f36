// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryOf, init } from '../src/block';
import {
  galleryOptionsFromData,
  parseAspectSetting,
  readGalleryData,
} from '../src/read-gallery-data';
import { parseDimensions, parseFocalPoint, readSlides } from '../src/read-slides';
import { fakeWidth, galleryMarkup, mount } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('block data (spec 001 §3)', () => {
  it('reads the JSON attribute', () => {
    const element = mount(galleryMarkup({ design: 'grid', slidesPerRow: 3 }));
    expect(readGalleryData(element)).toEqual({ design: 'grid', slidesPerRow: 3 });
  });
  it('reads a child JSON script, or inherited node data from a plain wrapper', () => {
    document.body.innerHTML = `<div data-block="gallery"><script type="application/json" data-block-config>{"design":"list"}</script></div>`;
    expect(readGalleryData(document.querySelector('[data-block]')!)).toEqual({ design: 'list' });
    document.body.innerHTML = `<section data-block-config='{"design":"carousel"}'><div data-block="gallery"></div></section>`;
    expect(readGalleryData(document.querySelector('[data-block]')!)).toEqual({
      design: 'carousel',
    });
    document.body.innerHTML = `<div data-block="other" data-block-config='{"design":"carousel"}'><div data-block="gallery"></div></div>`;
    expect(readGalleryData(document.querySelector('[data-block="gallery"]')!)).toEqual({});
  });
  it("undecodable data logs 'Error decoding gallery block data'", () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount(galleryMarkup('{"design":'));
    expect(readGalleryData(element)).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toBe('Error decoding gallery block data');
  });
  it("data that is not an object logs 'Error evaluating gallery block data'", () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readGalleryData(mount(galleryMarkup('[1,2]')))).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toBe('Error evaluating gallery block data');
  });
  it('maps every field to options', () => {
    const options = galleryOptionsFromData({
      design: 'grid',
      imageAspectRatio: 'Auto',
      aspectRatio: '16:9',
      slidesPerRow: '5',
      lightbox: true,
      lightboxTheme: 'sepia',
      mixedContent: true,
      columnWidth: '300',
      gutter: 4,
      listImageSize: 60,
      vSize: 12,
      'active-alignment': 'left',
      'thumbnails-per-row': 6,
      'square-thumbs': true,
      'auto-crop': false,
      autoplay: true,
      'autoplay-duration': 3,
      thumbnails: true,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 5,
      padding: 8,
      'meta-position': 'bottom',
    });
    expect(options).toEqual({
      design: 'grid',
      imageAspectRatio: 'auto',
      aspectRatio: 16 / 9,
      slidesPerRow: 5,
      lightbox: true,
      lightboxTheme: 'dark',
      mixedContent: true,
      columnWidth: 300,
      gutter: 4,
      listImageSize: 60,
      vSize: 12,
      activeAlignment: 'start',
      thumbnailsPerRow: 6,
      squareThumbs: true,
      autoCrop: false,
      autoplay: true,
      autoplayTimeout: 3000,
      thumbnails: true,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 5,
      padding: 8,
      metaPosition: 'bottom',
    });
    expect(galleryOptionsFromData({ lightboxTheme: 'light' }).lightboxTheme).toBe('light');
  });
  it('imageAspectRatio is a number or the word Auto', () => {
    expect(parseAspectSetting(1.5)).toBe(1.5);
    expect(parseAspectSetting('auto')).toBe('auto');
    expect(parseAspectSetting('AUTO')).toBe('auto');
    expect(parseAspectSetting('4:3')).toBeCloseTo(4 / 3);
    expect(parseAspectSetting('wide')).toBeUndefined();
    expect(parseAspectSetting(0)).toBeUndefined();
  });
  it('a bad columnWidth warns and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(galleryOptionsFromData({ columnWidth: -1 }).columnWidth).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('slide attributes (spec 001 §3)', () => {
  it('parses dimensions widthxheight and focal points', () => {
    expect(parseDimensions('1200x800')).toEqual({ width: 1200, height: 800 });
    expect(parseDimensions('1200 x 800')).toEqual({ width: 1200, height: 800 });
    expect(parseDimensions('1200*800')).toBeUndefined();
    expect(parseDimensions('0x800')).toBeUndefined();
    expect(parseFocalPoint('0.2,0.8')).toEqual({ x: 0.2, y: 0.8 });
    expect(parseFocalPoint('2,-1')).toEqual({ x: 1, y: 0 });
    expect(parseFocalPoint('')).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint('half')).toEqual({ x: 0.5, y: 0.5 });
  });
  it('reads every attribute; data-type inferred from a video wrapper, default image', () => {
    document.body.innerHTML = `<div data-block="gallery"><div data-part="track">
      <div data-slide data-slide-id="s1" data-slide-url="harbour" data-click-through-url="/shop" data-src="/big.jpg" data-image-dimensions="800x600" data-image-focal-point="0.1,0.9"><img src="/small.jpg" alt="Harbour"></div>
      <div data-slide><div class="video-wrapper"></div></div>
      <div data-slide data-type="video"></div>
      <div data-slide><img src="/x.jpg" width="300" height="100"></div>
    </div></div>`;
    const slides = readSlides(document.querySelector('[data-block]')!);
    expect(slides[0]).toMatchObject({
      index: 0,
      type: 'image',
      id: 's1',
      url: 'harbour',
      clickThroughUrl: '/shop',
      src: '/big.jpg',
      width: 800,
      height: 600,
      focalPoint: { x: 0.1, y: 0.9 },
      alt: 'Harbour',
    });
    expect(slides[1]?.type).toBe('video');
    expect(slides[2]?.type).toBe('video');
    expect(slides[3]).toMatchObject({
      type: 'image',
      width: 300,
      height: 100,
      src: '/x.jpg',
      id: undefined,
    });
  });
});

describe('block init', () => {
  it('reads the new-swipe settings from the block data; bad ones warn and take the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount(
      galleryMarkup({
        design: 'stacked',
        transition: 'new-swipe',
        newSwipe: { boundaries: { start: 'hard' }, snapPoints: ['40%'] },
      }),
    );
    init(element, {});
    expect(galleryOf(element)?.options.newSwipe).toEqual({
      boundaries: { start: 'hard', end: 'inertial' },
      snapPoints: [0.4],
    });
    document.body.innerHTML = '';
    const bad = mount(galleryMarkup({ design: 'stacked', newSwipe: { boundaries: 'bouncy' } }));
    init(bad, {});
    expect(galleryOf(bad)?.options.newSwipe.boundaries).toEqual({
      start: 'inertial',
      end: 'inertial',
    });
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'A new-swipe boundary must be none, hard or inertial, got "bouncy"',
    );
  });
  it('undecodable data leaves the block exactly as the server rendered it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount(galleryMarkup('{oops'));
    const before = document.body.innerHTML;
    const destroy = init(element, {});
    expect(document.body.innerHTML).toBe(before);
    destroy();
    expect(document.body.innerHTML).toBe(before);
  });
  it('a bad block (unknown transition) is logged, never thrown, and left as rendered', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount(galleryMarkup({ design: 'slideshow', transition: 'wipe' }));
    const before = document.body.innerHTML;
    expect(() => init(element, {})).not.toThrow();
    expect(String(error.mock.calls[0]?.[1])).toContain('Could not find transition named wipe');
    expect(document.body.innerHTML).toBe(before);
  });
  it('destroy restores the server markup and removes every listener, timer and observer', () => {
    vi.useFakeTimers();
    const restoreWidth = fakeWidth(900);
    const added = new Map<EventTarget, number>();
    const count = (delta: number) =>
      function (this: EventTarget) {
        added.set(this, (added.get(this) ?? 0) + delta);
      };
    const add = vi.spyOn(EventTarget.prototype, 'addEventListener');
    const remove = vi.spyOn(EventTarget.prototype, 'removeEventListener');
    add.mockImplementation(count(1));
    remove.mockImplementation(count(-1));
    const observers: { disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        state = { disconnected: false };
        constructor() {
          observers.push(this.state);
        }
        observe() {}
        disconnect() {
          this.state.disconnected = true;
        }
      },
    );
    const element = mount(
      galleryMarkup({ design: 'slideshow', autoplay: true, historyHash: true, thumbnails: true }),
    );
    const before = document.body.innerHTML;
    const destroy = init(element, { page: { collection: { fullUrl: '/gallery' } } });
    expect(element.hasAttribute('data-gallery-ready')).toBe(true);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    destroy();
    expect(document.body.innerHTML).toBe(before);
    expect([...added.values()].every((value) => value === 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(observers.length).toBeGreaterThan(0);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    restoreWidth();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
