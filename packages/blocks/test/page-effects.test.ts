// @vitest-environment jsdom

import { createCleanupStore } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, startPageEffects } from '../src/page-effects/page-effects';

/** The effects started at once (init starts them in the next animation frame). */
function start(root: ParentNode) {
  const store = createCleanupStore();
  startPageEffects(root, store);
  return () => store.clear();
}

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; observed: Element[]; options?: IntersectionObserverInit }[];

function reducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observed: Element[] = [];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, observed: this.observed, options });
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      unobserve(element: Element) {
        this.observed.splice(this.observed.indexOf(element), 1);
      }
      disconnect() {
        this.observed.length = 0;
      }
    },
  );
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('timesince nodes (spec 001 §4, 002 §5)', () => {
  it('shows the relative time and refreshes it every 5 s; destroy brings the server text back', () => {
    vi.useFakeTimers({ now: NOW });
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<p>Posted <time data-timesince data-date="${NOW}">23 November</time>
      and <time data-timesince data-date="${NOW - 90_000}">earlier</time></p>`;
    const destroy = start(document.body);
    const texts = () => [...document.querySelectorAll('time')].map((node) => node.textContent);
    expect(texts()).toEqual(['just now', '1 minute ago']);
    vi.advanceTimersByTime(4999);
    expect(texts()).toEqual(['just now', '1 minute ago']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(['about 5 seconds ago', '1 minute ago']);
    vi.advanceTimersByTime(55_000);
    expect(texts()).toEqual(['1 minute ago', '2 minutes ago']);
    destroy();
    expect(texts()).toEqual(['23 November', 'earlier']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a non-numeric date attribute logs a warning and the node is skipped', () => {
    vi.useFakeTimers({ now: NOW });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<time data-timesince data-date="yesterday">Yesterday</time>
      <time data-timesince>Undated</time><time data-timesince data-date="${NOW}">x</time>`;
    start(document.body);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] timesince: invalid date "yesterday" on a node (data-date: ms since 1970)',
      '[tessera] timesince: invalid date "null" on a node (data-date: ms since 1970)',
    ]);
    expect([...document.querySelectorAll('time')].map((node) => node.textContent)).toEqual([
      'Yesterday',
      'Undated',
      'just now',
    ]);
  });
});

describe('block animations (spec 002 §4, §9)', () => {
  const setUp = (markup: string) => {
    document.body.innerHTML = markup;
    return start(document.body);
  };
  const state = (id: string) => document.getElementById(id)!.getAttribute('data-animation-state');
  const intersect = (id: string, intersectionRatio: number) =>
    observers[0]!.callback([
      {
        target: document.getElementById(id)!,
        isIntersecting: intersectionRatio > 0,
        intersectionRatio,
      },
    ]);

  it('loaded once intersecting at the configured ratio (default 0.5), observed at the thresholds', () => {
    setUp('<div id="a" data-animation></div><div id="b" data-animation="0.1"></div>');
    expect(observers[0]!.options?.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
    intersect('a', 0.25);
    intersect('b', 0.1);
    expect([state('a'), state('b')]).toEqual([null, 'loaded']);
    intersect('a', 0.5);
    expect(state('a')).toBe('loaded');
    expect(observers[0]!.observed).toEqual([]);
  });

  it('waits for the block’s loading images to finish (load or error)', () => {
    setUp(`<div id="a" data-animation="0">
      <img id="i1" data-image-state="loading" alt=""><img id="i2" data-image-state="loading" alt="">
      <img id="i3" data-image-state="loaded" alt=""></div>`);
    intersect('a', 0.01);
    expect(state('a')).toBeNull();
    document.getElementById('i1')!.dispatchEvent(new Event('load'));
    document.getElementById('i1')!.dispatchEvent(new Event('load'));
    expect(state('a')).toBeNull();
    document.getElementById('i2')!.dispatchEvent(new Event('error'));
    expect(state('a')).toBe('loaded');
  });

  it('a ratio that is no threshold warns and uses 0.5', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp('<div id="a" data-animation="0.3"></div>');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] data-animation "0.3" is none of 0, 0.1, 0.25, 0.5, 1; 0.5 is used',
    ]);
    intersect('a', 0.3);
    expect(state('a')).toBeNull();
    intersect('a', 0.5);
    expect(state('a')).toBe('loaded');
  });

  it('skipped under reduced motion and in edit mode (inside a frame): no observer', () => {
    reducedMotion(true);
    const destroy = setUp('<div id="a" data-animation></div>');
    expect(state('a')).toBe('skipped');
    expect(observers).toEqual([]);
    destroy();
    expect(state('a')).toBeNull();
    reducedMotion(false);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    setUp('<div id="b" data-animation></div>');
    expect(state('b')).toBe('skipped');
    expect(observers).toEqual([]);
  });
});

describe('text shrink (spec 001 §9, 002 §9)', () => {
  it('shrinks overflowing text to fit, not under 0.75rem, again 100 ms after the last resize', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<h2 id="t" data-text-shrink style="font-size: 32px">Harbour</h2>';
    const heading = document.getElementById('t')!;
    let needed = 400;
    Object.defineProperty(heading, 'clientWidth', { get: () => 300, configurable: true });
    Object.defineProperty(heading, 'scrollWidth', {
      get: () => (needed * Number.parseFloat(heading.style.fontSize)) / 32,
      configurable: true,
    });
    const destroy = start(document.body);
    expect(heading.style.fontSize).toBe('24px');
    needed = 2000;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(50);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    expect(heading.style.fontSize).toBe('24px');
    vi.advanceTimersByTime(1);
    expect(heading.style.fontSize).toBe('12px');
    needed = 200;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(heading.style.fontSize).toBe('32px');
    destroy();
    expect(heading.getAttribute('style')).toBe('font-size: 32px');
  });
});

describe('the page feature', () => {
  it('starts the effects in the next animation frame; destroyed before, it starts nothing', () => {
    vi.useFakeTimers({ now: NOW });
    document.body.innerHTML = `<time data-timesince data-date="${NOW}">today</time>`;
    const destroy = init(document.body);
    expect(document.querySelector('time')?.textContent).toBe('today');
    vi.advanceTimersToNextFrame();
    expect(document.querySelector('time')?.textContent).toBe('just now');
    destroy();
    expect(document.querySelector('time')?.textContent).toBe('today');
    init(document.body)();
    vi.advanceTimersToNextFrame();
    expect(document.querySelector('time')?.textContent).toBe('today');
    expect(vi.getTimerCount()).toBe(0);
  });
});
