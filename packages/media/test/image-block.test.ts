// @vitest-environment jsdom

import { LIGHTBOX_OPEN_EVENT, type LightboxOpenDetail } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/image-block';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The open requests the block dispatches (the lightbox block answers them). */
function openRequests(figure: HTMLElement): LightboxOpenDetail[] {
  const requests: LightboxOpenDetail[] = [];
  figure.addEventListener(LIGHTBOX_OPEN_EVENT, (event) =>
    requests.push((event as CustomEvent<LightboxOpenDetail>).detail),
  );
  return requests;
}

function block(
  config: object | null,
  inner = '<img data-src="/p.jpg" data-image-dimensions="800x600" alt="Dunes"><figcaption> Dunes at dawn </figcaption>',
) {
  const figure = document.createElement('figure');
  figure.setAttribute('data-block', 'image');
  if (config) figure.setAttribute('data-block-config', JSON.stringify(config));
  figure.innerHTML = inner;
  document.body.append(figure);
  return figure;
}

describe('image block (spec 002 §2)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads its image at once with load: true', async () => {
    const figure = block({ load: true });
    const destroy = init(figure);
    await flush();
    expect(figure.querySelector('img')!.getAttribute('data-image-state')).toBe('loading');
    destroy();
  });

  it('does not load with load: false', async () => {
    const figure = block({ load: false });
    init(figure);
    await flush();
    expect(figure.querySelector('img')!.hasAttribute('src')).toBe(false);
  });

  it('flags the block narrow under 415 px through a ResizeObserver, and disconnects on destroy', async () => {
    const observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        record: { callback: ResizeObserverCallback; disconnected: boolean };
        constructor(callback: ResizeObserverCallback) {
          this.record = { callback, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const figure = block({ load: false });
    const destroy = init(figure);
    observers[0]!.callback(
      [{ contentRect: { width: 320 } } as ResizeObserverEntry],
      {} as ResizeObserver,
    );
    expect(figure.hasAttribute('data-narrow')).toBe(true);
    destroy();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('waits for a late image node and gives up with a message after the retries', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const figure = block({ load: true }, '');
    init(figure);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.dynamicImportSettled();
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] Block "image" is missing a part: an <img> (No image) (at body > figure[data-block="image"]; see docs/markup.md#image-block)',
        figure,
      ],
    ]);
  });

  it('leaves no timer after destroy while waiting', async () => {
    vi.useFakeTimers();
    const figure = block({ load: true }, '');
    const destroy = init(figure);
    destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks for the lightbox on click, Enter and Space, the image its one slide and its opener', async () => {
    const figure = block({ load: false, lightbox: true, lightboxTheme: 'light' });
    const requests = openRequests(figure);
    const destroy = init(figure);
    await flush();
    const img = figure.querySelector('img')!;
    expect(img.getAttribute('role')).toBe('button');
    expect(img.tabIndex).toBe(0);
    img.click();
    expect(requests).toEqual([
      {
        slides: [{ src: '/p.jpg', alt: 'Dunes', width: 800, height: 600, meta: 'Dunes at dawn' }],
        index: 0,
        opener: img,
      },
    ]);
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(requests).toHaveLength(3);
    destroy();
    img.click();
    expect(requests).toHaveLength(3);
    expect(img.hasAttribute('role')).toBe(false);
  });

  it('destroyed in the task it was made in, it binds nothing: no observer, no button, no listener', async () => {
    const observers: { observed: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record = { observed: [] as Element[], disconnected: false };
        constructor() {
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.push(element);
        }
        unobserve() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const figure = block({ lightbox: true });
    const requests = openRequests(figure);
    init(figure)();
    await flush();
    const img = figure.querySelector('img')!;
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    expect(img.hasAttribute('role')).toBe(false);
    expect(img.hasAttribute('tabindex')).toBe(false);
    img.click();
    expect(requests).toEqual([]);
  });

  it('a block that grows while its image loads gets the larger source once the load settles', async () => {
    let resize: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const figure = block({ load: true }, '<img data-src="/p.jpg" alt="">');
    const img = figure.querySelector('img')!;
    let width = 300;
    img.getBoundingClientRect = () => ({ width, height: 0 }) as DOMRect;
    const destroy = init(figure);
    await flush();
    expect(img.getAttribute('src')).toBe('/p.jpg?format=300w');
    width = 900;
    resize([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
    // Still loading: the loader would skip it; the block answers the resize after the load.
    expect(img.getAttribute('src')).toBe('/p.jpg?format=300w');
    Object.defineProperties(img, {
      complete: { configurable: true, value: true },
      naturalWidth: { configurable: true, value: 300 },
      naturalHeight: { configurable: true, value: 200 },
    });
    img.dispatchEvent(new Event('load'));
    await flush();
    expect(img.getAttribute('src')).toBe('/p.jpg?format=1000w');
    expect(img.getAttribute('data-image-state')).toBe('loading');
    destroy();
  });

  it("keeps the markup's own tabindex and role, and restores them on destroy", async () => {
    const figure = block(
      { load: false, lightbox: true },
      '<img data-src="/p.jpg" alt="Dunes" tabindex="2" role="link">',
    );
    const destroy = init(figure);
    await flush();
    const img = figure.querySelector('img')!;
    expect(img.getAttribute('tabindex')).toBe('2');
    expect(img.getAttribute('role')).toBe('link');
    expect(img.getAttribute('aria-haspopup')).toBe('dialog');
    destroy();
    expect(img.getAttribute('tabindex')).toBe('2');
    expect(img.getAttribute('role')).toBe('link');
    expect(img.hasAttribute('aria-haspopup')).toBe(false);
  });

  it("shows the block's own source and size in the lightbox", async () => {
    const figure = block(
      { load: false, lightbox: true, source: '/block.jpg', dimensions: '1200x800' },
      '<img alt="Harbour">',
    );
    const requests = openRequests(figure);
    const destroy = init(figure);
    await flush();
    figure.querySelector('img')!.click();
    expect(requests.map((request) => request.slides)).toEqual([
      [{ src: '/block.jpg', alt: 'Harbour', width: 1200, height: 800 }],
    ]);
    destroy();
  });

  it('without lightbox, the image is not a button', async () => {
    const figure = block({ load: false });
    init(figure);
    await flush();
    expect(figure.querySelector('img')!.hasAttribute('role')).toBe(false);
  });
});
