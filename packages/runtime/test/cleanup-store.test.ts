import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCleanupStore } from '../src/blocks/cleanup-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cleanup store', () => {
  it('drops a timer once it fired and a listener once removed (no growth over time)', () => {
    const store = createCleanupStore();
    const fired = vi.fn();
    for (let count = 0; count < 1000; count++) store.timeout(fired, 10);
    expect(store.size).toBe(1000);
    vi.advanceTimersByTime(10);
    expect(fired).toHaveBeenCalledTimes(1000);
    expect(store.size).toBe(0);
    const target = new EventTarget();
    const heard = vi.fn();
    const off = store.listen(target, 'ping', heard);
    off();
    target.dispatchEvent(new Event('ping'));
    expect(heard).not.toHaveBeenCalled();
    expect(store.size).toBe(0);
  });
  it('clear runs the pending cleanups once, in reverse order', () => {
    const store = createCleanupStore();
    const order: number[] = [];
    store.add(() => order.push(1));
    const second = store.add(() => order.push(2));
    store.add(() => order.push(3));
    second();
    store.clear();
    store.clear();
    expect(order).toEqual([2, 3, 1]);
    expect(store.size).toBe(0);
  });
});
