// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/block';
import { createGallery } from '../src/gallery';
import type { GalleryOptions } from '../src/options';
import { fakeWidth, galleryMarkup, key, mount } from './fixtures';

let restoreWidth: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  restoreWidth = fakeWidth(900);
});
afterEach(() => {
  restoreWidth();
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));

/** Server markup with a rendered strip of links after the viewport. */
function withServerStrip(config: Record<string, unknown>): HTMLElement {
  const element = mount(galleryMarkup(config, six));
  const strip = document.createElement('div');
  strip.setAttribute('data-part', 'thumbnails');
  strip.innerHTML = six
    .map(({ id }) => `<a href="/full/${id}.jpg" data-thumbnail><img src="/t/${id}.jpg" alt=""></a>`)
    .join('');
  element.querySelector('[data-part="viewport"]')!.after(strip);
  return element;
}

const setup = (options: Partial<GalleryOptions>) => {
  const element = mount(galleryMarkup({ design: options.design ?? 'slideshow' }, six));
  const gallery = createGallery(element, options);
  const strip = element.querySelector<HTMLElement>('[data-part="thumbnails"]');
  const thumbnails = [...element.querySelectorAll<HTMLElement>('[data-thumbnail]')];
  return { element, gallery, strip, thumbnails };
};
const current = (thumbnails: HTMLElement[]) =>
  thumbnails.findIndex((thumbnail) => thumbnail.getAttribute('aria-current') === 'true');

describe('thumbnail strip (spec 001 §3, §5)', () => {
  it('needs the block to carry thumbnails set to true', () => {
    expect(setup({ design: 'slideshow' }).strip).toBeNull();
    document.body.innerHTML = '';
    const element = withServerStrip({ design: 'slideshow', thumbnails: 'yes' });
    const before = element.innerHTML;
    const destroy = init(element, {});
    // A strip the server rendered stays unwired (and gallery.css keeps it hidden).
    expect(element.querySelector('[aria-current]')).toBeNull();
    expect(element.hasAttribute('data-gallery-thumbnails')).toBe(false);
    destroy();
    expect(element.innerHTML).toBe(before);
  });
  it('is read from the block data as "thumbnails": true', () => {
    const element = mount(galleryMarkup({ design: 'slideshow', thumbnails: true }, six));
    init(element, {});
    expect(element.querySelectorAll('[data-thumbnail]')).toHaveLength(6);
    expect(element.hasAttribute('data-gallery-thumbnails')).toBe(true);
  });
  it('is built after the viewport from the slides when the server rendered none', () => {
    const { element, strip, thumbnails } = setup({ thumbnails: true });
    expect(strip?.previousElementSibling).toBe(element.querySelector('[data-part="viewport"]'));
    expect(thumbnails).toHaveLength(6);
    expect(thumbnails.every((thumbnail) => thumbnail.tagName === 'BUTTON')).toBe(true);
    expect(thumbnails[2]!.querySelector('img')!.getAttribute('src')).toBe('/i2.jpg');
    expect(thumbnails[2]!.getAttribute('aria-label')).toBe('Show slide 3 of 6');
    expect(strip!.getAttribute('role')).toBe('group');
    expect(strip!.getAttribute('aria-label')).toBe('Choose slide to display');
  });
  it('only under stacked, slideshow and slider designs', () => {
    for (const design of ['stacked', 'slider'] as const) {
      expect(setup({ design, thumbnails: true }).thumbnails).toHaveLength(6);
      document.body.innerHTML = '';
    }
    for (const design of ['grid', 'carousel', 'autorows'] as const) {
      expect(setup({ design, thumbnails: true }).strip).toBeNull();
      document.body.innerHTML = '';
    }
  });
  it('a server strip without one thumbnail per slide is left alone, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = withServerStrip({ design: 'slideshow' });
    element.querySelector('[data-thumbnail]')!.remove();
    const gallery = createGallery(element, { design: 'slideshow', thumbnails: true });
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'the thumbnail strip has 5 thumbnails for 6 slides',
    );
    expect(element.querySelector('[aria-current]')).toBeNull();
    gallery.goTo(5);
    expect(gallery.index).toBe(5);
  });
  it('writes the block data for the stylesheet: per row, padding capped at 5, height, margin', () => {
    const element = withServerStrip({ design: 'slideshow' });
    createGallery(element, {
      design: 'slideshow',
      thumbnails: true,
      thumbnailsPerRow: 6,
      padding: 20,
      thumbnailStripHeight: 60,
      thumbnailStripMargin: 12,
      squareThumbs: true,
    });
    const strip = element.querySelector<HTMLElement>('[data-part="thumbnails"]')!;
    expect(strip.style.getPropertyValue('--gallery-thumbs-per-row')).toBe('6');
    expect(strip.style.getPropertyValue('--gallery-thumb-gap')).toBe('5px');
    expect(strip.style.getPropertyValue('--gallery-thumb-height')).toBe('60px');
    expect(strip.style.getPropertyValue('--gallery-thumb-margin')).toBe('12px');
    expect(strip.hasAttribute('data-square-thumbs')).toBe(true);
    // The server's strip is used, not doubled.
    expect(element.querySelectorAll('[data-part="thumbnails"]')).toHaveLength(1);
  });
});

