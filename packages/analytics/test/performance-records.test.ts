// @vitest-environment jsdom
/**
 * Performance records (spec 002 §7, §9; issue 16): web-vitals metrics as records of app, data,
 * event, pageLoadId and timestamp, sent by beacon (else text/plain), 30 s after load, on page
 * hide, and a last time when the metrics stop waiting at 60 s; only while the gate allows.
 */
import { type Api, ApiError, CONSENT_COOKIE } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import {
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_METRICS_WAIT_MS,
  type ReportMetric,
  startPerformanceRecords,
} from '../src/performance/performance-records';
import {
  PERFORMANCE_MESSAGES,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  requestPageLoadId,
} from '../src/performance/performance-settings';

function metric(name: Metric['name'], value: number, entries: PerformanceEntry[] = []): Metric {
  return {
    name,
    value,
    delta: value,
    rating: 'good',
    id: `v5-${name}`,
    entries,
    navigationType: 'navigate',
  } as Metric;
}

function apiAnswering(answer: () => Promise<unknown>): Pick<Api, 'get'> & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    get: ((path: string, options?: { timeoutMs?: number }) => {
      paths.push(`${path} ${options?.timeoutMs}`);
      return answer();
    }) as Api['get'],
  };
}

let beacons: string[];
let report: ReportMetric;

function start(
  page: Record<string, unknown> = {},
  api = apiAnswering(async () => ({ pageLoadId: 'load-1' })),
) {
  const records = startPerformanceRecords(window, {
    api,
    page,
    document,
    observe: (callback) => {
      report = callback;
    },
  });
  return { records, api };
}

