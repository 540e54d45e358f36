// @vitest-environment jsdom
/** The data layer's parts, each alone (the wiring is covered by api.test.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { buildUrl, shownUrl } from '../src/api/build-url';
import { apiMessages } from '../src/api/messages';
import { readAnswer } from '../src/api/read-answer';
import { isRetryable } from '../src/api/retry-rules';
import { callCredentials, callOrigin } from '../src/api/secure-call';

const answer = (status: number, body = '') => new Response(body, { status });

describe('retry rules (spec 000 §8)', () => {
  it('retries no answer and the statuses without a message of their own', () => {
    const statuses = [200, 400, 401, 403, 404, 429, 500, 501, 502, 503, 504];
    expect(statuses.map((status) => isRetryable(answer(status)))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(isRetryable(undefined)).toBe(true);
  });
});

describe('secure calls and the URL', () => {
  afterEach(() => {
    document.cookie = 'crumb=; max-age=0; path=/';
  });

  it('sends a secure call to the secure origin with credentials', () => {
    const options = { baseUrl: 'http://site.test/', secureBaseUrl: 'https://secure.test/' };
    expect(callOrigin(options, { secure: true }).origin).toBe('https://secure.test');
    expect(callOrigin(options, {}).origin).toBe('http://site.test');
    expect([callCredentials({ secure: true }), callCredentials({})]).toEqual([
      'include',
      'same-origin',
    ]);
  });

  it('adds the parameters and the crumb, and shows the URL without the crumb', () => {
    document.cookie = 'crumb=abc123; path=/';
    const url = buildUrl({ baseUrl: 'http://site.test/' }, 'crumb', '/api/x', {
      params: { a: 1, b: null, c: undefined, d: false },
    });
    expect(url.href).toBe('http://site.test/api/x?a=1&d=false&crumb=abc123');
    expect(shownUrl(url)).toBe('/api/x?a=1&d=false');
  });

  it('refuses a path outside /api/ or another origin', () => {
    const options = { baseUrl: 'http://site.test/' };
    expect(() => buildUrl(options, 'crumb', '/other', {})).toThrow(
      'Data-layer calls go to paths under http://site.test/api/; refused "/other"',
    );
    expect(() => buildUrl(options, 'crumb', 'http://evil.test/api/x', {})).toThrow(TypeError);
  });
});

describe('reading an answer (spec 000 §8 order)', () => {
  const read = async (response: Response | undefined, timedOut = false) => {
    const result = await readAnswer({ response, timedOut }, '/api/x', apiMessages);
    return result.ok
      ? { data: result.data }
      : { code: result.error.code, message: result.error.message };
  };

  it('gives the data of a good answer, {} for an empty one', async () => {
    expect(await read(answer(200, '{"a":1}'))).toEqual({ data: { a: 1 } });
    expect(await read(answer(200, ''))).toEqual({ data: {} });
  });

  it('names loginRequired before crumbFail before authorizationFail', async () => {
    const all = '{"loginRequired":true,"crumbFail":true,"authorizationFail":true}';
    expect(await read(answer(200, all))).toEqual({
      code: 'loginRequired',
      message: 'Unauthorized request',
    });
    expect(await read(answer(200, '{"crumbFail":true,"authorizationFail":true}'))).toEqual({
      code: 'crumbFail',
      message: 'Unauthorized request',
    });
  });

  it('gives the spec message for no answer, a time-out, a status and a body that is not JSON', async () => {
    expect(await read(undefined)).toEqual({ code: 'network', message: 'Unable to connect…' });
    expect(await read(undefined, true)).toEqual({ code: 'timeout', message: 'Unable to connect…' });
    expect(await read(answer(503, '<html>'))).toEqual({
      code: 'http',
      message: 'This service is temporarily unavailable. Please try again later.',
    });
    expect(await read(answer(200, 'nope'))).toEqual({
      code: 'parse',
      message: expect.stringMatching(
        /^Internal Error: Unable to parse server response from \(\/api\/x\) as JSON: /,
      ),
    });
    expect(await read(answer(200, '{"error":"Closed."}'))).toEqual({
      code: 'http',
      message: 'Closed.',
    });
  });
});
