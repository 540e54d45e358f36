// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, type LightboxOpener, setLightboxLoader } from '../src/image-block';
import { INTENT_FOCUS_DELAY_MS, INTENT_HOVER_DELAY_MS } from '../src/watch-open-intent';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    expect(warn).toHaveBeenCalledWith('[tessera/media]', 'No image', figure);
  });

  it('leaves no timer after destroy while waiting', async () => {
    vi.useFakeTimers();
    const figure = block({ load: true }, '');
    const destroy = init(figure);
    destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens the lightbox on click and on Enter, returning focus to the image', async () => {
    const openLightbox = vi.fn();
    setLightboxLoader(async () => ({ openLightbox }) as LightboxOpener);
    const figure = block({ load: false, lightbox: true, lightboxTheme: 'light' });
    const destroy = init(figure);
    await flush();
    const img = figure.querySelector('img')!;
    expect(img.getAttribute('role')).toBe('button');
    expect(img.tabIndex).toBe(0);
    img.click();
    await flush();
    expect(openLightbox).toHaveBeenCalledWith({
      items: [{ src: '/p.jpg', alt: 'Dunes', width: 800, height: 600, meta: 'Dunes at dawn' }],
      index: 0,
      options: { theme: 'light' },
      returnFocus: img,
    });
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await flush();
    expect(openLightbox).toHaveBeenCalledTimes(3);
    destroy();
    img.click();
    await flush();
    expect(openLightbox).toHaveBeenCalledTimes(3);
    expect(img.hasAttribute('role')).toBe(false);
  });

  it(`warms the lightbox with the same item when a pointer rests ${INTENT_HOVER_DELAY_MS} ms, on a press and on focus; not on a pass or a touch hover; a scroll stops it`, async () => {
    vi.useFakeTimers();
    const openLightbox = vi.fn();
    const warmLightbox = vi.fn();
    const cancelWarmLightbox = vi.fn();
    setLightboxLoader(
      async () => ({ openLightbox, warmLightbox, cancelWarmLightbox }) as LightboxOpener,
    );
    const figure = block({ load: false, lightbox: true });
    const destroy = init(figure);
    await vi.advanceTimersByTimeAsync(0);
    const img = figure.querySelector('img')!;
    // jsdom has no PointerEvent: a MouseEvent with the two fields the watcher reads.
    const pointer = (type: string, pointerType: string) => {
      const event = new MouseEvent(type, { bubbles: true });
      Object.defineProperties(event, {
        pointerType: { value: pointerType },
        isPrimary: { value: true },
      });
      img.dispatchEvent(event);
    };
    const item = { src: '/p.jpg', alt: 'Dunes', width: 800, height: 600, meta: 'Dunes at dawn' };
    pointer('pointerover', 'touch');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS);
    expect(warmLightbox).not.toHaveBeenCalled();
    // A pointer passing over (out before the delay) is no intent.
    pointer('pointerover', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS - 1);
    pointer('pointerout', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS);
    expect(warmLightbox).not.toHaveBeenCalled();
    pointer('pointerover', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS - 1);
    expect(warmLightbox).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warmLightbox.mock.calls).toEqual([[item]]);
    pointer('pointerdown', 'touch');
    await vi.advanceTimersByTimeAsync(0);
    expect(warmLightbox).toHaveBeenCalledTimes(2);
    // A touch that becomes a scroll stops the picture's download.
    expect(cancelWarmLightbox).not.toHaveBeenCalled();
    pointer('pointercancel', 'touch');
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelWarmLightbox.mock.calls).toEqual([[item]]);
    img.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(INTENT_FOCUS_DELAY_MS - 1);
    expect(warmLightbox).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(warmLightbox.mock.calls).toEqual([[item], [item], [item]]);
    expect(openLightbox).not.toHaveBeenCalled();
    img.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(openLightbox).toHaveBeenCalledWith(expect.objectContaining({ items: [item] }));
    pointer('pointerover', 'mouse');
    destroy();
    expect(vi.getTimerCount()).toBe(0);
    pointer('pointerdown', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS);
    expect(warmLightbox).toHaveBeenCalledTimes(3);
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
    const openLightbox = vi.fn();
    setLightboxLoader(async () => ({ openLightbox }) as LightboxOpener);
    const figure = block({ lightbox: true });
    init(figure)();
    await flush();
    const img = figure.querySelector('img')!;
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    expect(img.hasAttribute('role')).toBe(false);
    expect(img.hasAttribute('tabindex')).toBe(false);
    img.click();
    await flush();
    expect(openLightbox).not.toHaveBeenCalled();
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
    setLightboxLoader(async () => ({ openLightbox: vi.fn() }) as LightboxOpener);
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
    const openLightbox = vi.fn();
    setLightboxLoader(async () => ({ openLightbox }) as LightboxOpener);
    const figure = block(
      { load: false, lightbox: true, source: '/block.jpg', dimensions: '1200x800' },
      '<img alt="Harbour">',
    );
    const destroy = init(figure);
    await flush();
    figure.querySelector('img')!.click();
    await flush();
    expect(openLightbox).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [{ src: '/block.jpg', alt: 'Harbour', width: 1200, height: 800 }],
      }),
    );
    destroy();
  });

  it('does not open when destroyed while the lightbox chunk loads', async () => {
    const openLightbox = vi.fn();
    let arrive!: (module: LightboxOpener) => void;
    setLightboxLoader(() => new Promise<LightboxOpener>((resolve) => (arrive = resolve)));
    const figure = block({ load: false, lightbox: true });
    const destroy = init(figure);
    await flush();
    figure.querySelector('img')!.click();
    destroy();
    arrive({ openLightbox } as LightboxOpener);
    await flush();
    expect(openLightbox).not.toHaveBeenCalled();
  });

  it('without lightbox, the image is not a button', async () => {
    const figure = block({ load: false });
    init(figure);
    await flush();
    expect(figure.querySelector('img')!.hasAttribute('role')).toBe(false);
  });
});
