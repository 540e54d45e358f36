// @vitest-environment jsdom
import { CONSENT_COOKIE, type PageContext } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  localStorageSupported,
  PAGE_VIEW_EVENT,
  pageViewData,
  sendPageView,
  sendSearchHit,
} from '../src/page-view';

const PAGE: PageContext = {
  website: { id: 'site-1', language: 'en-GB', templateId: 'tpl-1' },
  collectionId: 'col-1',
  itemId: 'item-1',
  item: { id: 'item-1', recordType: 1 },
};
const RESTRICTIVE = { ...PAGE, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

function recordingApi() {
  const calls: [string, unknown, Record<string, unknown>][] = [];
  const api = {
    post: async (path: string, body: unknown, options: Record<string, unknown>) => {
      calls.push([path, body, options]);
      return {} as never;
    },
  };
  return { api, calls };
}

afterEach(() => {
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the page-view hit data (spec 002 §3)', () => {
  it('has every field of the tracking hit data', () => {
    window.history.replaceState(null, '', '/shop/print?utm_source=mail&x=1');
    document.title = 'A print';
    const data = pageViewData(PAGE, document, 1_760_000_000_000);
    expect(data).toEqual({
      url: 'http://localhost:3000/shop/print',
      title: 'A print',
      itemId: 'item-1',
      recordType: 1,
      collectionId: 'col-1',
      websiteId: 'site-1',
      templateId: 'tpl-1',
      website_locale: 'en-GB',
      userAgent: navigator.userAgent,
      clientDate: 1_760_000_000_000,
      viewportInnerWidth: window.innerWidth,
      viewportInnerHeight: window.innerHeight,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      localStorageSupported: true,
      queryString: 'utm_source=mail&x=1',
      referrer: document.referrer,
    });
  });

  it('fills what the context lacks with null, from the item and the collection objects, and the page language', () => {
    document.documentElement.lang = 'fr';
    const data = pageViewData(
      { templateId: 'tpl-2', item: { id: 'i2', recordType: 'event' }, collection: { id: 'c2' } },
      document,
    );
    expect([
      data.itemId,
      data.recordType,
      data.collectionId,
      data.websiteId,
      data.templateId,
      data.website_locale,
    ]).toEqual(['i2', 'event', 'c2', null, 'tpl-2', 'fr']);
    document.documentElement.lang = '';
    const bare = pageViewData({ item: { id: 'i3', recordType: { no: 1 } } }, document);
    expect([bare.recordType, bare.website_locale, bare.templateId]).toEqual([null, null, null]);
  });

  it('says whether local storage may be used, writing nothing', () => {
    expect(localStorageSupported(window)).toBe(true);
    const blocked = Object.create(window) as Window;
    Object.defineProperty(blocked, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(localStorageSupported(blocked)).toBe(false);
    expect(localStorageSupported({} as Window)).toBe(false);
    expect(localStorageSupported(null)).toBe(false);
  });
});

describe('sendPageView', () => {
  it('posts the hit url-encoded to /api/census/RecordHit with the visitor record, through the gate', async () => {
    const { api, calls } = recordingApi();
    await expect(sendPageView(PAGE, document, api)).resolves.toBe(true);
    const [path, body, options] = calls[0]!;
    expect(path).toBe('/api/census/RecordHit');
    expect(options).toMatchObject({ body: 'form', timeoutMs: 2500, keepalive: true });
    const hit = body as { event: string; data: string; ss_cvr: string };
    expect(hit.event).toBe(PAGE_VIEW_EVENT);
    expect(JSON.parse(hit.data).websiteId).toBe('site-1');
    expect(hit.ss_cvr).toBe(decodeURIComponent(/ss_cvr=([^;]+)/.exec(document.cookie)![1]!));
  });

  it('is dropped before consent under a restrictive policy, for an owner, and on /search', async () => {
    const { api, calls } = recordingApi();
    await expect(sendPageView(RESTRICTIVE, document, api)).resolves.toBe(false);
    expect(document.cookie).toBe('');
    const owner = { ...PAGE, authenticatedAccount: { id: 'a' }, websiteRoles: { a: ['admin'] } };
    await expect(sendPageView(owner, document, api)).resolves.toBe(false);
    window.history.replaceState(null, '', '/search?q=print');
    await expect(sendPageView(PAGE, document, api)).resolves.toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('the site-search hit of the /search page (spec 002 §6, §7)', () => {
  it('sends the search hit and the commerce search event with what was searched', async () => {
    const { api, calls } = recordingApi();
    window.history.replaceState(null, '', '/search?q=linen%20shirt');
    await expect(sendSearchHit(PAGE, document, api)).resolves.toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // The search event's sender is a chunk fetched on /search: it may answer after the hit.
    const event = calls.find(([path]) => path === '/api/events/RecordEvent');
    const hit = calls.find(([path]) => path === '/api/census/RecordHit');
    expect(event).toEqual([
      '/api/events/RecordEvent',
      { crumb: '', event: 'commerce_search', data: '{"searchQuery":"linen shirt"}' },
      { body: 'form', timeoutMs: 2500, keepalive: true, onFailure: expect.any(Function) },
    ]);
    const hitBody = hit?.[1] as { data: string } | undefined;
    expect([hit?.[0], JSON.parse(hitBody?.data ?? '{}').searchQuery]).toEqual([
      '/api/census/RecordHit',
      'linen shirt',
    ]);
  });

  it('sends neither before consent under a restrictive policy', async () => {
    const { api, calls } = recordingApi();
    window.history.replaceState(null, '', '/search?q=mug');
    await expect(sendSearchHit(RESTRICTIVE, document, api)).resolves.toBe(false);
    expect(calls).toEqual([]);
  });
});
