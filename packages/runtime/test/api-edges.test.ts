// @vitest-environment jsdom
// The data layer's edges, each asserted exactly so that a wrong change fails (found by mutation
// testing, issue 21): bodies other than JSON, null parameters, every method, time-out and abort,
// answers whose `error` is false, the options a site may change, and secure calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../src/api/api';
import { ApiError } from '../src/api/api-error';
import type { ApiOptions } from '../src/api/api-types';
import { createLazyApi } from '../src/api/lazy-api';
import { formatMessage, messageForStatus } from '../src/api/messages';
import { recordEvent } from '../src/api/record-event';
import { delay, isRetryable } from '../src/api/retry-rules';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

/** A fetch that answers each call with the next of `answers` (status 200 '{}' when none is left). */
function fakeFetch(answers: (Response | Error | 'hang')[] = []) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body,
      init,
    });
    const answer = answers.shift() ?? new Response('{}');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function setup(answers: (Response | Error | 'hang')[] = [], options: ApiOptions = {}) {
  const { fetch, sent } = fakeFetch(answers);
  const bus = createEventBus<TesseraEvents>();
  const seen: [string, unknown][] = [];
  for (const name of ['system-error', 'field-errors', 'login-required'] as const) {
    bus.on(name, (detail) => seen.push([name, detail]));
  }
  const api = createApi({ fetch, events: bus, baseUrl: 'https://site.test/', ...options });
  return { api, sent, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The error a call rejects with; fails the test when it resolves. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  document.cookie = 'crumb=abc123; path=/';
});
afterEach(() => {
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.useRealTimers();
});

