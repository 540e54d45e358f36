import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from '../src/concurrency-gate';

/** A work that runs until `finish()` is called, recording when it started. */
function controlled(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyGate', () => {
  it('runs `concurrent` at once, the others in arrival order as slots free, and refuses beyond the line', async () => {
    const gate = createConcurrencyGate(2, { waiting: 2, full: () => new Error('full') });
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const runs = [a, b, c, d].map((each) => gate(each!.work));
    await expect(gate(async () => 'e')).rejects.toThrow('full');
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    c!.finish();
    d!.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    // Every slot was given back: two run at once again.
    const [e, f] = ['e', 'f'].map((name) => controlled(started, name));
    const more = [gate(e!.work), gate(f!.work)];
    await settle();
    expect(started.slice(4)).toEqual(['e', 'f']);
    e!.finish();
    f!.finish();
    await Promise.all(more);
  });

  it('gives the slot back when a work fails', async () => {
    const gate = createConcurrencyGate(1, { waiting: 0, full: () => new Error('full') });
    await expect(gate(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate(async () => 'next')).toBe('next');
  });

  it('without a line limit, never refuses', async () => {
    const gate = createConcurrencyGate(1);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => gate(async () => i)));
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
