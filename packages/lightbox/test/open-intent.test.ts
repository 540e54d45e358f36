// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseWarmImage, warmImage } from '../src/first-paint';
import type { LightboxItem } from '../src/items';
import { init } from '../src/lightbox-block';
import {
  IDLE_WARM_FALLBACK_MS,
  IDLE_WARM_TIMEOUT_MS,
  listenForOpenIntent,
  warmLightbox,
  warmLightboxWhenIdle,
} from '../src/open-intent';
import { preloadLightbox } from '../src/open-lightbox';
import { INTENT_FOCUS_DELAY_MS, INTENT_HOVER_DELAY_MS } from '../src/watch-open-intent';

vi.mock('../src/open-lightbox', () => ({
  preloadLightbox: vi.fn(() => Promise.resolve({})),
  openLightbox: vi.fn(() => new Promise(() => {})),
}));

const preload = vi.mocked(preloadLightbox);
let srcSet: ReturnType<typeof vi.spyOn>;
/** The pictures whose fetch was started (an Image's src written), in order. */
const fetched = () => srcSet.mock.calls.map(([value]) => String(value).replace(/\?t=\d+$/, ''));

// jsdom has no PointerEvent: a MouseEvent carrying the two fields the listener reads.
function pointer(
  type: string,
  target: Element,
  { pointerType = 'mouse', isPrimary = true } = {},
): void {
  const event = new MouseEvent(type, { bubbles: true });
  Object.defineProperties(event, {
    pointerType: { value: pointerType },
    isPrimary: { value: isPrimary },
  });
  target.dispatchEvent(event);
}

function grid(): { element: HTMLElement; links: HTMLAnchorElement[]; stop: () => void } {
  const element = document.createElement('div');
  element.innerHTML =
    '<a href="/big/a.jpg"><img src="/t/a.jpg" alt="A"></a><a href="/big/b.jpg"><img src="/t/b.jpg" alt="B"></a><a href="#top">Top</a>';
  document.body.append(element);
  const links = [...element.querySelectorAll('a')];
  // Sources no other test has warmed: the entry keeps the last few.
  const items: LightboxItem[] = [
    { src: `/big/a.jpg?t=${unique}`, width: 1200, height: 800 },
    { src: `/big/b.jpg?t=${unique}`, width: 1200, height: 800 },
  ];
  const itemFor = (target: Element) => {
    const link = target.closest('a');
    const index = link ? links.indexOf(link) : -1;
    return items[index];
  };
  const stop = listenForOpenIntent(element, itemFor, { sizeFormat: 'none' });
  return { element, links, stop };
}

let unique = 0;
beforeEach(() => {
  vi.useFakeTimers();
  preload.mockClear();
  srcSet = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
  unique++;
});

afterEach(() => {
  vi.useRealTimers();
  srcSet.mockRestore();
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'connection');
});

