// @vitest-environment jsdom
// The image block's lightbox (spec 002 §2): @tessera/media's image block asks with the one open
// event, and the image-lightbox block on the same element opens and warms it, with the rest of
// its code fetched on the first intent or open. Both blocks run here as the script build runs
// them, with the overlay's loading replaced by spies.
import { init as initImage } from '@tessera/media/image-block';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseWarmImage, warmImage } from '../src/first-paint';
import { init as initLightbox } from '../src/image-lightbox-block';
import type { LightboxHandle } from '../src/mount-lightbox';
import { openLightbox, preloadLightbox } from '../src/open-lightbox';
import { INTENT_FOCUS_DELAY_MS, INTENT_HOVER_DELAY_MS } from '../src/watch-open-intent';

vi.mock('../src/open-lightbox', () => ({
  preloadLightbox: vi.fn(() => Promise.resolve({})),
  openLightbox: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../src/first-paint', () => ({ warmImage: vi.fn(), releaseWarmImage: vi.fn() }));
/** How often the rest of the image's lightbox (the lightbox block's module) was fetched. */
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/lightbox-block', async (importOriginal) => {
  fetches.count++;
  return importOriginal();
});

const open = vi.mocked(openLightbox);
const warm = vi.mocked(warmImage);
const release = vi.mocked(releaseWarmImage);
// The binding arrives with a dynamic import: a few tasks.
const flush = async () => {
  for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve, 0));
};
/** Lets an import of the already fetched binding arrive (microtasks only: fake timers hold). */
const settle = async () => {
  for (let tick = 0; tick < 20; tick++) await Promise.resolve();
};
const item = { src: '/p.jpg', alt: 'Dunes', width: 800, height: 600, meta: 'Dunes at dawn' };

function block(config: object) {
  const figure = document.createElement('figure');
  figure.setAttribute('data-block', 'image');
  figure.setAttribute('data-block-config', JSON.stringify(config));
  figure.innerHTML =
    '<img data-src="/p.jpg" data-image-dimensions="800x600" alt="Dunes"><figcaption> Dunes at dawn </figcaption>';
  document.body.append(figure);
  const destroys = [initImage(figure), initLightbox(figure)];
  const destroy = () => {
    for (const each of destroys) each();
  };
  return { figure, destroy };
}

describe('image block with a lightbox', () => {
  // First in this file: the module is fetched once a page (the test file), then cached.
  it('fetches the rest of its code only with the first intent or open', async () => {
    const { figure, destroy } = block({ load: false, lightbox: true });
    await flush();
    expect(fetches.count).toBe(0);
    figure.querySelector('img')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // The first fetch of the module (its transform, here) takes a while.
    await vi.waitFor(() => expect(warm).toHaveBeenCalled(), { timeout: 5000 });
    expect([fetches.count, warm.mock.calls]).toEqual([1, [[item, undefined]]]);
    destroy();
  });

  beforeEach(() => {
    document.body.innerHTML = '';
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the lightbox on click and on Enter, returning focus to the image', async () => {
    const { figure, destroy } = block({ load: false, lightbox: true, lightboxTheme: 'light' });
    await flush();
    const img = figure.querySelector('img')!;
    img.click();
    await flush();
    expect(open).toHaveBeenCalledWith({
      items: [item],
      index: 0,
      options: { theme: 'light' },
      returnFocus: img,
    });
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await flush();
    expect(open).toHaveBeenCalledTimes(3);
    destroy();
    img.click();
    await flush();
    expect(open).toHaveBeenCalledTimes(3);
  });

  it(`warms the lightbox with the same item when a pointer rests ${INTENT_HOVER_DELAY_MS} ms, on a press and on focus; not on a pass or a touch hover; a scroll stops it`, async () => {
    vi.useFakeTimers();
    const { figure, destroy } = block({ load: false, lightbox: true });
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
    pointer('pointerover', 'touch');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS);
    expect(warm).not.toHaveBeenCalled();
    // A pointer passing over (out before the delay) is no intent.
    pointer('pointerover', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS - 1);
    pointer('pointerout', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS);
    expect(warm).not.toHaveBeenCalled();
    pointer('pointerover', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS - 1);
    expect(warm).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(warm.mock.calls).toEqual([[item, undefined]]);
    expect(preloadLightbox).toHaveBeenCalledTimes(1);
    pointer('pointerdown', 'touch');
    await settle();
    expect(warm).toHaveBeenCalledTimes(2);
    // A touch that becomes a scroll stops the picture's download.
    expect(release).not.toHaveBeenCalled();
    pointer('pointercancel', 'touch');
    await settle();
    expect(release.mock.calls).toEqual([[item, undefined, { stop: true }]]);
    img.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(INTENT_FOCUS_DELAY_MS - 1);
    expect(warm).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(warm.mock.calls).toEqual([
      [item, undefined],
      [item, undefined],
      [item, undefined],
    ]);
    expect(open).not.toHaveBeenCalled();
    img.click();
    await settle();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ items: [item] }));
    pointer('pointerover', 'mouse');
    destroy();
    expect(vi.getTimerCount()).toBe(0);
    pointer('pointerdown', 'mouse');
    await vi.advanceTimersByTimeAsync(INTENT_HOVER_DELAY_MS);
    await settle();
    expect(warm).toHaveBeenCalledTimes(3);
  });

  it('closes at once a lightbox whose code arrives after the block was destroyed', async () => {
    let arrive!: (handle: LightboxHandle) => void;
    open.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const { figure, destroy } = block({ load: false, lightbox: true });
    await flush();
    figure.querySelector('img')!.click();
    // The binding has arrived and asked for the overlay; the block goes before the overlay comes.
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    destroy();
    const close = vi.fn();
    arrive({ close } as unknown as LightboxHandle);
    await flush();
    expect(close.mock.calls).toEqual([[true]]);
  });

  it('opens nothing when the block is destroyed before the rest of its code arrives', async () => {
    const { figure, destroy } = block({ load: false, lightbox: true });
    await flush();
    figure.querySelector('img')!.click();
    destroy();
    await flush();
    expect(open).not.toHaveBeenCalled();
  });

  it('without lightbox, or with a lightbox that is not a JSON true, answers nothing', async () => {
    for (const config of [{ load: false }, { load: false, lightbox: 'true' }]) {
      const { figure, destroy } = block(config);
      await flush();
      figure.querySelector('img')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      figure.querySelector('img')!.click();
      destroy();
    }
    expect([open.mock.calls, warm.mock.calls]).toEqual([[], []]);
  });
});
