// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../src/api/api';
import { ApiError } from '../src/api/api-error';
import { createLazyApi } from '../src/api/lazy-api';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';

type Answer = { status?: number; body?: string; setCrumb?: string } | 'network-error' | 'hang';

function fakeServer(answers: Answer[]) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    const answer = answers.shift() ?? { status: 200, body: '{}' };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }
    if (answer.setCrumb) document.cookie = `crumb=${answer.setCrumb}; path=/`;
    return new Response(answer.body ?? '', { status: answer.status ?? 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(answers: Answer[]) {
  const server = fakeServer(answers);
  const bus = createEventBus<TesseraEvents>();
  const seen: [string, unknown][] = [];
  for (const name of ['system-error', 'field-errors', 'login-required'] as const) {
    bus.on(name, (detail) => seen.push([name, detail]));
  }
  const api = createApi({ fetch: server.fetch, events: bus, baseUrl: 'https://site.test/' });
  return { api, calls: server.calls, seen };
}

/** The ApiError a call rejects with; fails the test when it resolves. */
function failure(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );
}

beforeEach(() => {
  document.cookie = 'crumb=abc123; path=/';
});
afterEach(() => {
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.useRealTimers();
});

describe('data layer requests', () => {
  it('adds the crumb from the crumb cookie and query parameters', async () => {
    const { api, calls } = setup([{ body: '{"key":"k1"}' }]);
    await expect(
      api.get('/api/multilingual/settings', { params: { a: 1, b: undefined } }),
    ).resolves.toEqual({ key: 'k1' });
    expect(calls[0]?.url.pathname).toBe('/api/multilingual/settings');
    expect(calls[0]?.url.searchParams.get('crumb')).toBe('abc123');
    expect(calls[0]?.url.searchParams.get('a')).toBe('1');
    expect(calls[0]?.url.searchParams.has('b')).toBe(false);
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends JSON bodies by default and form bodies when asked; objects in forms become JSON text', async () => {
    const { api, calls } = setup([{}, {}]);
    await api.put('/api/site-header-footer', { header: 'h', footer: 'f' });
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"header":"h","footer":"f"}');
    await api.post(
      '/api/form/SaveFormSubmission',
      { key: 'k', form: { name: ['a', 'b'] }, skip: undefined },
      { body: 'form' },
    );
    const body = calls[1]?.init.body as URLSearchParams;
    expect(body.get('key')).toBe('k');
    expect(body.get('form')).toBe('{"name":["a","b"]}');
    expect(body.has('skip')).toBe(false);
  });

  it('sends credentials for secure calls and same-origin otherwise', async () => {
    const { api, calls } = setup([{}, {}]);
    await api.post('/api/form/FormSubmissionKey', undefined, { secure: true });
    await api.delete('/api/site-users/account/session', { params: { cloneCart: false } });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[1]?.init.credentials).toBe('same-origin');
    expect(calls[1]?.init.method).toBe('DELETE');
    expect(calls[1]?.url.searchParams.get('cloneCart')).toBe('false');
  });

  it('sends default headers set later (the login xsrfToken)', async () => {
    const { api, calls } = setup([{}]);
    api.setDefaultHeader('X-XSRF-Token', 'tok');
    await api.get('/api/x');
    expect(new Headers(calls[0]?.init.headers).get('x-xsrf-token')).toBe('tok');
  });
});

