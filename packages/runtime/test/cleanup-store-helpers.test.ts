// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCleanupStore } from '../src/blocks/cleanup-store';
import {
  storeAnimationFrame,
  storeInterval,
  storeObserver,
} from '../src/blocks/cleanup-store-helpers';
import { startResourceCensus } from '../src/testing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cleanup store helpers', () => {
  it('an interval runs until the store clears, and leaves nothing behind', () => {
    const census = startResourceCensus();
    try {
      const store = createCleanupStore();
      const ticks: number[] = [];
      storeInterval(store, () => ticks.push(Date.now()), 100);
      vi.advanceTimersByTime(350);
      expect(ticks.length).toBe(3);
      store.clear();
      vi.advanceTimersByTime(500);
      expect([ticks.length, store.size, census.counts().intervals]).toEqual([3, 0, 0]);
    } finally {
      census.stop();
    }
  });

  it('an animation frame runs once and leaves the store; a cancelled one never runs', () => {
    const store = createCleanupStore();
    const ran: string[] = [];
    storeAnimationFrame(store, () => ran.push('first'));
    const cancel = storeAnimationFrame(store, () => ran.push('cancelled'));
    storeAnimationFrame(store, () => ran.push('cleared'));
    cancel();
    expect(store.size).toBe(2);
    vi.advanceTimersToNextFrame();
    expect([ran, store.size]).toEqual([['first', 'cleared'], 0]);
    storeAnimationFrame(store, () => ran.push('after clear'));
    store.clear();
    vi.advanceTimersToNextFrame();
    expect(ran).toEqual(['first', 'cleared']);
  });

  it('an observer is disconnected on clear', () => {
    const census = startResourceCensus();
    try {
      const store = createCleanupStore();
      const observer = storeObserver(store, new MutationObserver(() => {}));
      observer.observe(document.body, { childList: true });
      expect(census.counts().observers).toBe(1);
      store.clear();
      expect([census.counts().observers, store.size]).toEqual([0, 0]);
    } finally {
      census.stop();
    }
  });
});
