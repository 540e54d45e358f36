// @vitest-environment jsdom
// Issue 21's chunk retry leaves no timer behind: a block destroyed while it waits to retry its
// module (its element removed, or the runtime destroyed) ends the wait and clears its timer, and
// an act that ends the wait early clears the timer it replaces.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../src/api/api';
import type { BlockDefinition } from '../src/blocks/block-definition';
import { createRuntime, type Runtime } from '../src/runtime';

type Load = BlockDefinition['load'];

const created: Runtime[] = [];
const settle = () => vi.advanceTimersByTimeAsync(0);
const failing = () =>
  vi.fn<Load>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function start(load: Load, markup: string): Runtime {
  document.body.innerHTML = markup;
  const runtime = createRuntime({
    context: {},
    api: {} as Api,
    blocks: [{ name: 'a', selector: '[data-block="a"]', load }],
  });
  created.push(runtime);
  void runtime.init();
  return runtime;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const runtime of created.splice(0)) runtime.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the wait before a module is tried again', () => {
  it('is waiting on one timer after a failure (the test sees it)', async () => {
    const load = failing();
    start(load, '<div data-block="a" data-block-eager></div>');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('ends, its timer cleared, when the element leaves the page', async () => {
    const load = failing();
    start(load, '<div data-block="a" data-block-eager></div>');
    await settle();
    document.body.innerHTML = '';
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends, its timer cleared, when the runtime is destroyed', async () => {
    const load = failing();
    const runtime = start(load, '<div data-block="a" data-block-eager></div>');
    await settle();
    runtime.destroy();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cut short by a click, leaves only the next wait’s timer', async () => {
    const load = failing();
    start(load, '<div data-block="a" data-block-eager><button id="b">Go</button></div>');
    await settle();
    document.getElementById('b')!.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    // The next wait is 2 s (the 1 s timer the click cut short no longer counts).
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