describe('request bodies', () => {
  it('text, URLSearchParams, FormData and Blob go as they are, with no JSON content type', async () => {
    const { api, sent } = setup();
    const params = new URLSearchParams({ a: '1' });
    const form = new FormData();
    form.append('b', '2');
    const blob = new Blob(['raw'], { type: 'text/plain' });
    for (const body of ['plain text', params, form, blob]) await api.post('/api/x', body);
    expect(sent.map((call) => call.body)).toEqual(['plain text', params, form, blob]);
    expect(sent.map((call) => call.headers)).toEqual(
      Array.from({ length: 4 }, () => ({ accept: 'application/json' })),
    );
  });

  it('a plain object is JSON, with the content type saying so', async () => {
    const { api, sent } = setup();
    await api.post('/api/x', { a: 1, b: [true, null] });
    expect(sent[0]!.body).toBe('{"a":1,"b":[true,null]}');
    expect(sent[0]!.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it('a form body leaves out null and undefined, writes objects as JSON text and the rest as text', async () => {
    const { api, sent } = setup();
    const body = { a: 1, b: null, c: undefined, d: { e: 'f' }, g: false, h: '' };
    await api.post('/api/x', body, { body: 'form' });
    expect(String(sent[0]!.body)).toBe('a=1&d=%7B%22e%22%3A%22f%22%7D&g=false&h=');
    expect(sent[0]!.headers).toEqual({ accept: 'application/json' });
  });

  it('a form body that is not an object is sent as JSON', async () => {
    const { api, sent } = setup();
    await api.post('/api/x', [1, 2], { body: 'form' });
    expect(sent[0]!.body).toBe('[1,2]');
    expect(sent[0]!.headers['content-type']).toBe('application/json');
  });

  it('no body: none is sent, and no content type', async () => {
    const { api, sent } = setup();
    await api.post('/api/x');
    expect(sent[0]!.body).toBe(undefined);
    expect(sent[0]!.headers).toEqual({ accept: 'application/json' });
  });
});

describe('methods, parameters and headers', () => {
  it('get, post, put, delete and request send their method, to the path asked', async () => {
    const { api, sent } = setup();
    await api.get('/api/a');
    await api.post('/api/b', { x: 1 });
    await api.put('/api/c', { y: 2 });
    await api.delete('/api/d');
    await api.request('PATCH' as never, '/api/e', { z: 3 });
    expect(sent.map((call) => [call.method, new URL(call.url).pathname, call.body])).toEqual([
      ['GET', '/api/a', undefined],
      ['POST', '/api/b', '{"x":1}'],
      ['PUT', '/api/c', '{"y":2}'],
      ['DELETE', '/api/d', undefined],
      ['PATCH', '/api/e', '{"z":3}'],
    ]);
  });

  it('null and undefined parameters are left out; others are written as text', async () => {
    const { api, sent } = setup();
    await api.get('/api/x', { params: { a: null, b: undefined, c: 0, d: false, e: 'e' } });
    expect(sent[0]!.url).toBe('https://site.test/api/x?c=0&d=false&e=e&crumb=abc123');
  });

  it('no crumb cookie: no crumb parameter', async () => {
    document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const { api, sent } = setup();
    await api.get('/api/x');
    expect(sent[0]!.url).toBe('https://site.test/api/x');
  });

  it('the crumb cookie can be named, and the request headers add to and override the defaults', async () => {
    document.cookie = 'token=t0k; path=/';
    const { api, sent } = setup([], { crumbCookie: 'token' });
    api.setDefaultHeader('x-one', '1');
    api.setDefaultHeader('x-two', '2');
    api.setDefaultHeader('x-two', undefined);
    await api.get('/api/x', { headers: { 'x-three': '3', 'x-one': 'one' } });
    expect(sent[0]!.url).toBe('https://site.test/api/x?crumb=t0k');
    expect(sent[0]!.headers).toEqual({
      accept: 'application/json',
      'x-one': 'one',
      'x-three': '3',
    });
  });

  it('credentials and keepalive: same-origin and off unless asked', async () => {
    const { api, sent } = setup([], { secureBaseUrl: 'https://secure.test/' });
    await api.post('/api/x', {}, { keepalive: true });
    await api.get('/api/y', { secure: true });
    expect(sent.map((call) => [call.url, call.init.credentials, call.init.keepalive])).toEqual([
      ['https://site.test/api/x?crumb=abc123', 'same-origin', true],
      ['https://secure.test/api/y?crumb=abc123', 'include', undefined],
    ]);
  });

  it('a secure call with no secure origin configured goes to the base URL', async () => {
    const { api, sent } = setup();
    await api.get('/api/x', { secure: true });
    expect(sent[0]!.url).toBe('https://site.test/api/x?crumb=abc123');
  });

  it('with no base URL, calls go to the page’s own origin', async () => {
    const { fetch, sent } = fakeFetch();
    await createApi({ fetch, events: createEventBus<TesseraEvents>() }).get('/api/x');
    expect(sent[0]!.url).toBe(`${location.origin}/api/x?crumb=abc123`);
  });
});

describe('answers (spec 000 §8)', () => {
  it.each([
    [{ error: false, value: 1 }],
    [{ error: null, value: 1 }],
    [{ value: 1 }],
    [[1, 2]],
    ['text'],
    [null],
    [0],
  ])('%j with status 200 is the data', async (body) => {
    const { api, seen } = setup([json(body)]);
    await expect(api.get('/api/x')).resolves.toEqual(body);
    expect(seen).toEqual([]);
  });

  it('white space alone is an empty answer: {}', async () => {
    const { api } = setup([new Response('  \n ')]);
    await expect(api.get('/api/x')).resolves.toEqual({});
  });

  it.each([
    [{ error: 'Boom' }, 'Boom'],
    [{ error: '' }, 'Unable to connect…'],
    [{ error: true }, 'Unable to connect…'],
    [{ error: 0 }, 'Unable to connect…'],
    [{ error: { text: 'x' } }, 'Unable to connect…'],
  ])('%j with status 200 fails with %j', async (body, message) => {
    const { api, seen } = setup([json(body)]);
    const error = await failure(api.get('/api/x'));
    expect([error.code, error.status, error.message, error.data]).toEqual([
      'http',
      200,
      message,
      body,
    ]);
    expect(seen).toEqual([['system-error', { kind: 'network', message }]]);
  });

  it.each([
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [400, 'Unable to connect…'],
    [404, 'Unable to connect…'],
    [502, 'Unable to connect…'],
  ])('status %i: %j, whatever the error field says', async (status, message) => {
    const { api } = setup([json({ error: 'Server words' }, status)]);
    const error = await failure(api.get('/api/x'));
    expect([error.code, error.status, error.message]).toEqual(['http', status, message]);
    expect(messageForStatus(status)).toBe(message === 'Unable to connect…' ? undefined : message);
  });

  it('the messages can be replaced, one at a time', async () => {
    const { api } = setup([new Response('', { status: 500 }), new Error('down')], {
      messages: { internalError: 'Erreur interne.' },
    });
    expect((await failure(api.get('/api/x'))).message).toBe('Erreur interne.');
    expect((await failure(api.get('/api/x'))).message).toBe('Unable to connect…');
  });

  it('a body that is not JSON with status 200: the parse message, as a format system error', async () => {
    const { api, seen } = setup([new Response('<html>')]);
    const error = await failure(api.get('/api/x', { params: { q: 1 } }));
    expect(error.code).toBe('parse');
    expect(error.message).toMatch(
      /^Internal Error: Unable to parse server response from \(\/api\/x\?q=1\) as JSON: .+/,
    );
    expect(seen).toEqual([
      ['system-error', { kind: 'format', url: '/api/x?q=1', format: 'JSON', error: error.message }],
    ]);
  });

  it('a body that is not JSON keeps its failing status', async () => {
    const { api } = setup([new Response('<html>', { status: 503 })]);
    const error = await failure(api.get('/api/x'));
    expect([error.code, error.status]).toEqual(['http', 503]);
  });

  it('an answer whose body cannot be read is an empty answer', async () => {
    const unreadable = {
      ok: true,
      status: 200,
      text: () => Promise.reject(new TypeError('body stream already read')),
    } as unknown as Response;
    const { api } = setup([unreadable]);
    await expect(api.get('/api/x')).resolves.toEqual({});
  });

  it('a connection failure is an ApiError with status 0, the cause kept', async () => {
    const cause = new TypeError('Failed to fetch');
    const { api } = setup([cause]);
    const error = await failure(api.get('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.name, error.code, error.status, error.url, error.cause]).toEqual([
      'ApiError',
      'network',
      0,
      '/api/x',
      cause,
    ]);
    expect(error.data).toBe(undefined);
    expect(error.fieldErrors).toBe(undefined);
  });

  it('an answer has no cause', async () => {
    const { api } = setup([json({}, 500)]);
    const error = await failure(api.get('/api/x'));
    expect('cause' in error).toBe(false);
  });

  it('field errors with a failure handler go to the handler only', async () => {
    const onFailure = vi.fn();
    const { api, seen } = setup([json({ errors: { a: 'Bad' } }, 400)]);
    const error = await failure(api.post('/api/x', {}, { onFailure }));
    expect(onFailure.mock.calls).toEqual([[error]]);
    expect(error.fieldErrors).toEqual({ a: 'Bad' });
    expect(seen).toEqual([]);
  });

  it('a 200 answer with field errors is a failure', async () => {
    const { api, seen } = setup([json({ errors: { a: 'Bad' } })]);
    const error = await failure(api.post('/api/x'));
    expect([error.code, error.message]).toEqual(['http', 'Unable to connect…']);
    expect(seen).toEqual([['field-errors', { errors: { a: 'Bad' }, url: '/api/x' }]]);
  });

  it('formatMessage fills known placeholders and keeps unknown ones', () => {
    expect(formatMessage('{a} and {b}', { a: 'A' })).toBe('A and {b}');
  });
});

describe('time-out and abort', () => {
  it('an answer in time clears the timer', async () => {
    vi.useFakeTimers();
    const { api } = setup();
    await expect(api.get('/api/x', { timeoutMs: 1000 })).resolves.toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('without timeoutMs no timer is set, and the fetch is not aborted', async () => {
    vi.useFakeTimers();
    const { api, sent } = setup();
    await api.get('/api/x');
    expect(vi.getTimerCount()).toBe(0);
    expect(sent[0]!.init.signal?.aborted).toBe(false);
  });

  it('without timeoutMs a slow answer is waited for', async () => {
    vi.useFakeTimers();
    const { api, sent } = setup(['hang']);
    let settled = false;
    void api.get('/api/x').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    expect(sent[0]!.init.signal?.aborted).toBe(false);
  });

  it('a time-out is retried like a failed connection, then fails as timeout', async () => {
    vi.useFakeTimers();
    const { api, sent } = setup(['hang', 'hang']);
    const result = failure(api.get('/api/x', { timeoutMs: 100, retries: 1 }));
    await vi.advanceTimersByTimeAsync(100 + 200 + 100);
    const error = await result;
    expect([error.code, error.status, error.message]).toEqual(['timeout', 0, 'Unable to connect…']);
    expect(sent).toHaveLength(2);
  });

  it('a failed connection before the time-out is a network failure, not a time-out', async () => {
    vi.useFakeTimers();
    const { api } = setup([new TypeError('Failed to fetch')]);
    expect((await failure(api.get('/api/x', { timeoutMs: 100 }))).code).toBe('network');
  });

  it('the caller’s abort stops the fetch and rejects with the signal’s reason', async () => {
    const controller = new AbortController();
    const { api, sent } = setup(['hang']);
    const call = api.get('/api/x', { signal: controller.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(sent[0]!.init.signal?.aborted).toBe(true);
    expect(sent[0]!.init.signal?.reason).toBe(reason);
  });

  it('a signal aborted before the call sends nothing', async () => {
    const { api, sent } = setup();
    const reason = new Error('too late');
    await expect(api.get('/api/x', { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(sent).toHaveLength(0);
  });

  it('the abort listener is removed after the attempt', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const { api } = setup();
    await api.get('/api/x', { signal: controller.signal });
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['abort']);
  });

  it('delay waits the time given, and the signal cuts it short with its reason', async () => {
    vi.useFakeTimers();
    let done = false;
    void delay(200, undefined).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    const quiet = new AbortController();
    const remove = vi.spyOn(quiet.signal, 'removeEventListener');
    const waited = delay(10, quiet.signal);
    await vi.advanceTimersByTimeAsync(10);
    await waited;
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['abort']);
    const controller = new AbortController();
    const waiting = delay(200, controller.signal);
    controller.abort('stop');
    await expect(waiting).rejects.toBe('stop');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries wait the configured delay', async () => {
    vi.useFakeTimers();
    const { api, sent } = setup([new Error('down')], { retryDelayMs: 50 });
    const result = api.get('/api/x', { retries: 1 });
    await vi.advanceTimersByTimeAsync(49);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({});
    expect(sent).toHaveLength(2);
  });

  it('negative retries are none', async () => {
    const { api, sent } = setup([new Error('down')]);
    await failure(api.get('/api/x', { retries: -3 }));
    expect(sent).toHaveLength(1);
  });

  it('a crumb retry does not use up the caller’s retries', async () => {
    vi.useFakeTimers();
    const { api, sent } = setup([json({ crumbFail: true }), new Error('down')]);
    const result = api.get('/api/x', { retries: 1 });
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({});
    expect(sent).toHaveLength(3);
  });

  it('retries only no answer and the statuses without a message of their own', () => {
    expect(isRetryable(undefined)).toBe(true);
    expect([200, 204].map((status) => isRetryable(new Response(null, { status })))).toEqual([
      false,
      false,
    ]);
    expect([404, 429, 502, 503].map((status) => isRetryable(new Response('', { status })))).toEqual(
      [true, true, true, true],
    );
  });
});

describe('recordEvent and the lazy data layer', () => {
  it('recordEvent posts a form with the crumb, the event and its data as JSON, kept alive', async () => {
    const { api, sent, seen } = setup([new Response('', { status: 500 })]);
    await expect(recordEvent(api, 'cta', { id: 7 })).resolves.toBe(undefined);
    expect(String(sent[0]!.body)).toBe('crumb=abc123&event=cta&data=%7B%22id%22%3A7%7D');
    expect([sent[0]!.method, sent[0]!.init.keepalive]).toEqual(['POST', true]);
    expect(new URL(sent[0]!.url).pathname).toBe('/api/events/RecordEvent');
    expect(seen).toEqual([]);
    await recordEvent(api, 'view');
    expect(String(sent[1]!.body)).toBe('crumb=abc123&event=view&data=%7B%7D');
  });

  it('recordEvent with no crumb cookie sends an empty crumb', async () => {
    document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const { api, sent } = setup();
    await recordEvent(api, 'cta');
    expect(String(sent[0]!.body)).toBe('crumb=&event=cta&data=%7B%7D');
  });

  it('the lazy data layer loads the page’s data layer by default', async () => {
    await expect(createLazyApi().setDefaultHeader('x-unused', undefined)).resolves.toBe(undefined);
  });

  it('the lazy data layer loads once and hands every call its arguments', async () => {
    const get = vi.fn(async (path: string) => `got ${path}`);
    const load = vi.fn(async () => ({ get }) as never);
    const lazy = createLazyApi(load);
    await expect(lazy.get('/api/a')).resolves.toBe('got /api/a');
    await expect(lazy.get('/api/b', { retries: 1 })).resolves.toBe('got /api/b');
    expect(load).toHaveBeenCalledTimes(1);
    expect(get.mock.calls).toEqual([['/api/a'], ['/api/b', { retries: 1 }]]);
  });
});