describe('open intent (hover, press, focus) warms the lightbox before the click', () => {
  it(`a mouse resting ${INTENT_HOVER_DELAY_MS} ms on an opener fetches the core and its picture`, () => {
    expect(INTENT_HOVER_DELAY_MS).toBe(50);
    const { links, stop } = grid();
    pointer('pointerover', links[1]!.querySelector('img')!);
    vi.advanceTimersByTime(INTENT_HOVER_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual(['/big/b.jpg']);
    stop();
  });

  it('a pointer passing over (out before the delay) warms nothing', () => {
    const { links, stop } = grid();
    pointer('pointerover', links[0]!);
    vi.advanceTimersByTime(30);
    pointer('pointerout', links[0]!);
    vi.advanceTimersByTime(1000);
    expect(preload).not.toHaveBeenCalled();
    expect(fetched()).toEqual([]);
    stop();
  });

  it('moving on to another opener warms only the one it rests on', () => {
    const { links, stop } = grid();
    pointer('pointerover', links[0]!);
    vi.advanceTimersByTime(30);
    pointer('pointerover', links[1]!);
    vi.advanceTimersByTime(INTENT_HOVER_DELAY_MS);
    expect(fetched()).toEqual(['/big/b.jpg']);
    stop();
  });

  it('a press warms at once, for touch too; a touch "hover" (it comes with the press) does not wait', () => {
    const { links, stop } = grid();
    pointer('pointerover', links[0]!, { pointerType: 'touch' });
    vi.advanceTimersByTime(1000);
    expect(fetched()).toEqual([]);
    pointer('pointerdown', links[0]!, { pointerType: 'touch' });
    expect(preload).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual(['/big/a.jpg']);
    stop();
  });

  it('a second finger (not the primary pointer) warms nothing', () => {
    const { links, stop } = grid();
    pointer('pointerdown', links[0]!, { pointerType: 'touch', isPrimary: false });
    expect(preload).not.toHaveBeenCalled();
    stop();
  });

  it(`keyboard focus staying ${INTENT_FOCUS_DELAY_MS} ms on an opener warms it; tabbing on first does not`, () => {
    const { links, stop } = grid();
    links[0]!.focus();
    vi.advanceTimersByTime(INTENT_FOCUS_DELAY_MS - 1);
    links[1]!.focus();
    vi.advanceTimersByTime(INTENT_FOCUS_DELAY_MS - 1);
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched()).toEqual(['/big/b.jpg']);
    expect(preload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a touch that becomes a scroll stops the download of the picture its press started', () => {
    const { links, stop } = grid();
    pointer('pointerdown', links[0]!, { pointerType: 'touch' });
    const started = warmImage({ src: `/big/a.jpg?t=${unique}`, width: 1200, height: 800 }, 'none')!;
    expect(started.getAttribute('src')).toBe(`/big/a.jpg?t=${unique}`);
    pointer('pointercancel', links[0]!, { pointerType: 'touch' });
    expect(started.hasAttribute('src')).toBe(false);
    // Let go: warming it again starts a new download.
    expect(warmImage({ src: `/big/a.jpg?t=${unique}`, width: 1200, height: 800 }, 'none')).not.toBe(
      started,
    );
    stop();
  });

  it('an element that opens nothing (a link without a picture) warms nothing', () => {
    const { links, stop } = grid();
    pointer('pointerdown', links[2]!);
    pointer('pointerover', links[2]!);
    vi.advanceTimersByTime(1000);
    expect(preload).not.toHaveBeenCalled();
    expect(fetched()).toEqual([]);
    stop();
  });

  it('under Save-Data only the core is fetched before the click, never a picture', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const { links, stop } = grid();
    pointer('pointerdown', links[0]!);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual([]);
    stop();
  });

  it('the cleanup removes the listeners and a pending warm-up', () => {
    const { links, stop } = grid();
    pointer('pointerover', links[0]!);
    stop();
    vi.advanceTimersByTime(1000);
    pointer('pointerdown', links[1]!);
    expect(preload).not.toHaveBeenCalled();
    expect(fetched()).toEqual([]);
  });

  it('a failed core fetch while warming is not reported (the click fetches again)', async () => {
    preload.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    warmLightbox({ src: `/big/offline-${unique}.jpg` });
    await vi.runAllTimersAsync();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('warmImage: the picture the view will ask for, fetched once', () => {
  it('a second call for the same picture returns the same image and starts no fetch', () => {
    const item = { src: `/big/same-${unique}.jpg`, width: 1200, height: 800 };
    const first = warmImage(item, 'queryString')!;
    expect(first.fetchPriority).toBe('high');
    expect(first.sizes).toBe('min(100vw, 150vh)');
    expect(first.srcset).toContain(`/big/same-${unique}.jpg?format=750w 750w`);
    expect(warmImage(item, 'queryString')).toBe(first);
    expect(fetched()).toEqual([item.src]);
    // Another size format asks for other files: a new fetch.
    expect(warmImage(item, 'none')).not.toBe(first);
  });

  it('keeps the last four (downloaded); the least recently used is let go', () => {
    // Downloaded: the cache keeps several of those, but only one unfinished.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const items = [0, 1, 2, 3, 4].map((n) => ({ src: `/big/lru-${unique}-${n}.jpg` }));
    const images = items.slice(0, 4).map((item) => warmImage(item, 'none'));
    // Touching the first makes the second the oldest.
    expect(warmImage(items[0], 'none')).toBe(images[0]);
    warmImage(items[4], 'none');
    expect(warmImage(items[0], 'none')).toBe(images[0]);
    expect(warmImage(items[3], 'none')).toBe(images[3]);
    expect(warmImage(items[1], 'none')).not.toBe(images[1]);
    complete.mockRestore();
  });

  it('only one picture downloads at a time: warming another stops the unfinished one', () => {
    const first = warmImage({ src: `/big/one-${unique}.jpg` }, 'queryString')!;
    expect(first.complete).toBe(false);
    expect(first.srcset).not.toBe('');
    const second = warmImage({ src: `/big/two-${unique}.jpg` }, 'queryString')!;
    expect(first.hasAttribute('src')).toBe(false);
    expect(first.hasAttribute('srcset')).toBe(false);
    expect(second.getAttribute('src')).toBe(`/big/two-${unique}.jpg`);
  });

  it('releaseWarmImage: the view holds the picture now (no stop); with stop, the download ends', () => {
    const item = { src: `/big/released-${unique}.jpg` };
    const image = warmImage(item, 'none')!;
    releaseWarmImage(item, 'none');
    expect(image.getAttribute('src')).toBe(item.src);
    expect(warmImage(item, 'none')).not.toBe(image);
    const again = warmImage(item, 'none')!;
    releaseWarmImage(item, 'none', { stop: true });
    expect(again.hasAttribute('src')).toBe(false);
  });

  it('decodes ahead of the view; a broken picture is not reported here', async () => {
    // jsdom has no decode(): given here, failing as a broken picture's does.
    const decode = vi.fn(() => Promise.reject(new Error('broken')));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      value: decode,
      configurable: true,
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    warmImage({ src: `/big/broken-${unique}.jpg` }, 'none');
    expect(decode).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });
});

describe('the blocks warm on intent', () => {
  it('a lightbox block: its openers, each with its own picture; not a link without one', () => {
    const list = document.createElement('ul');
    list.setAttribute('data-block', 'lightbox');
    list.setAttribute('data-block-config', '{"sizeFormat":"none"}');
    list.innerHTML = `<li><a href="#top">Top</a></li><li><a href="/big/a.jpg?t=${unique}"><img src="/t/a.jpg" alt="A"></a></li><li><img data-src="/big/b.jpg?t=${unique}" alt="B"></li>`;
    document.body.append(list);
    const destroy = init(list);
    pointer('pointerdown', list.querySelector('a[href="#top"]')!);
    expect(fetched()).toEqual([]);
    pointer('pointerdown', list.querySelector('img[alt="A"]')!);
    pointer('pointerover', list.querySelector('img[alt="B"]')!);
    vi.advanceTimersByTime(INTENT_HOVER_DELAY_MS);
    expect(fetched()).toEqual(['/big/a.jpg', '/big/b.jpg']);
    destroy();
    pointer('pointerdown', list.querySelector('img[alt="A"]')!);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('a link that shows no picture (no img, no stated size) is never fetched before a click', () => {
    const list = document.createElement('ul');
    list.setAttribute('data-block', 'lightbox');
    list.innerHTML = `<li><a href="/logout?t=${unique}">Log out</a></li><li><a href="/big/c.jpg?t=${unique}" data-image-dimensions="1200x800">C</a></li>`;
    document.body.append(list);
    const destroy = init(list);
    pointer('pointerdown', list.querySelector('a[href^="/logout"]')!);
    expect(fetched()).toEqual([]);
    pointer('pointerdown', list.querySelector('a[href^="/big/c"]')!);
    expect(fetched()).toEqual(['/big/c.jpg']);
    destroy();
  });

  it('a gallery block warms its slides only with the lightbox on', () => {
    const gallery = (lightbox: boolean, name: string) => {
      const element = document.createElement('div');
      element.setAttribute('data-block', 'gallery');
      element.setAttribute('data-block-config', JSON.stringify({ lightbox, sizeFormat: 'none' }));
      element.innerHTML = `<figure data-slide><img src="/big/${name}.jpg?t=${unique}" alt="${name}"></figure>`;
      document.body.append(element);
      return { element, destroy: init(element) };
    };
    const off = gallery(false, 'off');
    const on = gallery(true, 'on');
    pointer('pointerdown', off.element.querySelector('img')!);
    expect(fetched()).toEqual([]);
    pointer('pointerdown', on.element.querySelector('img')!);
    expect(fetched()).toEqual(['/big/on.jpg']);
    off.destroy();
    on.destroy();
  });
});

describe('the core (code only) is fetched when the browser is idle', () => {
  const saveData = () =>
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });

  it(`without requestIdleCallback: after ${IDLE_WARM_FALLBACK_MS} ms; never a picture`, () => {
    expect(IDLE_WARM_FALLBACK_MS).toBe(200);
    expect('requestIdleCallback' in globalThis).toBe(false);
    const cancel = warmLightboxWhenIdle();
    vi.advanceTimersByTime(IDLE_WARM_FALLBACK_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual([]);
    cancel();
  });

  it(`with requestIdleCallback: when idle, at the latest after ${IDLE_WARM_TIMEOUT_MS} ms; cancel drops it`, () => {
    expect(IDLE_WARM_TIMEOUT_MS).toBe(2000);
    const callbacks = new Map<number, () => void>();
    const requestIdle = vi.fn((callback: () => void) => {
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancelIdle = vi.fn((handle: number) => callbacks.delete(handle));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    try {
      const cancelFirst = warmLightboxWhenIdle();
      expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), {
        timeout: IDLE_WARM_TIMEOUT_MS,
      });
      cancelFirst();
      expect(cancelIdle).toHaveBeenCalledWith(1);
      warmLightboxWhenIdle();
      expect(preload).not.toHaveBeenCalled();
      for (const callback of callbacks.values()) callback();
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('under Save-Data nothing is fetched ahead', () => {
    saveData();
    warmLightboxWhenIdle();
    vi.advanceTimersByTime(10_000);
    expect(preload).not.toHaveBeenCalled();
  });

  it('a lightbox block with slides warms the core when idle; destroyed first, it does not', () => {
    const list = document.createElement('ul');
    list.setAttribute('data-block', 'lightbox');
    list.innerHTML = `<li><a href="/big/a.jpg?t=${unique}"><img src="/t/a.jpg" alt="A"></a></li>`;
    document.body.append(list);
    const destroy = init(list);
    vi.advanceTimersByTime(IDLE_WARM_FALLBACK_MS);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(fetched()).toEqual([]);
    destroy();
    preload.mockClear();
    const early = init(list);
    early();
    vi.advanceTimersByTime(10_000);
    expect(preload).not.toHaveBeenCalled();
    // A set without a single picture has nothing to open: nothing to warm.
    const empty = document.createElement('ul');
    empty.setAttribute('data-block', 'lightbox');
    empty.innerHTML = '<li><a href="#top">Top</a></li>';
    document.body.append(empty);
    const destroyEmpty = init(empty);
    vi.advanceTimersByTime(10_000);
    expect(preload).not.toHaveBeenCalled();
    destroyEmpty();
  });
});

describe('idle warm-up on a gallery block', () => {
  it('only with the lightbox on and at least one slide', () => {
    const make = (config: object, slides: string) => {
      const element = document.createElement('div');
      element.setAttribute('data-block', 'gallery');
      element.setAttribute('data-block-config', JSON.stringify(config));
      element.innerHTML = slides;
      document.body.append(element);
      return init(element);
    };
    const slide = `<figure data-slide><img src="/big/g.jpg?t=${unique}" alt="G"></figure>`;
    const destroys = [make({ lightbox: false }, slide), make({ lightbox: true }, '')];
    vi.advanceTimersByTime(10_000);
    expect(preload).not.toHaveBeenCalled();
    destroys.push(make({ lightbox: true }, slide));
    vi.advanceTimersByTime(IDLE_WARM_FALLBACK_MS);
    expect(preload).toHaveBeenCalledTimes(1);
    for (const destroy of destroys) destroy();
  });
});

describe('@tessera/lightbox exports', () => {
  it('the intent and idle warm-ups, from the entry', async () => {
    const entry = await import('../src/index');
    expect(typeof entry.listenForOpenIntent).toBe('function');
    expect(typeof entry.warmLightbox).toBe('function');
    expect(typeof entry.warmLightboxWhenIdle).toBe('function');
    expect(entry.INTENT_HOVER_DELAY_MS).toBe(50);
    expect([entry.IDLE_WARM_TIMEOUT_MS, entry.IDLE_WARM_FALLBACK_MS]).toEqual([2000, 200]);
  });
});
