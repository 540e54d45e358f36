// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCarousel } from '../src/carousel';
import { gridDesign } from '../src/designs/static';
import { createEngine, type GalleryPlugin } from '../src/engine';
import { createGallery } from '../src/gallery';
import { createGrid } from '../src/grid';
import { fakeWidth, galleryMarkup, mount } from './fixtures';

let restoreWidth: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  restoreWidth = fakeWidth(900);
});
afterEach(() => {
  restoreWidth();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('single-design entries', () => {
  it('createGrid lays out a grid whatever the design option says', () => {
    const gallery = createGrid(mount(galleryMarkup({})), { slidesPerRow: 3, padding: 0 });
    expect(gallery.design).toBe('grid');
    expect(gallery.slides[1]!.element.style.left).toBe('300px');
    expect(gallery.autoplay).toBeUndefined();
  });
  it('createCarousel is a carousel with autoplay available', () => {
    const gallery = createCarousel(mount(galleryMarkup({})), { autoplay: true });
    expect(gallery.design).toBe('carousel');
    expect(gallery.autoplay?.enabled).toBe(false); // three slides fit one group: nothing to rotate
    expect(gallery.slideIndex.count).toBe(1);
  });
  it('an engine asked for a design its build does not carry throws, with the name (spec 001 §8)', () => {
    expect(() =>
      createEngine(
        mount(galleryMarkup({})),
        { design: 'carousel' },
        {},
        { designs: { grid: gridDesign } },
      ),
    ).toThrow('These are not the gallery designs you are looking for carousel');
  });
  it('an unknown design displays as stacked', () => {
    expect(createGallery(mount(galleryMarkup({})), { design: 'mosaic' as never }).design).toBe(
      'stacked',
    );
  });
  it('plugins see the context and their listeners go on destroy', () => {
    const seen = vi.fn();
    const plugin: GalleryPlugin = (context) => {
      context.onChange.add(seen);
      context.store.listen(context.element, 'custom', () => seen('custom'));
    };
    const element = mount(galleryMarkup({}));
    const gallery = createEngine(
      element,
      { design: 'grid' },
      {},
      { designs: { grid: gridDesign }, plugins: [plugin] },
    );
    element.dispatchEvent(new Event('custom'));
    expect(seen).toHaveBeenCalledWith('custom');
    gallery.destroy();
    element.dispatchEvent(new Event('custom'));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('history with autoplay', () => {
  it('autoplay replaces the history entry; people push one', () => {
    history.replaceState(null, '', '/gallery.html');
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    const gallery = createGallery(mount(galleryMarkup({})), {
      design: 'slideshow',
      autoplay: true,
      historyHash: true,
    });
    vi.advanceTimersByTime(5000);
    expect(gallery.index).toBe(1);
    expect(replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemId: 'b' }),
      '',
      '/gallery.html#itemId=b',
    );
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    gallery.next();
    expect(push).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 'c' }),
      '',
      '/gallery.html#itemId=c',
    );
  });
});
