// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../src/api/api';
import { recordEvent } from '../src/api/record-event';
import { RECORD_EVENT_PATH } from '../src/contract/api-paths';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';

function setup(answer: () => Promise<Response>) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const bus = createEventBus<TesseraEvents>();
  const routed: string[] = [];
  for (const name of ['system-error', 'field-errors', 'login-required'] as const) {
    bus.on(name, () => routed.push(name));
  }
  const api = createApi({ fetch, events: bus, baseUrl: 'https://site.test/' });
  return { api, calls, routed };
}

beforeEach(() => {
  document.cookie = 'crumb=abc123; path=/';
});
afterEach(() => {
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('recordEvent (spec 002 §7: POST /api/events/RecordEvent)', () => {
  it('posts crumb, event and data as JSON, url-encoded, kept alive past an unload', async () => {
    const { api, calls } = setup(async () => new Response('{}', { status: 200 }));
    expect(RECORD_EVENT_PATH).toBe('/api/events/RecordEvent');
    await expect(recordEvent(api, 'newsletter-subscribe', { formId: 'news' })).resolves.toBe(
      undefined,
    );
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe('/api/events/RecordEvent');
    expect(url.searchParams.get('crumb')).toBe('abc123');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      crumb: 'abc123',
      event: 'newsletter-subscribe',
      data: '{"formId":"news"}',
    });
  });

  it('data defaults to {}', async () => {
    const { api, calls } = setup(async () => new Response('{}', { status: 200 }));
    await recordEvent(api, 'page-view');
    expect((calls[0]!.init.body as URLSearchParams).get('data')).toBe('{}');
  });

  it('a failure is never the visitor’s: it resolves, and no overlay or dialog is raised', async () => {
    for (const answer of [
      async () => new Response('{"error":"boom"}', { status: 500 }),
      async () => new Response('{"errors":{"event":"bad"}}', { status: 400 }),
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { api, routed } = setup(answer);
      await expect(recordEvent(api, 'newsletter-subscribe')).resolves.toBe(undefined);
      expect(routed).toEqual([]);
    }
  });
});
