// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IMAGE_BLOCK_NARROW_WIDTH_PX,
  IMAGE_NODE_RETRIES,
  IMAGE_NODE_RETRY_INTERVAL_MS,
  LAZY_LOAD_MARGIN_PX,
  MOBILE_MAX_WIDTH_PX,
} from '../src/constants';
import { isMobileViewport, MOBILE_MEDIA_QUERY } from '../src/is-mobile';
import { loadWhenNear } from '../src/load-when-near';
import { mediaMessages } from '../src/messages';
import { isNarrow, watchNarrow } from '../src/narrow-flag';
import { readNaturalSize } from '../src/natural-size';
import { coverBox, objectPosition } from '../src/object-position';
import { waitForImageNode } from '../src/wait-for-image-node';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

class FakeObserver {
  static last: FakeObserver;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((item) => item !== element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('lazy loading (spec 001 §4)', () => {
  it('loads within a 200 px margin of the viewport', () => {
    expect(LAZY_LOAD_MARGIN_PX).toBe(200);
    const load = vi.fn();
    const img = document.createElement('img');
    const stop = loadWhenNear([img], load, {
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    });
    expect(FakeObserver.last.options.rootMargin).toBe('200px');
    FakeObserver.last.callback([{ isIntersecting: false, target: img }]);
    expect(load).not.toHaveBeenCalled();
    FakeObserver.last.callback([{ isIntersecting: true, target: img }]);
    expect(load).toHaveBeenCalledWith(img);
    expect(FakeObserver.last.observed).toEqual([]);
    stop();
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  it('loads at once without IntersectionObserver, with native loading=lazy where it exists', () => {
    // jsdom has no img.loading: add it as browsers have it, then take it away again.
    expect('loading' in HTMLImageElement.prototype).toBe(false);
    const load = vi.fn();
    const plain = document.createElement('img');
    loadWhenNear([plain], load, { IntersectionObserver: undefined });
    expect(load).toHaveBeenCalledWith(plain);
    expect(plain.hasAttribute('loading')).toBe(false);

    Object.defineProperty(HTMLImageElement.prototype, 'loading', {
      configurable: true,
      get(this: HTMLImageElement) {
        return this.getAttribute('loading') ?? 'auto';
      },
      set(this: HTMLImageElement, value: string) {
        this.setAttribute('loading', value);
      },
    });
    try {
      const img = document.createElement('img');
      loadWhenNear([img], load, { IntersectionObserver: undefined });
      expect(load).toHaveBeenLastCalledWith(img);
      expect(img.getAttribute('loading')).toBe('lazy');
    } finally {
      delete (HTMLImageElement.prototype as { loading?: string }).loading;
    }
  });
});

describe('image node retries (spec 001 §9: 100 times at 10 ms)', () => {
  it('has the spec constants', () => {
    expect(IMAGE_NODE_RETRIES).toBe(100);
    expect(IMAGE_NODE_RETRY_INTERVAL_MS).toBe(10);
  });

  it('finds a node that appears late', async () => {
    vi.useFakeTimers();
    const img = document.createElement('img');
    let found: Element | null = null;
    const waiting = waitForImageNode(() => found);
    vi.advanceTimersByTime(50);
    found = img;
    vi.advanceTimersByTime(10);
    await expect(waiting).resolves.toBe(img);
  });

  it("gives up with 'No image' after 100 retries at 10 ms", async () => {
    vi.useFakeTimers();
    const find = vi.fn(() => null);
    const waiting = waitForImageNode(find);
    const outcome = waiting.catch((error: Error) => error.message);
    vi.advanceTimersByTime(990);
    expect(find).toHaveBeenCalledTimes(100);
    vi.advanceTimersByTime(10);
    await expect(outcome).resolves.toBe('No image');
    expect(find).toHaveBeenCalledTimes(101);
  });

  it('rejects a node that is not an img', async () => {
    await expect(waitForImageNode(() => document.createElement('div'))).rejects.toThrow(
      mediaMessages.notAnImg,
    );
  });

  it('stops when aborted, leaving no timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = waitForImageNode(() => null, { signal: controller.signal });
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('messages (spec 001 §8, §5)', () => {
  it("are the spec's words, exactly", () => {
    expect(mediaMessages).toEqual({
      invalidSource: 'Invalid or missing image source',
      noImages: 'No images',
      noImage: 'No image',
      notLoaded: 'not loaded',
      notAnImg: 'The image element must be an img',
    });
  });
});

describe('natural size', () => {
  it("refuses to read an image that has not loaded: 'not loaded'", () => {
    expect(() => readNaturalSize(document.createElement('img'))).toThrow('not loaded');
  });
});

describe('mobile and narrow breakpoints (spec 002 §9)', () => {
  it('mobile is max-width 432 px', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(432);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 432px)');
    const matchMedia = (query: string) =>
      ({ matches: query === '(max-width: 432px)' }) as MediaQueryList;
    expect(isMobileViewport({ matchMedia })).toBe(true);
    expect(isMobileViewport({ matchMedia: () => ({ matches: false }) as MediaQueryList })).toBe(
      false,
    );
  });

  it('a block narrower than 415 px is narrow', () => {
    expect(IMAGE_BLOCK_NARROW_WIDTH_PX).toBe(415);
    expect(isNarrow(414.5)).toBe(true);
    expect(isNarrow(415)).toBe(false);
  });

  it('watches the width with a ResizeObserver and cleans up', () => {
    let callback: ResizeObserverCallback = () => {};
    const disconnect = vi.fn();
    class FakeResize {
      constructor(fn: ResizeObserverCallback) {
        callback = fn;
      }
      observe() {}
      disconnect = disconnect;
    }
    const element = document.createElement('div');
    const stop = watchNarrow(element, undefined, FakeResize as unknown as typeof ResizeObserver);
    const resize = (width: number) =>
      callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
    resize(300);
    expect(element.hasAttribute('data-narrow')).toBe(true);
    resize(600);
    expect(element.hasAttribute('data-narrow')).toBe(false);
    stop();
    expect(disconnect).toHaveBeenCalled();
  });

  it('measures the border box (padding included), as the getBoundingClientRect fallback does', () => {
    let callback: ResizeObserverCallback = () => {};
    const observe = vi.fn();
    class FakeResize {
      constructor(fn: ResizeObserverCallback) {
        callback = fn;
      }
      observe = observe;
      disconnect() {}
    }
    const element = document.createElement('div');
    watchNarrow(element, undefined, FakeResize as unknown as typeof ResizeObserver);
    expect(observe).toHaveBeenCalledWith(element, { box: 'border-box' });
    // 420 px wide with 20 px padding each side: its content is 380 px, the block is not narrow.
    callback(
      [
        {
          contentRect: { width: 380 },
          borderBoxSize: [{ inlineSize: 420, blockSize: 100 }],
        } as unknown as ResizeObserverEntry,
      ],
      {} as ResizeObserver,
    );
    expect(element.hasAttribute('data-narrow')).toBe(false);
  });
});

describe('object position', () => {
  it('cover uses the focal point, contain the fit alignment', () => {
    expect(objectPosition('cover', { x: 0.5, y: 0.5 }, 'top')).toBe('50% 50%');
    expect(objectPosition('cover', { x: 0.123, y: 1 }, 'top')).toBe('12.3% 100%');
    expect(objectPosition('contain', { x: 0, y: 0 }, 'top')).toBe('50% 0%');
    expect(objectPosition('contain', { x: 0, y: 0 }, 'left')).toBe('0% 50%');
    expect(objectPosition('contain', { x: 0, y: 0 }, 'right')).toBe('100% 50%');
    expect(objectPosition('contain', { x: 0, y: 0 }, 'bottom')).toBe('50% 100%');
    expect(objectPosition('none', { x: 0, y: 0 }, 'center')).toBe('50% 50%');
  });

  it('the explicit cover box keeps the focal point in view without gaps', () => {
    expect(
      coverBox({ width: 200, height: 200 }, { width: 800, height: 400 }, { x: 0.5, y: 0.5 }),
    ).toEqual({
      left: -100,
      top: 0,
      width: 400,
      height: 200,
    });
    expect(
      coverBox({ width: 200, height: 200 }, { width: 800, height: 400 }, { x: 0, y: 0.5 }).left,
    ).toBe(0);
    expect(
      coverBox({ width: 200, height: 200 }, { width: 800, height: 400 }, { x: 1, y: 0.5 }).left,
    ).toBe(-200);
  });
});
