// @vitest-environment jsdom
/** The analytics feature starts the trace batches once consent is given, and stops them. */
import { type Api, CONSENT_COOKIE, createEventBus, type TesseraEvents } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/analytics-feature';

function start(page: Record<string, unknown>) {
  const paths: string[] = [];
  const traced: unknown[] = [];
  const errors: unknown[] = [];
  const post = async (path: string, body: unknown) => {
    paths.push(path);
    if (path === '/api/events/RecordJavascriptErrors') errors.push(body);
    if (path === '/api/events/Trace') traced.push(JSON.parse((body as { data: string }).data));
    return {} as never;
  };
  const answer = async () => ({}) as never;
  const api: Api = {
    request: answer,
    get: answer,
    post: post as never,
    put: answer,
    delete: answer,
    setDefaultHeader: () => {},
  };
  const events = createEventBus<TesseraEvents>();
  const destroy = init(document.body, { name: 'analytics', page, api, events });
  return { destroy, events, paths, traced, errors };
}

afterEach(() => {
  vi.useRealTimers();
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('the analytics feature and the trace batches', () => {
  it('sends the bus trace events every 30 s once consent is given, and nothing after destroy', async () => {
    vi.useFakeTimers();
    const { destroy, events, traced } = start({ website: { id: 'site-1' } });
    await vi.dynamicImportSettled();
    events.emit('trace', { type: 'slide', data: { index: 1 } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(traced).toEqual([
      [{ pageUrl: window.location.href, type: 'slide', data: { index: 1 } }],
    ]);
    events.emit('trace', { type: 'late' });
    destroy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(traced).toHaveLength(1);
  });

  it('sends no trace batch under a restrictive policy before acceptance', async () => {
    vi.useFakeTimers();
    const { destroy, events, paths } = start({
      website: { id: 'site-1' },
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    await vi.dynamicImportSettled();
    events.emit('trace', { type: 'slide' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(paths.filter((path) => path !== '/api/events/RecordJavascriptErrors')).toEqual([]);
    destroy();
  });

  it('sends a bus analytics event to /api/v1/events once consent is given, none before', async () => {
    const restrictive = start({
      website: { id: 'site-1' },
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    await vi.dynamicImportSettled();
    restrictive.events.emit('analytics-event', { action: 'early' });
    await vi.dynamicImportSettled();
    expect(restrictive.paths).not.toContain('/api/v1/events');
    restrictive.destroy();

    const { destroy, events, paths } = start({ website: { id: 'site-1' } });
    await vi.dynamicImportSettled();
    events.emit('analytics-event', { action: 'add-to-cart' });
    await vi.waitFor(() => expect(paths).toContain('/api/v1/events'));
    destroy();
    const before = paths.length;
    events.emit('analytics-event', { action: 'late' });
    await vi.dynamicImportSettled();
    expect(paths).toHaveLength(before);
  });
});

describe('the analytics feature and the error reporter', () => {
  const throwOnPage = (message: string) =>
    window.dispatchEvent(new ErrorEvent('error', { message, error: new Error(message) }));
  const messages = (batches: unknown[]) =>
    batches.map((batch) =>
      (batch as { data: { message: string } }[]).map((report) => report.data.message),
    );

  it('imports the reporter with the first error and reports the errors held meanwhile', async () => {
    vi.useFakeTimers();
    const { destroy, errors } = start({ website: { id: 'site-1' } });
    throwOnPage('first');
    throwOnPage('second'); // while the reporter's chunk is on its way
    await vi.dynamicImportSettled();
    throwOnPage('third');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(messages(errors)).toEqual([['first', 'second', 'third']]);
    destroy();
    // Nothing listens now: the page's own handler marks it handled, as vitest would report it.
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener('error', handled);
    throwOnPage('after destroy');
    window.removeEventListener('error', handled);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(messages(errors)).toEqual([['first', 'second', 'third']]);
  });

  it('reports nothing when destroyed before the reporter arrived', async () => {
    vi.useFakeTimers();
    const { destroy, errors } = start({ website: { id: 'site-1' } });
    throwOnPage('held');
    destroy();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(errors).toEqual([]);
  });
});
