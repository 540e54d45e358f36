// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeResources, startResourceCensus } from '../src/testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('resource census', () => {
  it('counts a listener once per target, type, capture and function, as the DOM does', () => {
    const census = startResourceCensus();
    try {
      const button = document.body.appendChild(document.createElement('button'));
      const handler = () => {};
      button.addEventListener('click', handler);
      button.addEventListener('click', handler);
      button.addEventListener('click', handler, true);
      expect(census.counts().listeners).toBe(2);
      button.removeEventListener('click', handler);
      button.removeEventListener('click', () => {});
      expect(describeResources(census.leftSince())).toBe('1 listener (click on button)');
      button.removeEventListener('click', handler, { capture: true });
      expect(census.counts().listeners).toBe(0);
      // A listener on a node that left the page dies with it: not counted as left behind.
      button.addEventListener('click', handler);
      button.remove();
      expect([census.counts().listeners, census.leftSince()]).toEqual([1, []]);
    } finally {
      census.stop();
    }
  });

  it('drops a once listener when it fires and a signal listener when the signal aborts', () => {
    const census = startResourceCensus();
    try {
      const target = document.createElement('div');
      const heard: string[] = [];
      target.addEventListener('ping', () => heard.push('once'), { once: true });
      const controller = new AbortController();
      target.addEventListener('ping', () => heard.push('signal'), { signal: controller.signal });
      const handler = { handleEvent: () => heard.push('object') };
      target.addEventListener('pong', handler, { once: true });
      expect(census.counts().listeners).toBe(3);
      target.dispatchEvent(new Event('ping'));
      target.dispatchEvent(new Event('ping'));
      controller.abort();
      target.dispatchEvent(new Event('ping'));
      target.removeEventListener('pong', handler);
      target.dispatchEvent(new Event('pong'));
      expect(heard).toEqual(['once', 'signal', 'signal']);
      expect(census.counts().listeners).toBe(0);
    } finally {
      census.stop();
    }
  });

  it('counts timers until they fire or are cleared, intervals until cleared, over fake timers', () => {
    vi.useFakeTimers();
    const census = startResourceCensus();
    try {
      const fired: number[] = [];
      setTimeout(() => fired.push(1), 10);
      const cleared = setTimeout(() => fired.push(2), 10);
      const interval = setInterval(() => fired.push(3), 10);
      requestAnimationFrame(() => fired.push(4));
      clearTimeout(cleared);
      expect(census.counts()).toEqual({
        listeners: 0,
        timeouts: 1,
        intervals: 1,
        animationFrames: 1,
        observers: 0,
      });
      vi.advanceTimersByTime(20);
      expect(census.counts().timeouts).toBe(0);
      expect(census.counts().animationFrames).toBe(0);
      expect(census.counts().intervals).toBe(1);
      clearInterval(interval);
      expect(census.counts().intervals).toBe(0);
      expect(fired.sort()).toEqual([1, 3, 3, 4]);
    } finally {
      census.stop();
    }
  });

  it('counts an observer while it observes and puts every global back on stop', () => {
    const original = {
      add: EventTarget.prototype.addEventListener,
      setTimeout: globalThis.setTimeout,
      observer: globalThis.MutationObserver,
    };
    const census = startResourceCensus();
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { childList: true });
    observer.observe(document.head, { childList: true });
    expect(describeResources(census.leftSince())).toBe(
      '2 observers (MutationObserver on body, MutationObserver on head)',
    );
    observer.disconnect();
    expect(census.counts().observers).toBe(0);
    census.stop();
    expect(EventTarget.prototype.addEventListener).toBe(original.add);
    expect(globalThis.setTimeout).toBe(original.setTimeout);
    expect(globalThis.MutationObserver).toBe(original.observer);
  });
});
