import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/rate-limiter';

describe('rate limiter (max hits per sliding window, per visitor)', () => {
  it('allows max hits in the window, refuses the next, and allows again once the oldest leaves', () => {
    const limiter = createRateLimiter(5, 60);
    const start = 1_000_000;
    const answers = [0, 1, 2, 3, 4, 5].map((i) => limiter.hit('v', start + i * 1000));
    expect(answers).toEqual([true, true, true, true, true, false]);
    expect(limiter.hit('v', start + 59_999)).toBe(false);
    expect(limiter.hit('v', start + 60_000)).toBe(true);
    expect(limiter.hit('other', start)).toBe(true);
  });

  it('does not count refused hits', () => {
    const limiter = createRateLimiter(1, 10);
    expect(limiter.hit('v', 0)).toBe(true);
    for (let t = 1000; t < 10_000; t += 1000) expect(limiter.hit('v', t)).toBe(false);
    expect(limiter.hit('v', 10_000)).toBe(true);
  });

  it('forgets visitors whose hits have left the window', () => {
    const limiter = createRateLimiter(5, 60);
    limiter.hit('a', 0);
    limiter.hit('b', 30_000);
    limiter.sweep(60_000);
    expect(limiter.size).toBe(1);
    limiter.sweep(90_000);
    expect(limiter.size).toBe(0);
  });

  it('is off with max 0', () => {
    const limiter = createRateLimiter(0, 60);
    for (let i = 0; i < 100; i++) expect(limiter.hit('v', i)).toBe(true);
    expect(limiter.size).toBe(0);
  });
});
