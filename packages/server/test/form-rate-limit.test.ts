/**
 * The form rate limit's two keys each count against their own maximum, and ask a shared counter
 * for an exact count only when their own maximum is small (a large per-address limit, as behind a
 * proxy or in the bench, is counted locally between syncs).
 */
import { describe, expect, it } from 'vitest';
import { createFormRateLimiter } from '../src/form-rate-limit';
import type { HitCounter } from '../src/hit-counter';

function recordingCounter() {
  const calls: [string, number | undefined][] = [];
  const hits = new Map<string, number>();
  const counter: HitCounter = {
    async add(key, _windowMs, weight, _now, exactAbove) {
      calls.push([key, exactAbove]);
      const current = (hits.get(key) ?? 0) + weight;
      hits.set(key, current);
      return { current, previous: 0 };
    },
    async sweep() {},
  };
  return { counter, calls };
}

const NOW = 1_800_000_000_000;

describe('createFormRateLimiter', () => {
  it('counts a large per-address limit from the process view below half of it, the visitor limit exactly', async () => {
    const shared = recordingCounter();
    const local = recordingCounter();
    const limiter = createFormRateLimiter(
      { max: 5, windowSeconds: 60, addressMax: 1000 },
      shared.counter,
      local.counter,
    );
    expect(await limiter.allows('203.0.113.7', 'visitor-a', NOW)).toBe(true);
    expect(shared.calls).toEqual([['form:ip:203.0.113.7', 500]]);
    expect(local.calls).toEqual([['form:cvr:visitor-a', 0]]);
  });

  it('counts a small per-address limit exactly', async () => {
    const shared = recordingCounter();
    const limiter = createFormRateLimiter({ max: 5, windowSeconds: 60 }, shared.counter);
    await limiter.allows('203.0.113.7', undefined, NOW);
    expect(shared.calls).toEqual([['form:ip:203.0.113.7', 0]]);
  });

  it('refuses the address beyond addressMax and the visitor beyond max, each on its own', async () => {
    const limiter = createFormRateLimiter(
      { max: 2, windowSeconds: 60, addressMax: 3 },
      recordingCounter().counter,
    );
    const answers = [];
    for (const visitor of ['a', 'a', 'a', 'b', 'c']) {
      answers.push(await limiter.allows('203.0.113.9', visitor, NOW));
    }
    // a, a: within both; a: the visitor's third (max 2); b: the address's fourth (addressMax 3).
    expect(answers).toEqual([true, true, false, false, false]);
  });

  it("counts another scope's hits under its own keys: the demo's orders never use up a form's", async () => {
    const shared = recordingCounter();
    const limit = { max: 1, windowSeconds: 60 };
    const forms = createFormRateLimiter(limit, shared.counter);
    const demoOrders = createFormRateLimiter(limit, shared.counter, shared.counter, 'demo-order');
    const answers = [
      await demoOrders.allows('203.0.113.7', 'visitor-a', NOW),
      await demoOrders.allows('203.0.113.7', 'visitor-a', NOW),
      await forms.allows('203.0.113.7', 'visitor-a', NOW),
    ];
    expect(answers).toEqual([true, false, true]);
    expect(shared.calls.map(([key]) => key)).toEqual([
      'demo-order:ip:203.0.113.7',
      'demo-order:cvr:visitor-a',
      'demo-order:ip:203.0.113.7',
      'demo-order:cvr:visitor-a',
      'form:ip:203.0.113.7',
      'form:cvr:visitor-a',
    ]);
  });
});
