// The data layer outside a browser (server-side rendering, tests in node): no page location.
import { describe, expect, it } from 'vitest';
import { callOrigin } from '../src/api/secure-call';

describe('callOrigin without a page', () => {
  it('falls back to http://127.0.0.1/ unless a base URL is given', () => {
    expect(typeof location).toBe('undefined');
    expect(callOrigin({}, {}).href).toBe('http://127.0.0.1/');
    expect(callOrigin({ baseUrl: 'https://site.test/x' }, {}).href).toBe('https://site.test/x');
  });
});
