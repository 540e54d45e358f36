// @vitest-environment jsdom
import { CONSENT_COOKIE } from '@tessera/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_RENDER_PATH, type FormApi, recordFormRender } from '../src';

const payload = {
  formId: 'contact',
  visitorCookie: '',
  pageTitle: 'Contact',
  pageId: 'c1',
  contentSource: 'c' as const,
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
};
const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

function recordingApi() {
  const calls: unknown[][] = [];
  const api: FormApi = {
    post: async (...args: unknown[]) => {
      calls.push(args);
      return undefined as never;
    },
  };
  return { api, calls };
}

afterEach(() => {
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('recordFormRender (spec 002 §7), through the tracking gate', () => {
  it('posts form-encoded to /api/census/form-render with the 2500 ms tracking time-out and the visitor record', async () => {
    const { api, calls } = recordingApi();
    await expect(recordFormRender(api, payload, {})).resolves.toBe(true);
    expect(FORM_RENDER_PATH).toBe('/api/census/form-render');
    const record = decodeURIComponent(/ss_cvr=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    expect(record).toMatch(/^[0-9a-f]{32}(\|[0-9]+){4}$/);
    expect(calls).toEqual([
      [
        '/api/census/form-render',
        { ...payload, visitorCookie: record },
        expect.objectContaining({ body: 'form', timeoutMs: 2500 }),
      ],
    ]);
  });

  it('is not sent before consent under a restrictive policy, and is after acceptance', async () => {
    const { api, calls } = recordingApi();
    await expect(recordFormRender(api, payload, RESTRICTIVE)).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(document.cookie).toBe('');
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    await expect(recordFormRender(api, payload, RESTRICTIVE)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('is not sent for a logged-in owner (spec 002 §6)', async () => {
    const { api, calls } = recordingApi();
    const owner = { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['admin'] } };
    await expect(recordFormRender(api, payload, owner)).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('swallows a rejection: analytics failures never reach the visitor (spec 000 §8)', async () => {
    const api: FormApi = { post: () => Promise.reject(new Error('offline')) };
    await expect(recordFormRender(api, payload, {})).resolves.toBe(false);
  });
});
