// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, type LightboxOpener, setLightboxLoader } from '../src/image-block';

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

  it('warms the lightbox with the same item on hover, press and focus; a touch hover does not', async () => {
    const openLightbox = vi.fn();
    const warmLightbox = vi.fn();
    setLightboxLoader(async () => ({ openLightbox, warmLightbox }) as LightboxOpener);
    const figure = block({ load: false, lightbox: true });
    const destroy = init(figure);
    await flush();
    const img = figure.querySelector('img')!;
    // jsdom has no PointerEvent: a MouseEvent with the pointerType the block reads.
    const pointer = (type: string, pointerType: string) => {
      const event = new MouseEvent(type, { bubbles: true });
      Object.defineProperty(event, 'pointerType', { value: pointerType });
      img.dispatchEvent(event);
    };
    pointer('pointerover', 'touch');
    await flush();
    expect(warmLightbox).not.toHaveBeenCalled();
    pointer('pointerover', 'mouse');
    pointer('pointerdown', 'touch');
    img.dispatchEvent(new FocusEvent('focus'));
    await flush();
    const item = { src: '/p.jpg', alt: 'Dunes', width: 800, height: 600, meta: 'Dunes at dawn' };
    expect(warmLightbox.mock.calls).toEqual([[item], [item], [item]]);
    expect(openLightbox).not.toHaveBeenCalled();
    img.click();
    await flush();
    expect(openLightbox).toHaveBeenCalledWith(expect.objectContaining({ items: [item] }));
    destroy();
    pointer('pointerdown', 'mouse');
    await flush();
    expect(warmLightbox).toHaveBeenCalledTimes(3);
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