const sentRecords = () => beacons.map((body) => JSON.parse(body));

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      expect(url).toBe(`${window.location.origin}/api/1/performance/records`);
      beacons.push(body);
      return true;
    },
  });
  document.body.innerHTML =
    '<div data-block="gallery"><img id="hero" alt=""></div><p id="text">Text</p>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('performance records', () => {
  it('sends the metrics 30 s after load as the spec’s records, with the LCP element’s block', async () => {
    const { records, api } = start();
    const hero = document.getElementById('hero');
    report(metric('LCP', 1234.5, [{ element: hero } as unknown as PerformanceEntry]));
    report(metric('FCP', 800));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS - 1);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.paths).toEqual(['/api/1/performance/settings 30000']);
    const base = { id: '', delta: 0, rating: 'good', navigationType: 'navigate', path: '/' };
    expect(sentRecords()).toEqual([
      [
        {
          app: 'tessera',
          event: 'LCP',
          pageLoadId: 'load-1',
          timestamp: 1_700_000_000_000 + PERFORMANCE_FLUSH_DELAY_MS,
          data: { ...base, id: 'v5-LCP', value: 1234.5, delta: 1234.5, block: 'gallery' },
        },
        {
          app: 'tessera',
          event: 'FCP',
          pageLoadId: 'load-1',
          timestamp: 1_700_000_000_000 + PERFORMANCE_FLUSH_DELAY_MS,
          data: { ...base, id: 'v5-FCP', value: 800, delta: 800 },
        },
      ],
    ]);
    records.stop();
  });

  it('on page hide sends only what changed; after 60 s later metrics are ignored', async () => {
    const { records } = start();
    report(metric('CLS', 0.02));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS);
    expect(sentRecords().map((list) => list.map((r: { event: string }) => r.event))).toEqual([
      ['CLS'],
    ]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(1);
    report(metric('CLS', 0.05));
    report(metric('INP', 96));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(
      sentRecords()[1].map((r: { event: string; data: { value: number } }) => [
        r.event,
        r.data.value,
      ]),
    ).toEqual([
      ['CLS', 0.05],
      ['INP', 96],
    ]);
    await vi.advanceTimersByTimeAsync(PERFORMANCE_METRICS_WAIT_MS - PERFORMANCE_FLUSH_DELAY_MS);
    report(metric('INP', 400));
    expect(records.flush()).toBe(false);
    expect(beacons).toHaveLength(2);
    records.stop();
  });

  it('falls back to a text/plain request kept alive when the beacon is refused', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const { records } = start();
    report(metric('TTFB', 120));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/1/performance/records`);
    expect(init).toEqual({
      method: 'POST',
      body: init.body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'same-origin',
    });
    expect(JSON.parse(init.body as string)[0].event).toBe('TTFB');
    records.stop();
    vi.unstubAllGlobals();
  });

  it('sends nothing under a restrictive policy before acceptance, and after acceptance does', async () => {
    const page = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
    const { records } = start(page);
    report(metric('LCP', 900));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_FLUSH_DELAY_MS);
    expect(beacons).toEqual([]);
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    expect(records.flush()).toBe(true);
    expect(beacons).toHaveLength(1);
    records.stop();
  });

  it('sends nothing for a logged-in owner (the tracking exclusions)', async () => {
    const { records } = start({ authenticatedAccount: { id: 'owner', websiteRoles: { w: 1 } } });
    report(metric('LCP', 900));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_METRICS_WAIT_MS);
    expect(beacons).toEqual([]);
    records.stop();
  });

  it('without a pageLoadId sends nothing and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { records } = start(
      {},
      apiAnswering(async () => ({ enabled: true })),
    );
    report(metric('LCP', 900));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_METRICS_WAIT_MS);
    expect(beacons).toEqual([]);
    expect(warn.mock.calls).toEqual([['Unable to resolve pageLoadId']]);
    records.stop();
  });

  it('stop() ends the timers and listeners', async () => {
    const { records } = start();
    report(metric('LCP', 900));
    records.stop();
    await vi.advanceTimersByTimeAsync(PERFORMANCE_METRICS_WAIT_MS);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toEqual([]);
  });

  it('a page hidden before the settings answered sends its records once they answer', async () => {
    let answer: (value: unknown) => void = () => {};
    const { records } = start(
      {},
      apiAnswering(() => new Promise((resolve) => (answer = resolve))),
    );
    report(metric('LCP', 700));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toEqual([]);
    answer({ pageLoadId: 'load-2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(
      sentRecords().map((list) =>
        list.map((r: { event: string; pageLoadId: string }) => [r.event, r.pageLoadId]),
      ),
    ).toEqual([[['LCP', 'load-2']]]);
    records.stop();
  });
});

describe('the performance settings call (spec 002 §7, §9)', () => {
  const error = (code: 'timeout' | 'http' | 'network', status: number) =>
    new ApiError('failed', { code, status, url: '/api/1/performance/settings' });

  it('answers the pageLoadId, asked with the 30 s time-out', async () => {
    const api = apiAnswering(async () => ({ pageLoadId: 'abc' }));
    expect(await requestPageLoadId(api)).toBe('abc');
    expect(api.paths).toEqual([`/api/1/performance/settings ${PERFORMANCE_SETTINGS_TIMEOUT_MS}`]);
    expect(PERFORMANCE_SETTINGS_TIMEOUT_MS).toBe(30_000);
  });

  it.each([
    ['a missing id', async () => ({}), [PERFORMANCE_MESSAGES.noPageLoadId]],
    ['an empty id', async () => ({ pageLoadId: '' }), [PERFORMANCE_MESSAGES.noPageLoadId]],
    ['a number id', async () => ({ pageLoadId: 7 }), [PERFORMANCE_MESSAGES.noPageLoadId]],
    ['a null answer', async () => null, [PERFORMANCE_MESSAGES.noPageLoadId]],
    [
      'the time-out',
      async () => Promise.reject(error('timeout', 0)),
      ['Metric settings request timeout'],
    ],
    [
      'a failing status',
      async () => Promise.reject(error('http', 503)),
      ['XHR request DONE with unexpected status', 503],
    ],
  ])('%s: undefined, with the spec’s message', async (_, answer, warning) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await requestPageLoadId(apiAnswering(answer))).toBeUndefined();
    expect(warn.mock.calls).toEqual([warning]);
  });

  it('the messages are the spec’s, word for word', () => {
    expect(PERFORMANCE_MESSAGES).toEqual({
      noPageLoadId: 'Unable to resolve pageLoadId',
      timeout: 'Metric settings request timeout',
      status: 'XHR request DONE with unexpected status',
    });
  });
});
