// @vitest-environment jsdom
import {
  CONSENT_COOKIE,
  createEventBus,
  type PageContext,
  type TesseraEvents,
} from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startTraceBatches,
  TRACE_BUS_EVENT,
  TRACE_INTERVAL_MS,
  TRACE_QUEUE_LIMIT,
  type TraceBatches,
} from '../src/trace-batch';

const PAGE: PageContext = { website: { id: 'site-1' } };
const URL_NOW = 'http://localhost:3000/gallery?slide=2';

let batches: TraceBatches | undefined;
function setup(options: { page?: PageContext; fail?: boolean } = {}) {
  const calls: [string, unknown, Record<string, unknown>][] = [];
  const post = vi.fn(async (path: string, body: unknown, init: Record<string, unknown>) => {
    calls.push([path, body, init]);
    if (options.fail) throw new Error('offline');
    return {} as never;
  });
  const events = createEventBus<TesseraEvents>();
  batches = startTraceBatches(window, {
    page: options.page ?? PAGE,
    document,
    events,
    api: { post: post as never },
  });
  /** Each batch sent: the form's `data` field read back as the list it holds. */
  const sent = () =>
    calls.map(([path, body]) => {
      expect(path).toBe('/api/events/Trace');
      expect(Object.keys(body as object)).toEqual(['data']);
      return JSON.parse((body as { data: string }).data) as unknown;
    });
  return { batches, calls, events, sent };
}
const hide = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/gallery?slide=2');
});
afterEach(() => {
  batches?.stop();
  batches = undefined;
  vi.useRealTimers();
  hide('visible');
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('trace batches (spec 001 §3, §7)', () => {
  it('has the spec interval, the server batch limit and the bus event name', () => {
    expect([TRACE_INTERVAL_MS, TRACE_QUEUE_LIMIT, TRACE_BUS_EVENT]).toEqual([30_000, 200, 'trace']);
  });

  it('sends what was queued 30 s after the start as one url-encoded form with the field data', async () => {
    const { batches, calls, sent } = setup();
    expect(batches.trace('slide', { index: 2 })).toBe(true);
    expect(batches.trace('lightbox-open')).toBe(true);
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([
      [
        { pageUrl: URL_NOW, type: 'slide', data: { index: 2 } },
        { pageUrl: URL_NOW, type: 'lightbox-open' },
      ],
    ]);
    expect(calls[0]![2]).toMatchObject({ body: 'form', timeoutMs: 2500, keepalive: true });
  });

  it('sends every 30 s only what came since the last batch, and nothing when nothing waits', async () => {
    const { batches, sent } = setup();
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS);
    expect(sent()).toEqual([]);
    batches.trace('a');
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS);
    batches.trace('b', 1);
    batches.trace('c', null);
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS);
    expect(sent()).toEqual([
      [{ pageUrl: URL_NOW, type: 'a' }],
      [
        { pageUrl: URL_NOW, type: 'b', data: 1 },
        { pageUrl: URL_NOW, type: 'c', data: null },
      ],
    ]);
  });

  it('sends at once when the page is hidden (visibilitychange to hidden), not when shown', async () => {
    const { batches, sent } = setup();
    batches.trace('one');
    hide('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([]);
    hide('hidden');
    await vi.advanceTimersByTimeAsync(0);
    batches.trace('two');
    hide('visible');
    hide('hidden');
    await vi.advanceTimersByTimeAsync(0);
    hide('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([
      [{ pageUrl: URL_NOW, type: 'one' }],
      [{ pageUrl: URL_NOW, type: 'two' }],
    ]);
  });

  it('queues the page bus trace events, ignoring details without a type', async () => {
    const { events, batches, sent } = setup();
    events.emit(TRACE_BUS_EVENT, { type: 'map-open', data: { zoom: 12 } });
    events.emit(TRACE_BUS_EVENT, { data: 1 });
    events.emit(TRACE_BUS_EVENT, undefined);
    events.emit(TRACE_BUS_EVENT, { type: 7 });
    expect(await batches.flush()).toBe(true);
    expect(sent()).toEqual([[{ pageUrl: URL_NOW, type: 'map-open', data: { zoom: 12 } }]]);
  });

  it('refuses an event without a type, with data that is not JSON, or past 200 waiting', async () => {
    const { batches, sent } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(batches.trace('')).toBe(false);
    expect(batches.trace(undefined as unknown as string)).toBe(false);
    expect(batches.trace('x', cyclic)).toBe(false);
    expect(batches.trace('x', 1n)).toBe(false);
    for (let i = 0; i < TRACE_QUEUE_LIMIT; i++) expect(batches.trace('t', i)).toBe(true);
    expect(batches.trace('t', 200)).toBe(false);
    expect(await batches.flush()).toBe(true);
    const [batch] = sent() as { data: number }[][];
    expect(batch!.map((event) => event.data)).toEqual(
      Array.from({ length: TRACE_QUEUE_LIMIT }, (_, i) => i),
    );
    expect(batches.trace('after')).toBe(true);
    expect(await batches.flush()).toBe(true);
    expect(sent()[1]).toEqual([{ pageUrl: URL_NOW, type: 'after' }]);
  });

  it('ignores a failed send: nothing thrown, that batch is not sent again, the next one goes', async () => {
    const { batches, calls } = setup({ fail: true });
    batches.trace('lost');
    expect(await batches.flush()).toBe(false);
    expect(await batches.flush()).toBe(false);
    expect(calls).toHaveLength(1);
    batches.trace('next');
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS);
    expect(calls).toHaveLength(2);
  });

  it('goes through the tracking gate: nothing sent under a restrictive policy before acceptance, or on an excluded page', async () => {
    for (const page of [
      { ...PAGE, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } },
      { ...PAGE, trackingDisabled: true },
    ] as PageContext[]) {
      const { batches, calls } = setup({ page });
      batches.trace('slide');
      expect(await batches.flush()).toBe(false);
      await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS);
      expect(calls).toEqual([]);
      batches.stop();
    }
  });

  it('stops: no timer, no listeners, what waited dropped', async () => {
    const { batches, events, calls } = setup();
    batches.trace('dropped');
    batches.stop();
    events.emit(TRACE_BUS_EVENT, { type: 'late' });
    hide('hidden');
    await vi.advanceTimersByTimeAsync(TRACE_INTERVAL_MS * 2);
    expect(calls).toEqual([]);
    expect(await batches.flush()).toBe(false);
  });
});
