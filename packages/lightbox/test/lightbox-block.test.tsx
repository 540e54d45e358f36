// @vitest-environment jsdom
import { getOverlayHost } from '@tessera/ui';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { showBackdrop, warmImage } from '../src/first-paint';
import { init } from '../src/lightbox-block';
import { nearSlides } from '../src/near-slides';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shadow = () => document.querySelector('tessera-overlays')?.shadowRoot ?? null;
const lightbox = () => shadow()?.querySelector<HTMLElement>('.lightbox') ?? null;

function archive(config = '{"lightboxTheme":"light"}') {
  const list = document.createElement('ul');
  list.setAttribute('data-block', 'lightbox');
  list.setAttribute('data-block-config', config);
  list.innerHTML = ['a', 'b', 'c']
    .map(
      (name) =>
        `<li><a href="/big/${name}.jpg" data-slide-id="${name}" data-image-dimensions="1200x800"><img data-src="/thumb/${name}.jpg" alt="${name.toUpperCase()}" width="120" height="80"><span data-slide-meta>Caption ${name}</span></a></li>`,
    )
    .join('');
  document.body.append(list);
  return list;
}

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  show(element: Element) {
    this.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeAll(installDialogShim);
beforeEach(() => {
  document.body.innerHTML = '';
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  history.replaceState(null, '', '/gallery.html');
});
afterEach(async () => {
  await act(async () => document.querySelector('tessera-overlays')?.remove());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Whether the page's handlers cancelled a click (the test then cancels it, as jsdom cannot navigate). */
function clickPrevented(target: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const check = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', check, { once: true });
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  return prevented;
}

async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('lightbox block', () => {
  it('opens the clicked link at its index with the block options, and returns focus to it', async () => {
    const list = archive();
    const destroy = init(list);
    const link = list.querySelectorAll('a')[1]!;
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.querySelector('img')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(lightbox()!.dataset.theme).toBe('light');
    const img = shadow()!.querySelector('.slide[data-active] img')!;
    expect(img.getAttribute('src')).toBe('/big/b.jpg');
    expect(img.getAttribute('alt')).toBe('B');
    expect(shadow()!.querySelector('.meta')!.textContent).toBe('Caption b');
    destroy();
    // Destroyed, the block leaves its links to the browser.
    expect(clickPrevented(link)).toBe(false);
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    const list = archive();
    init(list);
    expect(clickPrevented(list.querySelector('a')!, { ctrlKey: true })).toBe(false);
  });

  it('opens the slide named by the hash (spec 001 §2)', async () => {
    history.replaceState(null, '', '/gallery.html#itemId=c');
    init(archive());
    await settle();
    expect(shadow()!.querySelector('.slide[data-active] img')!.getAttribute('alt')).toBe('C');
  });

  it('a deep link whose block is destroyed while the core loads leaves no lightbox open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    history.replaceState(null, '', '/gallery.html#itemId=c');
    const destroy = init(archive());
    destroy();
    await settle();
    // The forced close's fade-out and the backdrop's removal.
    await act(async () => {
      vi.advanceTimersByTime(700);
    });
    expect(lightbox()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not count links without a picture: each opener shows its own slide', async () => {
    const list = archive();
    list.firstElementChild!.insertAdjacentHTML('afterend', '<li><a href="#top">Top</a></li>');
    const destroy = init(list);
    expect(clickPrevented(list.querySelector('a[href="#top"]')!)).toBe(false);
    list.querySelector<HTMLElement>('a[data-slide-id="b"]')!.click();
    await settle();
    expect(shadow()!.querySelector('.slide[data-active] img')!.getAttribute('src')).toBe(
      '/big/b.jpg',
    );
    expect(shadow()!.querySelector('.count')!.textContent).toBe('2 of 3');
    destroy();
  });

  it('opens on Space from a link, and makes openers that are not links keyboard buttons', async () => {
    const list = archive();
    list.insertAdjacentHTML(
      'beforeend',
      '<li><img data-src="/big/d.jpg" data-slide-id="d" alt="D"></li>',
    );
    const destroy = init(list);
    const picture = list.querySelector<HTMLElement>('img[data-slide-id="d"]')!;
    expect(picture.tabIndex).toBe(0);
    expect(picture.getAttribute('role')).toBe('button');
    expect(picture.getAttribute('aria-haspopup')).toBe('dialog');
    expect(list.querySelector('a')!.hasAttribute('role')).toBe(false);
    const press = (target: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Enter on a link is the browser's (it clicks); Space is ours.
    expect(press(list.querySelectorAll('a')[1]!, 'Enter')).toBe(false);
    expect(press(list.querySelectorAll('a')[1]!, ' ')).toBe(true);
    await settle();
    expect(shadow()!.querySelector('.count')!.textContent).toBe('2 of 4');
    expect(press(picture, 'a')).toBe(false);
    expect(press(picture, 'Enter')).toBe(true);
    await settle();
    expect(shadow()!.querySelector('.count')!.textContent).toBe('4 of 4');
    destroy();
    expect(picture.hasAttribute('tabindex')).toBe(false);
    expect(picture.hasAttribute('role')).toBe(false);
    expect(picture.hasAttribute('aria-haspopup')).toBe(false);
    expect(press(picture, 'Enter')).toBe(false);
  });

  it('ignores a malformed address (%zz) instead of throwing', async () => {
    history.replaceState(null, '', '/gallery/%zz.html#%E0%A4%A');
    const destroy = init(archive());
    await settle();
    expect(lightbox()).toBeNull();
    destroy();
  });

  it('loads thumbnails through the queue only when near the viewport, and cleans up', async () => {
    const list = archive();
    const destroy = init(list);
    const images = [...list.querySelectorAll('img')];
    await Promise.resolve();
    expect(images.some((img) => img.hasAttribute('src'))).toBe(false);
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.observed).toEqual(images);
    observer.show(images[0]!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(images[0]!.getAttribute('data-image-state')).toBe('loading');
    expect(images[1]!.hasAttribute('src')).toBe(false);
    destroy();
    expect(observer.disconnected).toBe(true);
    expect(clickPrevented(list.querySelector('a')!)).toBe(false);
  });

  it('on a gallery block, answers tessera:gallery-open', async () => {
    const gallery = document.createElement('div');
    gallery.setAttribute('data-block', 'gallery');
    gallery.innerHTML = '<figure data-slide data-src="/g.jpg"><img alt="G"></figure>';
    document.body.append(gallery);
    const destroy = init(gallery);
    gallery.dispatchEvent(
      new CustomEvent('tessera:gallery-open', {
        detail: { index: 0, slides: [...gallery.querySelectorAll('[data-slide]')] },
      }),
    );
    await settle();
    expect(shadow()!.querySelector('.slide[data-active] img')!.getAttribute('src')).toBe('/g.jpg');
    destroy();
  });
});

describe('first paint: backdrop and first picture at the click', () => {
  it('puts the backdrop in the overlay host and removes it', () => {
    const count = () => shadow()?.querySelectorAll('.lightbox-backdrop').length ?? 0;
    getOverlayHost();
    const before = count();
    const remove = showBackdrop({ theme: 'light' });
    expect(count()).toBe(before + 1);
    const backdrop = [...shadow()!.querySelectorAll<HTMLElement>('.lightbox-backdrop')].at(-1)!;
    expect(backdrop.getAttribute('aria-hidden')).toBe('true');
    expect(backdrop.dataset.theme).toBe('light');
    remove();
    remove();
    expect(count()).toBe(before);
  });

  it('fetches the first picture with the srcset the view will use; not for video', () => {
    const image = warmImage({ src: '/p.jpg', width: 800, height: 400 })!;
    expect(image.getAttribute('src')).toBe('/p.jpg');
    expect(image.srcset).toBe(
      '/p.jpg?format=100w 100w, /p.jpg?format=300w 300w, /p.jpg?format=500w 500w, /p.jpg?format=750w 750w',
    );
    expect(image.sizes).toBe('min(100vw, 200vh)');
    expect(warmImage({ src: '/p.jpg' }, 'none')!.srcset).toBe('');
    expect(warmImage({ type: 'video', src: '', videoUrl: 'https://x.test/v' })).toBeUndefined();
  });
});

describe('near slides', () => {
  it('the current one and its neighbours, around the ends only when looping', () => {
    expect(nearSlides(0, 40, true)).toEqual([0, 1, 39]);
    expect(nearSlides(0, 40, false)).toEqual([0, 1]);
    expect(nearSlides(5, 40, false)).toEqual([4, 5, 6]);
    expect(nearSlides(0, 1, true)).toEqual([0]);
    expect(nearSlides(1, 2, true)).toEqual([0, 1]);
  });
});
