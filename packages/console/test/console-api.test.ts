// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi, withQuery } from '../src/console-api';
import { ConsoleApiError } from '../src/console-api-error';
import { fakeFetch, json } from './console-harness';

afterEach(() => {
  document.cookie = 'crumb=; max-age=0';
});

describe('withQuery', () => {
  it('leaves out empty and undefined values', () => {
    expect(withQuery('/api/x', { a: 'b c', n: 2, e: '', u: undefined })).toBe('/api/x?a=b+c&n=2');
    expect(withQuery('/api/x')).toBe('/api/x');
  });
});

describe('createConsoleApi', () => {
  it('sends every call same-origin with credentials and the X-XSRF-Token header', async () => {
    const server = fakeFetch({ 'GET /api/a': json({ ok: 1 }) });
    const api = createConsoleApi({ xsrfToken: 'tok', fetch: server.fetch, document });
    expect(await api.get('/api/a', { q: 'x' })).toEqual({ ok: 1 });
    expect(server.calls).toEqual([
      {
        method: 'GET',
        url: '/api/a?q=x',
        headers: { accept: 'application/json', 'X-XSRF-Token': 'tok' },
        body: undefined,
        credentials: 'same-origin',
      },
    ]);
  });

  it('sends the crumb as X-CSRF-Token and the body as JSON on writes', async () => {
    document.cookie = 'crumb=abcdefghijklmnop1234';
    const server = fakeFetch({ 'PUT /api/b': json({ saved: true }) });
    const api = createConsoleApi({ xsrfToken: 'tok', fetch: server.fetch, document });
    expect(await api.send('PUT', '/api/b', { a: 1 })).toEqual({ saved: true });
    expect(server.calls[0]?.headers).toEqual({
      accept: 'application/json',
      'X-XSRF-Token': 'tok',
      'x-csrf-token': 'abcdefghijklmnop1234',
      'content-type': 'application/json',
    });
    expect(server.calls[0]?.body).toEqual({ a: 1 });
  });

  it('rejects a refused call with the status, the server text and the field errors', async () => {
    const server = fakeFetch({
      'PUT /api/c': json(
        { error: 'Invalid.', fieldErrors: { cookieBannerCtaText: 'Too long', n: 3 } },
        400,
      ),
    });
    const api = createConsoleApi({ xsrfToken: 'tok', fetch: server.fetch, document });
    const error = await api.send('PUT', '/api/c', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect({ ...(error as ConsoleApiError), message: (error as Error).message }).toEqual({
      name: 'ConsoleApiError',
      status: 400,
      serverMessage: 'Invalid.',
      fieldErrors: { cookieBannerCtaText: 'Too long' },
      body: { error: 'Invalid.', fieldErrors: { cookieBannerCtaText: 'Too long', n: 3 } },
      message: 'Invalid.',
    });
  });

  it('rejects with status 0 when the network fails', async () => {
    const api = createConsoleApi({
      xsrfToken: 'tok',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      document,
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });

  it('downloads a file with the name the server gave it', async () => {
    const server = fakeFetch({
      'GET /api/f.csv': new Response('a,b\r\n', {
        headers: { 'content-disposition': 'attachment; filename="form-1.csv"' },
      }),
    });
    const api = createConsoleApi({ xsrfToken: 'tok', fetch: server.fetch, document });
    const file = await api.download('/api/f.csv', { formId: 'form-1' });
    expect(file.fileName).toBe('form-1.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
    expect(server.calls[0]?.url).toBe('/api/f.csv?formId=form-1');
  });
});
