// @vitest-environment jsdom

import { createCleanupStore } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, startPageEffects } from '../src/page-effects/page-effects';

/** Each test's effects, destroyed after it: their MutationObserver would see the next test's
 * markup. */
const destroys: (() => void)[] = [];

/** The effects started at once (init starts them in the next animation frame). */
function start(root: ParentNode) {
  const store = createCleanupStore();
  startPageEffects(root, store);
  const destroy = () => store.clear();
  destroys.push(destroy);
  return destroy;
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
  for (const destroy of destroys.splice(0)) destroy();
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

describe('elements added and removed after the start (one MutationObserver)', () => {
  /** The MutationObserver's records are delivered in a microtask. */
  const mutations = () => Promise.resolve();
  const texts = () => [...document.querySelectorAll('time')].map((node) => node.textContent);

  it('a relative time added later gets its text at once and the 5 s refresh; one removed is let go', async () => {
    vi.useFakeTimers({ now: NOW });
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<time id="a" data-timesince data-date="${NOW}">first</time>`;
    const destroy = start(document.body);
    vi.advanceTimersByTime(2_000);
    const later = document.createElement('p');
    later.innerHTML = `<time id="b" data-timesince data-date="${NOW - 90_000}">second</time>`;
    document.body.append(later);
    await mutations();
    // The new node at once; the first keeps the text of its last refresh (0 s).
    expect(texts()).toEqual(['just now', '1 minute ago']);
    vi.advanceTimersByTime(3_000);
    expect(texts()).toEqual(['about 5 seconds ago', '1 minute ago']);
    // A move (removed and added in one batch) keeps the node as it is: not handled twice.
    document.body.append(document.getElementById('a')!);
    await mutations();
    expect(vi.getTimerCount()).toBe(1);
    const first = document.getElementById('a')!;
    first.remove();
    await mutations();
    // Let go: its server text is back, and it is not refreshed any more; the other one is.
    expect(first.textContent).toBe('first');
    vi.advanceTimersByTime(60_000);
    expect(first.textContent).toBe('first');
    expect(texts()).toEqual(['2 minutes ago']);
    // The last node gone, the timer stops; a new node starts it again.
    later.remove();
    await mutations();
    expect(vi.getTimerCount()).toBe(0);
    document.body.innerHTML = `<time data-timesince data-date="${NOW + 65_000}">third</time>`;
    await mutations();
    expect(texts()).toEqual(['just now']);
    expect(vi.getTimerCount()).toBe(1);
    destroy();
    expect(texts()).toEqual(['third']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an element found twice in one batch (its parent added too) is handled once', async () => {
    vi.useFakeTimers({ now: NOW });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<p>nothing yet</p>';
    start(document.body);
    const section = document.createElement('section');
    document.body.append(section);
    section.innerHTML = '<time data-timesince data-date="soon">Soon</time>';
    section.append(Object.assign(document.createElement('h2'), { id: 'h' }));
    document.getElementById('h')!.setAttribute('data-animation', '0.3');
    document.body.append(section);
    await mutations();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] timesince: invalid date "soon" on a node (data-date: ms since 1970)',
      '[tessera] data-animation "0.3" is none of 0, 0.1, 0.25, 0.5, 1; 0.5 is used',
    ]);
    expect(observers[0]!.observed).toEqual([document.getElementById('h')]);
  });

  it('a block animation added later is observed (the observer made then); one removed is not', async () => {
    document.body.innerHTML = '<p>text</p>';
    const destroy = start(document.body);
    expect(observers).toEqual([]);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="a" data-animation="0.1"></div><div id="b" data-animation></div>',
    );
    await mutations();
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    expect(observers.length).toBe(1);
    expect(observers[0]!.observed).toEqual([a, b]);
    observers[0]!.callback([{ target: a, isIntersecting: true, intersectionRatio: 0.1 }]);
    expect(a.getAttribute('data-animation-state')).toBe('loaded');
    b.remove();
    await mutations();
    expect(observers[0]!.observed).toEqual([]);
    destroy();
    expect(a.getAttribute('data-animation-state')).toBeNull();
  });

  it('a block animation added later under reduced motion is skipped at once', async () => {
    reducedMotion(true);
    document.body.innerHTML = '<p>text</p>';
    start(document.body);
    document.body.insertAdjacentHTML('beforeend', '<div id="a" data-animation></div>');
    await mutations();
    expect(document.getElementById('a')!.getAttribute('data-animation-state')).toBe('skipped');
    expect(observers).toEqual([]);
  });

  it('text to shrink added later is fitted at once and on resize; one removed is not measured', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>text</p>';
    const destroy = start(document.body);
    const heading = (id: string, width: () => number) => {
      const element = document.createElement('h2');
      element.id = id;
      element.setAttribute('data-text-shrink', '');
      element.style.fontSize = '32px';
      element.textContent = 'Harbour';
      Object.defineProperty(element, 'clientWidth', { get: () => 300, configurable: true });
      Object.defineProperty(element, 'scrollWidth', {
        get: () => (width() * Number.parseFloat(element.style.fontSize)) / 32,
        configurable: true,
      });
      return element;
    };
    let needed = 400;
    const [a, b] = [heading('a', () => needed), heading('b', () => needed)];
    document.body.append(a, b);
    await mutations();
    expect([a.style.fontSize, b.style.fontSize]).toEqual(['24px', '24px']);
    b.remove();
    await mutations();
    needed = 600;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect([a.style.fontSize, b.style.fontSize]).toEqual(['16px', '24px']);
    destroy();
    expect(a.getAttribute('style')).toBe('font-size: 32px;');
  });

  it('destroy disconnects the observer: an element added after it is left alone', async () => {
    vi.useFakeTimers({ now: NOW });
    document.body.innerHTML = `<time data-timesince data-date="${NOW}">now</time>`;
    const destroy = init(document.body);
    // Added before the effects start (the next frame): found by the first scan.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<time data-timesince data-date="${NOW}">also</time>`,
    );
    vi.advanceTimersToNextFrame();
    await mutations();
    expect(texts()).toEqual(['just now', 'just now']);
    destroy();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<time data-timesince data-date="${NOW}">after</time>`,
    );
    await mutations();
    expect(texts()).toEqual(['now', 'also', 'after']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
