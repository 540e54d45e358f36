// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FORM_RENDER_PATH, type FormApi, recordFormRender } from '../src';

const payload = {
  formId: 'contact',
  visitorCookie: 'v|1|1|1|1',
  pageTitle: 'Contact',
  pageId: 'c1',
  contentSource: 'c' as const,
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
};

describe('recordFormRender (spec 002 §7)', () => {
  it('posts form-encoded to /api/census/form-render with the 2500 ms tracking time-out (spec 002 §9)', async () => {
    const calls: unknown[][] = [];
    const api: FormApi = {
      post: async (...args: unknown[]) => {
        calls.push(args);
        return undefined as never;
      },
    };
    await recordFormRender(api, payload);
    expect(FORM_RENDER_PATH).toBe('/api/census/form-render');
    expect(calls).toEqual([
      [
        '/api/census/form-render',
        payload,
        expect.objectContaining({ body: 'form', timeoutMs: 2500 }),
      ],
    ]);
  });

  it('swallows a rejection: analytics failures never reach the visitor (spec 000 §8)', async () => {
    const api: FormApi = { post: () => Promise.reject(new Error('offline')) };
    await expect(recordFormRender(api, payload)).resolves.toBe(undefined);
  });
});