describe('data layer errors (spec 000 §8)', () => {
  it('unparseable JSON: the exact internal error, routed to the system error overlay', async () => {
    const { api, seen } = setup([{ body: '<html>oops' }]);
    const error = await failure(api.get('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('parse');
    expect(error.message).toMatch(
      /^Internal Error: Unable to parse server response from \(\/api\/x\) as JSON: .+/,
    );
    expect(seen).toEqual([
      ['system-error', { kind: 'format', url: '/api/x', format: 'JSON', error: error.message }],
    ]);
  });

  it('a response with an error field is a failure even with status 200', async () => {
    const { api, seen } = setup([{ body: '{"error":"Nope"}' }]);
    await expect(api.get('/api/x')).rejects.toMatchObject({
      code: 'http',
      message: 'Nope',
      status: 200,
    });
    expect(seen).toEqual([['system-error', { kind: 'network', message: 'Nope' }]]);
  });

  it.each([
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [404, 'Unable to connect…'],
  ])('status %i gives %j', async (status, message) => {
    const { api } = setup([{ status, body: '' }]);
    await expect(api.get('/api/x')).rejects.toMatchObject({ status, message });
  });

  it('a connection failure after the retries: Unable to connect…, with retries 200 ms apart', async () => {
    vi.useFakeTimers();
    const { api, calls } = setup(['network-error', 'network-error', 'network-error']);
    const result = failure(api.get('/api/x', { retries: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(3);
    const error = await result;
    expect(error).toMatchObject({ code: 'network', message: 'Unable to connect…', status: 0 });
  });

  it('a retry that succeeds resolves with its answer', async () => {
    vi.useFakeTimers();
    const { api } = setup(['network-error', { status: 503 }, { body: '{"ok":true}' }]);
    const result = api.get('/api/x', { retries: 2 });
    await vi.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('no retries by default', async () => {
    const { api, calls } = setup(['network-error', {}]);
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('times out an attempt after timeoutMs', async () => {
    vi.useFakeTimers();
    const { api } = setup(['hang']);
    const result = failure(api.post('/api/census/button-click', {}, { timeoutMs: 2500 }));
    await vi.advanceTimersByTimeAsync(2500);
    await expect(result).resolves.toMatchObject({ code: 'timeout', message: 'Unable to connect…' });
  });

  it('never shows the crumb in messages or events', async () => {
    const { api, seen } = setup([{ body: 'not json' }]);
    const error = await failure(api.get('/api/x', { params: { a: 1 } }));
    expect(error.message).not.toContain('abc123');
    expect(error.url).toBe('/api/x?a=1');
    expect(JSON.stringify(seen)).not.toContain('abc123');
  });

  it('a failing status with an HTML error page still gets its message', async () => {
    const { api } = setup([
      { status: 503, body: '<html>Bad gateway</html>' },
      { status: 500, body: '<p>x</p>' },
    ]);
    await expect(api.get('/api/x')).rejects.toMatchObject({
      code: 'http',
      message: 'This service is temporarily unavailable. Please try again later.',
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({
      message: 'Internal server error. Please try again later.',
    });
  });

  it('other statuses are retried and end in Unable to connect…, whatever their error field', async () => {
    vi.useFakeTimers();
    const { api, calls } = setup([
      { status: 404 },
      { status: 429 },
      { status: 404, body: '{"error":"Not here"}' },
    ]);
    const result = failure(api.get('/api/x', { retries: 2 }));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(3);
    await expect(result).resolves.toMatchObject({ status: 404, message: 'Unable to connect…' });
  });

  it('listed statuses (400, 401, 403, 500, 501) are not retried', async () => {
    const { api, calls } = setup([{ status: 500 }, {}]);
    await expect(api.get('/api/x', { retries: 3 })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('an abort during the retry delay sends nothing more', async () => {
    vi.useFakeTimers();
    const { api, calls } = setup(['network-error', {}, {}]);
    const controller = new AbortController();
    const result = api.get('/api/x', { retries: 3, signal: controller.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(50);
    controller.abort(new Error('left the page'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    await expect(result).resolves.toMatchObject({ message: 'left the page' });
  });

  it('loginRequired raises the login event, before a crumbFail in the same answer', async () => {
    const { api, seen, calls } = setup([
      { status: 401, body: '{"loginRequired":true,"crumbFail":true}' },
    ]);
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'loginRequired' });
    expect(calls).toHaveLength(1);
    expect(seen).toEqual([['login-required', { url: '/api/x' }]]);
  });

  it('loginRequired raises the login event', async () => {
    const { api, seen } = setup([{ status: 401, body: '{"loginRequired":true}' }]);
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'loginRequired' });
    expect(seen).toEqual([['login-required', { url: '/api/x' }]]);
  });

  it('crumbFail resets the crumb and retries once with the fresh crumb', async () => {
    const { api, calls, seen } = setup([
      { status: 401, body: '{"crumbFail":true,"error":"crumbFail"}', setCrumb: 'fresh' },
      { body: '{"ok":1}' },
    ]);
    await expect(api.delete('/api/site-users/account/session')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.url.searchParams.get('crumb'))).toEqual(['abc123', 'fresh']);
    expect(seen).toEqual([]);
  });

  it('crumbFail resets a crumb the server did not replace', async () => {
    const { api, calls } = setup([{ status: 401, body: '{"crumbFail":true}' }, { body: '{}' }]);
    await api.post('/api/x');
    expect(calls[1]?.url.searchParams.has('crumb')).toBe(false);
  });

  it('crumbFail twice fails without a third attempt', async () => {
    const { api, calls } = setup([
      { status: 401, body: '{"crumbFail":true}', setCrumb: 'a' },
      { status: 401, body: '{"crumbFail":true}', setCrumb: 'b' },
      { body: '{}' },
    ]);
    await expect(api.post('/api/x')).rejects.toMatchObject({ code: 'crumbFail' });
    expect(calls).toHaveLength(2);
  });

  it('authorizationFail raises the system error overlay even when the caller has a failure handler', async () => {
    const { api, seen } = setup([{ status: 403, body: '{"authorizationFail":true}' }]);
    const onFailure = vi.fn();
    await expect(api.get('/api/x', { onFailure })).rejects.toMatchObject({
      code: 'authorizationFail',
    });
    expect(onFailure).not.toHaveBeenCalled();
    expect(seen).toEqual([['system-error', { kind: 'network', message: 'Unauthorized request' }]]);
  });

  it("the caller's failure handler takes the error instead of the dialogs", async () => {
    const { api, seen } = setup([{ status: 400, body: '{"errors":{"email":"Bad"}}' }]);
    const onFailure = vi.fn();
    await expect(api.post('/api/x', {}, { onFailure })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({
      fieldErrors: { email: 'Bad' },
      status: 400,
    });
    expect(seen).toEqual([]);
  });

  it('without a handler, field errors go to the field-errors dialog', async () => {
    const { api, seen } = setup([
      { status: 400, body: '{"errors":{"email":"Bad","name":"Missing"}}' },
    ]);
    await expect(api.post('/api/x')).rejects.toMatchObject({
      fieldErrors: { email: 'Bad', name: 'Missing' },
    });
    expect(seen).toEqual([
      ['field-errors', { errors: { email: 'Bad', name: 'Missing' }, url: '/api/x' }],
    ]);
  });

  it('field errors without a message are left out, never shown as "null"', async () => {
    const { api, seen } = setup([
      { status: 400, body: '{"errors":{"email":"Bad","name":null,"age":7}}' },
    ]);
    const error = await failure(api.post('/api/x'));
    // toEqual, not toMatchObject: a "name": "null" entry must fail this.
    expect(error.fieldErrors).toEqual({ email: 'Bad', age: '7' });
    expect(seen).toEqual([['field-errors', { errors: { email: 'Bad', age: '7' }, url: '/api/x' }]]);
  });

  it('otherwise the system error overlay shows the message', async () => {
    const { api, seen } = setup([{ status: 500, body: '{}' }]);
    await expect(api.post('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([
      [
        'system-error',
        { kind: 'network', message: 'Internal server error. Please try again later.' },
      ],
    ]);
  });
});

describe('where calls may go', () => {
  it.each([
    '//evil.test/api/x',
    'https://evil.test/api/x',
    '/api/../x',
    '/other',
    'javascript:alert(1)',
  ])('refuses %j without calling fetch, so the crumb never leaves the site', async (path) => {
    const { api, calls } = setup([]);
    await expect(api.get(path)).rejects.toThrow(
      /Data-layer calls go to paths under https:\/\/site\.test\/api\//,
    );
    expect(calls).toHaveLength(0);
  });

  it('secure calls go to the https domain when one is configured', async () => {
    const server = fakeServer([{}, {}]);
    const api = createApi({
      fetch: server.fetch,
      baseUrl: 'http://site.test/',
      secureBaseUrl: 'https://secure.site.test/',
      events: createEventBus(),
    });
    await api.post('/api/form/FormSubmissionKey', undefined, { secure: true });
    await api.get('/api/x');
    expect(server.calls[0]?.url.origin).toBe('https://secure.site.test');
    expect(server.calls[0]?.init.credentials).toBe('include');
    expect(server.calls[1]?.url.origin).toBe('http://site.test');
  });
});

describe('createLazyApi', () => {
  it('tries the import again after a failed one', async () => {
    const server = fakeServer([{ body: '{"b":2}' }]);
    const load = vi
      .fn<() => Promise<ReturnType<typeof createApi>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(createApi({ fetch: server.fetch, baseUrl: 'https://site.test/' }));
    const api = createLazyApi(load);
    await expect(api.get('/api/x')).rejects.toThrow('dynamically imported');
    await expect(api.get('/api/x')).resolves.toEqual({ b: 2 });
  });

  it('imports the data layer on first use and forwards calls and headers', async () => {
    const server = fakeServer([{ body: '{"a":1}' }]);
    const load = vi.fn(async () =>
      createApi({ fetch: server.fetch, baseUrl: 'https://site.test/' }),
    );
    const api = createLazyApi(load);
    expect(load).not.toHaveBeenCalled();
    await api.setDefaultHeader('X-Test', '1');
    await expect(api.get('/api/x')).resolves.toEqual({ a: 1 });
    expect(load).toHaveBeenCalledOnce();
    expect(new Headers(server.calls[0]?.init.headers).get('x-test')).toBe('1');
  });
});