describe('linked to the main gallery both ways (spec 001 §4)', () => {
  it('marks the active thumbnail with aria-current and the one tab stop', () => {
    const { thumbnails } = setup({ thumbnails: true });
    expect(current(thumbnails)).toBe(0);
    expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
  });
  it('clicking a thumbnail moves the main gallery', () => {
    const { gallery, thumbnails } = setup({ thumbnails: true });
    thumbnails[3]!.click();
    expect(gallery.index).toBe(3);
    expect(current(thumbnails)).toBe(3);
  });
  it('moving the main gallery moves the active thumbnail', () => {
    const { gallery, thumbnails } = setup({ thumbnails: true });
    gallery.next();
    expect(current(thumbnails)).toBe(1);
    vi.advanceTimersByTime(1000);
    gallery.previous();
    expect(current(thumbnails)).toBe(0);
    vi.advanceTimersByTime(1000);
    gallery.previous(); // loops
    expect(current(thumbnails)).toBe(5);
  });
  it('starts at the gallery’s current index', () => {
    const { thumbnails } = setup({ thumbnails: true, currentIndex: 4 });
    expect(current(thumbnails)).toBe(4);
  });
  it('follows a slide selected from the address on load (history)', () => {
    history.replaceState(null, '', '/#itemId=c');
    const { thumbnails } = setup({ thumbnails: true, historyHash: true });
    expect(current(thumbnails)).toBe(2);
  });
  it('a server thumbnail link selects instead of navigating', () => {
    const element = withServerStrip({ design: 'slideshow' });
    const gallery = createGallery(element, { design: 'slideshow', thumbnails: true });
    const link = element.querySelectorAll<HTMLElement>('[data-thumbnail]')[2]!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(gallery.index).toBe(2);
  });
});

describe('keyboard in the strip', () => {
  it('arrows move one step (not two), Home and End go to the ends, focus follows', () => {
    const { gallery, thumbnails } = setup({ thumbnails: true });
    thumbnails[0]!.focus();
    key(thumbnails[0]!, 'ArrowRight', 39);
    expect(gallery.index).toBe(1);
    expect(document.activeElement).toBe(thumbnails[1]);
    key(thumbnails[1]!, 'End');
    expect(gallery.index).toBe(5);
    expect(document.activeElement).toBe(thumbnails[5]);
    key(thumbnails[5]!, 'Home');
    expect(gallery.index).toBe(0);
    key(thumbnails[0]!, 'ArrowLeft', 37); // loops like the gallery
    expect(gallery.index).toBe(5);
  });
  it('Enter and Space select a thumbnail that is not a button', () => {
    const element = withServerStrip({ design: 'slideshow' });
    const gallery = createGallery(element, { design: 'slideshow', thumbnails: true });
    const links = [...element.querySelectorAll<HTMLElement>('[data-thumbnail]')];
    expect(key(links[4]!, ' ').defaultPrevented).toBe(true);
    expect(gallery.index).toBe(4);
    vi.advanceTimersByTime(1000);
    key(links[1]!, 'Enter');
    expect(gallery.index).toBe(1);
  });
});

describe('scrolling the strip', () => {
  it('scrolls just enough to show the active thumbnail', () => {
    const element = withServerStrip({ design: 'slideshow' });
    const strip = element.querySelector<HTMLElement>('[data-part="thumbnails"]')!;
    const scrollTo = vi.fn();
    strip.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    const gallery = createGallery(element, { design: 'slideshow', thumbnails: true });
    expect(scrollTo).not.toHaveBeenCalled();
    gallery.goTo(5);
    // 900 px, 4 per row 5 px apart: cells 221.25 wide; the sixth ends at 5 × 226.25 + 221.25.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 452.5, behavior: 'smooth' });
  });
});

describe('destroy', () => {
  it('removes a built strip and restores a server strip exactly', () => {
    const built = setup({ thumbnails: true });
    built.gallery.destroy();
    expect(built.element.querySelector('[data-part="thumbnails"]')).toBeNull();
    document.body.innerHTML = '';
    const element = withServerStrip({ design: 'slideshow' });
    const before = element.outerHTML;
    const gallery = createGallery(element, { design: 'slideshow', thumbnails: true });
    gallery.destroy();
    expect(element.outerHTML).toBe(before);
    // Unlinked: the old strip no longer follows.
    const links = [...element.querySelectorAll<HTMLElement>('[data-thumbnail]')];
    links[2]!.click();
    expect(current(links)).toBe(-1);
  });
});
