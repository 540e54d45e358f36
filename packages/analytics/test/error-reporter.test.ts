// @vitest-environment jsdom
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_REPORTER_APP,
  ERROR_REPORTER_LIMITS,
  JAVASCRIPT_ERROR_EVENT,
  startErrorReporter,
} from '../src/error-reporter';

type Report = { event: string; data: Record<string, unknown>; timestamp: number };

let stop: (() => void) | undefined;
function setup(post = vi.fn(async (..._args: unknown[]) => ({}) as never)) {
  const events = createEventBus<TesseraEvents>();
  const shown: unknown[] = [];
  events.on('system-error', (detail) => shown.push(detail));
  stop = startErrorReporter({
    window,
    api: { post: post as never },
    page: { website: { id: 'site-1' }, templateId: 'tpl-1' },
    events,
  });
  const batches = () => post.mock.calls.map((call) => call[1] as Report[]);
  return { post, shown, batches };
}
const throwError = (message: string, extra: Partial<ErrorEventInit> = {}) =>
  window.dispatchEvent(new ErrorEvent('error', { message, error: new Error(message), ...extra }));
const reject = (reason: unknown) => {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
};

beforeEach(() => {
  vi.useFakeTimers();
  document.cookie = 'crumb=c1; path=/';
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the error reporter (spec 000 §7)', () => {
  it('has the spec limits', () => {
    expect(ERROR_REPORTER_LIMITS).toEqual({
      perPage: 20,
      queued: 10,
      debounceMs: 1000,
      stackLength: 5000,
    });
  });

  it('sends an uncaught error 1 s after it, as one report with the spec fields and the crumb header', async () => {
    const { post, batches } = setup();
    vi.setSystemTime(1_760_000_000_000);
    throwError('boom', { filename: 'https://site.test/app.js', lineno: 3, colno: 7 });
    await vi.advanceTimersByTimeAsync(999);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe('/api/events/RecordJavascriptErrors');
    expect(post.mock.calls[0]![2]).toMatchObject({
      headers: { 'x-csrf-token': 'c1' },
      keepalive: true,
    });
    const [report] = batches()[0]!;
    expect(report).toEqual({
      event: JAVASCRIPT_ERROR_EVENT,
      timestamp: 1_760_000_000_000,
      data: {
        websiteId: 'site-1',
        templateId: 'tpl-1',
        url: window.location.href,
        userAgent: navigator.userAgent,
        app: ERROR_REPORTER_APP,
        message: 'boom',
        stack: expect.stringContaining('boom'),
        file: 'https://site.test/app.js',
        line: 3,
        column: 7,
      },
    });
  });

  it("takes the thrown value's message over the event's ('Uncaught Error: …' in Chromium)", async () => {
    const { batches } = setup();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught Error: own', error: new Error('own') }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught x', error: 'x' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', error: null }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches()[0]!.map((r) => r.data.message)).toEqual(['own', 'x', 'Script error.']);
  });

  it('reports unhandled rejections, an Error or any other reason', async () => {
    const { batches } = setup();
    reject(new TypeError('no such thing'));
    reject('plain text');
    reject({ stack: 'at somewhere' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches()[0]!.map((r) => [r.data.message, typeof r.data.stack])).toEqual([
      ['no such thing', 'string'],
      ['plain text', 'undefined'],
      ['[object Object]', 'string'],
    ]);
  });

  it('debounces: errors 500 ms apart go in one batch 1 s after the last', async () => {
    const { post, batches } = setup();
    throwError('a');
    await vi.advanceTimersByTimeAsync(500);
    throwError('b');
    await vi.advanceTimersByTimeAsync(999);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches().map((b) => b.map((r) => r.data.message))).toEqual([['a', 'b']]);
  });

  it('holds at most 10: the tenth sends the batch at once; 25 errors make 20 reports in all', async () => {
    const { batches } = setup();
    for (let i = 1; i <= 25; i++) throwError(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches().map((b) => b.length)).toEqual([10, 10]);
    await vi.advanceTimersByTimeAsync(5000);
    throwError('later');
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches().flat()).toHaveLength(20);
    expect(batches().flat().at(-1)?.data.message).toBe('e20');
  });

  it('cuts stacks to 5,000 characters', async () => {
    const { batches } = setup();
    const error = new Error('deep');
    error.stack = 's'.repeat(6000);
    window.dispatchEvent(new ErrorEvent('error', { message: 'deep', error }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches()[0]![0]!.data.stack).toBe('s'.repeat(5000));
  });

  it('shows the overlay\'s "logged" form once, after the first batch is sent; a failed send shows nothing', async () => {
    const { shown } = setup();
    throwError('one');
    await vi.advanceTimersByTimeAsync(1000);
    throwError('two');
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown).toEqual([{ kind: 'logged' }]);
    stop?.();
    const failing = setup(vi.fn(async () => Promise.reject(new Error('offline'))));
    throwError('three');
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing.shown).toEqual([]);
  });

  it('stops listening, and drops what waits, when stopped', async () => {
    const { post } = setup();
    throwError('pending');
    stop?.();
    // Another listener keeps vitest from counting the error nobody else hears as uncaught.
    const other = vi.fn();
    window.addEventListener('error', other);
    throwError('after');
    window.removeEventListener('error', other);
    await vi.advanceTimersByTimeAsync(5000);
    expect(other).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });
});
