// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { optionsFromBlockConfig } from '../src/block-options';
import {
  bindHistory,
  findItemIndex,
  hashFor,
  hashWithout,
  indexFromLocation,
  itemIdFromLocation,
} from '../src/history';
import { itemFromElement, safeVideoUrl, toItems } from '../src/items';

function html(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return template.content.firstElementChild!;
}

describe('items from slide markup (spec 001 §3)', () => {
  it('reads a slide with its attributes', () => {
    const slide = html(
      `<figure data-slide data-slide-id="a1" data-slide-url="/gallery/dunes" data-src="/img/dunes.jpg" data-image-dimensions="1600x900"><img src="/img/dunes-thumb.jpg" alt="Dunes"><figcaption> Dunes at dawn </figcaption></figure>`,
    );
    expect(itemFromElement(slide)).toEqual({
      type: 'image',
      src: '/img/dunes.jpg',
      width: 1600,
      height: 900,
      alt: 'Dunes',
      meta: 'Dunes at dawn',
      id: 'a1',
      url: '/gallery/dunes',
      thumbnail: '/img/dunes-thumb.jpg',
    });
  });

  it('reads a link to the large image (PhotoSwipe markup), without dimensions', () => {
    expect(itemFromElement(html(`<a href="/big.jpg"><img src="/small.jpg" alt=""></a>`))).toEqual({
      type: 'image',
      src: '/big.jpg',
      thumbnail: '/small.jpg',
    });
  });

  it('infers video from a video wrapper and keeps only http(s) embeds', () => {
    const slide = html(
      `<div data-slide><iframe src="https://player.vimeo.com/video/1"></iframe></div>`,
    );
    expect(itemFromElement(slide)).toMatchObject({
      type: 'video',
      videoUrl: 'https://player.vimeo.com/video/1',
    });
    expect(safeVideoUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeVideoUrl('data:text/html,x')).toBeUndefined();
  });

  it('merges the engine slide records over their element, and drops unreadable ones', () => {
    const element = html(`<div data-slide><img alt="Glacier"><p data-slide-meta>Ice</p></div>`);
    const items = toItems([
      {
        index: 0,
        element,
        type: 'image',
        id: 'g',
        url: undefined,
        src: '/glacier.jpg',
        width: 0,
        height: 0,
        alt: 'Glacier',
      },
      { src: '' },
      html('<div></div>'),
    ]);
    expect(items).toEqual([
      { type: 'image', src: '/glacier.jpg', alt: 'Glacier', meta: 'Ice', id: 'g' },
    ]);
  });
});

describe('address (spec 001 §2)', () => {
  const items = [
    { src: '/a.jpg', id: 'first' },
    { src: '/b.jpg', url: '/gallery/second' },
    { src: '/c.jpg' },
  ];

  it('reads the item id from the hash or the path', () => {
    expect(itemIdFromLocation({ hash: '#itemId=first', pathname: '/gallery' })).toEqual([
      'first',
      'gallery',
    ]);
    expect(itemIdFromLocation({ hash: '', pathname: '/gallery/second' })).toEqual(['second']);
    expect(itemIdFromLocation({ hash: '#top=1', pathname: '/' })).toEqual([]);
    expect(itemIdFromLocation({ hash: '#caf%C3%A9', pathname: '/a%20b' })).toEqual(['café', 'a b']);
    // A malformed escape (a hostile or mistyped link) is kept as written, never thrown.
    expect(itemIdFromLocation({ hash: '#%E0%A4%A', pathname: '/%zz' })).toEqual([
      '%E0%A4%A',
      '%zz',
    ]);
  });

  it('matches an id or a url', () => {
    expect(findItemIndex(items, 'first')).toBe(0);
    expect(findItemIndex(items, 'second')).toBe(1);
    expect(findItemIndex(items, '/gallery/second/')).toBe(1);
    expect(findItemIndex(items, 'third')).toBe(-1);
    expect(indexFromLocation(items, { hash: '#itemId=first', pathname: '/gallery/second' })).toBe(
      0,
    );
    expect(indexFromLocation(items, { hash: '', pathname: '/gallery/second' })).toBe(1);
  });

  it('writes and removes itemId, keeping other hash parameters', () => {
    expect(hashFor('', 'first')).toBe('#itemId=first');
    expect(hashFor('#tab=2&itemId=x', 'y')).toBe('#tab=2&itemId=y');
    expect(hashWithout('#tab=2&itemId=x')).toBe('#tab=2');
    expect(hashWithout('#itemId=x')).toBe('');
  });

  it('pushes one entry on open, writes the slide with history on, and Back calls onBack', () => {
    history.replaceState(null, '', '/gallery.html');
    const onBack = vi.fn();
    const binding = bindHistory(items, 0, true, onBack);
    expect(location.hash).toBe('#itemId=first');
    binding.update(2);
    expect(location.hash).toBe('#itemId=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onBack).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('hands its entry over to the next lightbox, which reuses it instead of pushing', () => {
    history.replaceState(null, '', '/gallery.html');
    const firstBack = vi.fn();
    const first = bindHistory(items, 0, true, firstBack);
    const push = vi.spyOn(history, 'pushState');
    const back = vi.spyOn(history, 'back');
    first.handOver();
    const secondBack = vi.fn();
    const second = bindHistory(items, 1, true, secondBack);
    expect(push).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
    expect(location.hash).toBe('#itemId=%2Fgallery%2Fsecond');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(firstBack).not.toHaveBeenCalled();
    expect(secondBack).toHaveBeenCalledTimes(1);
    second.release();
    push.mockRestore();
    back.mockRestore();
  });

  it("keeps the site's object state on the entry it pushes, and never spreads a string state", () => {
    history.replaceState({ page: 2 }, '', '/gallery.html');
    const first = bindHistory(items, 0, false, () => {});
    expect(history.state).toEqual({ page: 2, tesseraLightbox: true });
    first.handOver();
    history.replaceState('scroll-42', '', '/gallery.html');
    const second = bindHistory(items, 0, false, () => {});
    expect(history.state).toEqual({ tesseraLightbox: true });
    second.handOver();
  });

  it('leaves the hash alone with history off', () => {
    history.replaceState(null, '', '/gallery.html#top');
    const push = vi.spyOn(history, 'pushState');
    const binding = bindHistory(items, 1, false, () => {});
    expect(push).toHaveBeenCalledTimes(1);
    binding.update(2);
    expect(location.hash).toBe('#top');
    binding.release();
    push.mockRestore();
  });
});

describe('block options (spec 001 §3)', () => {
  it('maps gallery block data to lightbox options', () => {
    expect(
      optionsFromBlockConfig({ lightboxTheme: 'light', thumbnails: true, historyHash: true }),
    ).toEqual({
      theme: 'light',
      thumbnails: true,
      history: true,
    });
    expect(optionsFromBlockConfig({ lightboxTheme: 'blue' })).toEqual({ theme: 'dark' });
    expect(optionsFromBlockConfig(null)).toEqual({});
  });
});
