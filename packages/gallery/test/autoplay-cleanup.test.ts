import { createCleanupStore } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay } from '../src/autoplay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autoplay on the cleanup store', () => {
  it('an autoplay running for hours keeps one pending timer, not one per slide change', () => {
    const store = createCleanupStore();
    const autoplay = createAutoplay({
      enabled: true,
      timeout: 5000,
      store,
      onTick: () => {},
      onStateChange: () => {},
    });
    vi.advanceTimersByTime(5000 * 720); // an hour
    expect(store.size).toBe(1);
    autoplay.stop();
    expect(store.size).toBe(0);
  });
});
