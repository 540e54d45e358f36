// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '../src/contract/consent-cookies';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';
import { LOAD_SCRIPT_TIMEOUT_MS, loadScript } from '../src/third-party/load-script';

let count = 0;
/** A URL no other test used (loads are shared per URL for the document's life). */
const fresh = () => `https://maps.example/api-${++count}.js`;
const scriptsOf = (url: string) =>
  [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === url);
const fire = (url: string, type: 'load' | 'error') =>
  scriptsOf(url)[0]?.dispatchEvent(new Event(type));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.cookie = `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('loadScript', () => {
  it('appends one <script async src> to the head and resolves on its load', async () => {
    const url = fresh();
    const loading = loadScript(url, { attributes: { crossorigin: 'anonymous', 'data-x': '1' } });
    await Promise.resolve();
    const [script] = scriptsOf(url);
    expect(script?.parentElement).toBe(document.head);
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.getAttribute('data-x')).toBe('1');
    fire(url, 'load');
    await expect(loading).resolves.toBe(undefined);
  });

  it('shares one load per URL: later calls get the same outcome, no second element', async () => {
    const url = fresh();
    const first = loadScript(url);
    const second = loadScript(url);
    await Promise.resolve();
    expect(scriptsOf(url)).toHaveLength(1);
    fire(url, 'load');
    await Promise.all([first, second]);
    await loadScript(url);
    expect(scriptsOf(url)).toHaveLength(1);
  });

  it('rejects naming the URL on error, removes the element, and a later call retries', async () => {
    const url = fresh();
    const failing = loadScript(url);
    await Promise.resolve();
    fire(url, 'error');
    await expect(failing).rejects.toThrow(`Script failed to load: ${url}`);
    expect(scriptsOf(url)).toHaveLength(0);
    const retry = loadScript(url);
    await Promise.resolve();
    expect(scriptsOf(url)).toHaveLength(1);
    fire(url, 'load');
    await expect(retry).resolves.toBe(undefined);
  });

  it('times out after 30,000 ms by default, or the time-out given', async () => {
    expect(LOAD_SCRIPT_TIMEOUT_MS).toBe(30_000);
    const url = fresh();
    const slow = loadScript(url);
    const outcome = slow.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(scriptsOf(url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(`Script load timed out after 30000 ms: ${url}`);
    expect(scriptsOf(url)).toHaveLength(0);
    const other = fresh();
    const quick = loadScript(other, { timeout: 500 }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(500);
    expect(await quick).toBe(`Script load timed out after 500 ms: ${other}`);
  });

  it('a load after its element loaded leaves no timer behind', async () => {
    const url = fresh();
    const loading = loadScript(url);
    await Promise.resolve();
    fire(url, 'load');
    await loading;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with a purpose, requests nothing before consent and counts the time-out from the request', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="tessera-context">{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}</script>';
    const events = createEventBus<TesseraEvents>();
    const url = fresh();
    const outcome = loadScript(url, {
      purpose: 'marketing',
      timeout: 1000,
      gate: { events },
    }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(5000);
    expect(scriptsOf(url)).toHaveLength(0);
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(scriptsOf(url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(`Script load timed out after 1000 ms: ${url}`);
  });

  it('a purpose that is always allowed loads at once', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="tessera-context">{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}</script>';
    const url = fresh();
    const loading = loadScript(url, { purpose: 'necessary' });
    await Promise.resolve();
    await Promise.resolve();
    fire(url, 'load');
    await expect(loading).resolves.toBe(undefined);
  });

  it('an aborted signal rejects its own call only; the load goes on for the others', async () => {
    const url = fresh();
    const controller = new AbortController();
    const mine = loadScript(url, { signal: controller.signal });
    const theirs = loadScript(url);
    await Promise.resolve();
    controller.abort(new Error('block destroyed'));
    await expect(mine).rejects.toThrow('block destroyed');
    expect(scriptsOf(url)).toHaveLength(1);
    fire(url, 'load');
    await expect(theirs).resolves.toBe(undefined);
    const early = new AbortController();
    early.abort(new Error('never'));
    await expect(loadScript(fresh(), { signal: early.signal })).rejects.toThrow('never');
  });
});
