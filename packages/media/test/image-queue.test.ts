import { describe, expect, it, vi } from 'vitest';
import { IMAGE_QUEUE_CONCURRENCY_DESKTOP, IMAGE_QUEUE_CONCURRENCY_MOBILE } from '../src/constants';
import { createImageQueue, defaultQueueConcurrency } from '../src/image-queue';
import { proximityOrder } from '../src/proximity-order';

function deferredLoads() {
  const started: number[] = [];
  const finishers = new Map<number, () => void>();
  const load = (index: number) =>
    new Promise<void>((resolve) => {
      started.push(index);
      finishers.set(index, resolve);
    });
  const finish = async (index: number) => {
    finishers.get(index)?.();
    await flush();
  };
  return { started, load, finish };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('proximity order (spec 001 §4)', () => {
  it('nearest first, the next before the previous', () => {
    expect(proximityOrder([0, 1, 2, 3, 4, 5], 2, 6, false)).toEqual([2, 3, 1, 4, 0, 5]);
  });
  it('counts around the ends when looping', () => {
    expect(proximityOrder([0, 1, 2, 3, 4, 5], 0, 6, true)).toEqual([0, 1, 5, 2, 4, 3]);
  });
});

describe('image queue (spec 001 §9: 16 desktop, 1 mobile)', () => {
  it('has the spec concurrency', () => {
    expect(IMAGE_QUEUE_CONCURRENCY_DESKTOP).toBe(16);
    expect(IMAGE_QUEUE_CONCURRENCY_MOBILE).toBe(1);
    expect(defaultQueueConcurrency(false)).toBe(16);
    expect(defaultQueueConcurrency(true)).toBe(1);
  });

  it("refuses an empty gallery with 'No images'", () => {
    expect(() => createImageQueue({ total: 0, load: async () => {} })).toThrow('No images');
  });

  it('takes 1 on a mobile viewport (max-width 432 px) and 16 elsewhere by default', async () => {
    const queueOn = async (mobile: boolean) => {
      vi.stubGlobal('window', {
        matchMedia: (query: string) =>
          ({ matches: mobile && query === '(max-width: 432px)' }) as MediaQueryList,
      });
      const loads = deferredLoads();
      createImageQueue({ total: 40, load: loads.load });
      await flush();
      vi.unstubAllGlobals();
      return loads.started.length;
    };
    expect(await queueOn(true)).toBe(1);
    expect(await queueOn(false)).toBe(16);
  });

  it('runs at most 16 at a time on desktop', async () => {
    const loads = deferredLoads();
    const queue = createImageQueue({
      total: 40,
      load: loads.load,
      concurrency: defaultQueueConcurrency(false),
    });
    await flush();
    expect(loads.started).toHaveLength(16);
    expect(queue.active()).toBe(16);
    await loads.finish(0);
    expect(loads.started).toHaveLength(17);
  });

  it('one at a time on mobile, by proximity to the current index', async () => {
    const loads = deferredLoads();
    const queue = createImageQueue({
      total: 10,
      load: loads.load,
      concurrency: 1,
      currentIndex: 5,
    });
    await flush();
    expect(loads.started).toEqual([5]);
    queue.setCurrentIndex(0);
    await loads.finish(5);
    expect(loads.started).toEqual([5, 0]);
    await loads.finish(0);
    expect(loads.started).toEqual([5, 0, 1]);
  });

  it('by viewport: only slides reported near the viewport load', async () => {
    const loads = deferredLoads();
    const queue = createImageQueue({
      total: 10,
      load: loads.load,
      order: 'viewport',
      concurrency: 16,
    });
    queue.setVisible(3, true);
    queue.setVisible(4, true);
    await flush();
    expect(loads.started.sort()).toEqual([3, 4]);
    expect(queue.pending()).toEqual([]);
  });

  it('a requested slide goes first; a failed load frees its place', async () => {
    const started: number[] = [];
    const queue = createImageQueue({
      total: 5,
      concurrency: 1,
      load: async (index) => {
        started.push(index);
        throw new Error('404');
      },
    });
    queue.request(3);
    await flush();
    await flush();
    expect(started.slice(0, 2)).toEqual([3, 0]);
  });

  it('ignores slides that are not in the gallery, and a concurrency that is no number', async () => {
    const loads = deferredLoads();
    const queue = createImageQueue({
      total: 3,
      load: loads.load,
      order: 'viewport',
      concurrency: Number.NaN,
    });
    for (const index of [-1, 3, 1.5, Number.NaN]) {
      queue.setVisible(index, true);
      queue.request(index);
    }
    await flush();
    expect(loads.started).toEqual([]);
    const all = createImageQueue({ total: 40, load: loads.load, concurrency: Number.NaN });
    await flush();
    expect(all.active()).toBe(defaultQueueConcurrency());
    all.destroy();
  });

  it('stops starting loads after destroy', async () => {
    const loads = deferredLoads();
    const queue = createImageQueue({ total: 5, load: loads.load, concurrency: 1 });
    await flush();
    queue.destroy();
    await loads.finish(0);
    expect(loads.started).toEqual([0]);
  });
});
