import { ApiError, createApi, createEventBus, type TesseraEvents } from '@tessera/runtime';
import { describe, expect, it } from 'vitest';
import { logIn, loginFailureMessage } from '../src/log-in';
import { isLogoutConfirmationUrl, logOut, logoutDestination } from '../src/log-out';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A data layer on a fake server answering `answers` in turn; records every request. */
function fakeApi(answers: [number, unknown][]) {
  const sent: Sent[] = [];
  const bus = createEventBus<TesseraEvents>();
  const emitted: string[] = [];
  for (const name of ['login-required', 'system-error', 'field-errors'] as const) {
    bus.on(name, () => emitted.push(name));
  }
  const api = createApi({
    baseUrl: 'https://site.test/',
    retryDelayMs: 0,
    events: bus,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({
        method: request.method,
        url: request.url.replace('https://site.test', ''),
        headers: Object.fromEntries(request.headers),
        body:
          request.method === 'GET' || request.method === 'DELETE'
            ? undefined
            : await request.json(),
      });
      const [status, body] = answers.shift() ?? [200, {}];
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, sent, emitted };
}

const credentials = { email: 'owner@example.com', password: 'secret', rememberMe: true };

describe('logIn', () => {
  it('posts email, password and rememberMe, then sends the xsrfToken on every later call', async () => {
    const { api, sent } = fakeApi([
      [200, { xsrfToken: 'tok-1', accountId: 'a1' }],
      [200, { ok: true }],
      [200, { ok: true }],
    ]);
    expect(await logIn(api, credentials)).toEqual({ xsrfToken: 'tok-1', accountId: 'a1' });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/site-users/account/session');
    expect(sent[0]!.body).toEqual(credentials);
    expect(sent[0]!.headers['x-xsrf-token']).toBeUndefined();
    await api.get('/api/form/submissions');
    await api.post('/api/anything', { a: 1 });
    expect(sent.slice(1).map((request) => request.headers['x-xsrf-token'])).toEqual([
      'tok-1',
      'tok-1',
    ]);
  });

  it('a wrong password rejects with the server words and raises no overlay', async () => {
    const { api, sent, emitted } = fakeApi([
      [401, { error: 'The email or password is incorrect.' }],
      [200, {}],
    ]);
    const failure = await logIn(api, credentials).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(loginFailureMessage(failure)).toBe('The email or password is incorrect.');
    expect(emitted).toEqual([]);
    await api.get('/api/next');
    expect(sent[1]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it('an answer without a token is a failure, and sets no header', async () => {
    const { api, sent } = fakeApi([
      [200, { accountId: 'a1' }],
      [200, {}],
    ]);
    await expect(logIn(api, credentials)).rejects.toThrow('The login answer carries no xsrfToken.');
    await api.get('/api/next');
    expect(sent[1]!.headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('loginFailureMessage', () => {
  const error = (status: number, data: unknown, code: ApiError['code'] = 'http') =>
    new ApiError('Unauthorized request', { code, status, url: '/x', data });

  it('the server words first; the catalogue for 401 and 429 without them; else the data layer', () => {
    expect(loginFailureMessage(error(429, { error: 'Wait.' }))).toBe('Wait.');
    expect(loginFailureMessage(error(429, {}))).toBe(
      'Too many login attempts. Please wait before trying again.',
    );
    expect(loginFailureMessage(error(401, {}))).toBe('The email or password is incorrect.');
    expect(loginFailureMessage(error(401, { error: 7 }))).toBe(
      'The email or password is incorrect.',
    );
    expect(loginFailureMessage(error(401, {}, 'crumbFail'))).toBe('Unauthorized request');
    expect(loginFailureMessage(error(0, undefined, 'network'))).toBe('Unauthorized request');
    expect(loginFailureMessage(new Error('boom'))).toBe('Error: boom');
  });
});

describe('logOut', () => {
  it('DELETE …/session?cloneCart=false by default, true when asked; the header is dropped', async () => {
    const { api, sent } = fakeApi([
      [200, { xsrfToken: 'tok-1' }],
      [200, { success: true }],
      [200, {}],
      [200, { success: true }],
    ]);
    await logIn(api, credentials);
    await logOut(api);
    await api.get('/api/next');
    await logOut(api, { cloneCart: true });
    expect(sent.map((request) => `${request.method} ${request.url.split('&crumb')[0]}`)).toEqual([
      'POST /api/site-users/account/session',
      'DELETE /api/site-users/account/session?cloneCart=false',
      'GET /api/next',
      'DELETE /api/site-users/account/session?cloneCart=true',
    ]);
    expect(sent[1]!.headers['x-xsrf-token']).toBe('tok-1');
    expect(sent[2]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it('is retried once when the answer reports crumbFail, and not a second time', async () => {
    const once = fakeApi([
      [401, { crumbFail: true }],
      [200, { success: true }],
    ]);
    await logOut(once.api);
    expect(once.sent.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);

    const twice = fakeApi([
      [401, { crumbFail: true }],
      [401, { crumbFail: true }],
      [200, { success: true }],
    ]);
    await expect(logOut(twice.api)).rejects.toBeInstanceOf(ApiError);
    expect(twice.sent.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
  });
});

describe('logoutDestination and the confirmation address (spec 000 §2)', () => {
  const url = new URL('https://shop.example.com/gallery.html?tag=red#x');

  it('the site root, or the framed page itself, with logout=true', () => {
    expect(logoutDestination(url, false)).toBe('/?logout=true');
    expect(logoutDestination(url, true)).toBe('/gallery.html?tag=red&logout=true');
    expect(logoutDestination(new URL('https://a.test/?logout=false'), true)).toBe('/?logout=true');
  });

  it('shows the confirmation for logout=true only', () => {
    const at = (search: string) => isLogoutConfirmationUrl(new URL(`https://a.test/${search}`));
    expect([
      at('?logout=true'),
      at('?x=1&logout=true'),
      at('?logout'),
      at('?logout=1'),
      at(''),
    ]).toEqual([true, true, false, false, false]);
  });
});
