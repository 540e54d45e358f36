// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../src/api/api';
import { CENSUS_RECORD_HIT_PATH, FORM_RENDER_PATH } from '../src/contract/api-paths';
import { CONSENT_COOKIE } from '../src/contract/consent-cookies';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';
import { PageType } from '../src/model/page-types';
import type { PageContext } from '../src/page-context';
import { TRACKING_TIMEOUT_MS, track } from '../src/tracking/track';
import { trackingExclusion } from '../src/tracking/tracking-exclusion';

function setup(answer: () => Promise<Response> = async () => new Response('{}')) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      answer().then(resolve, reject);
    });
  }) as unknown as typeof globalThis.fetch;
  const events = createEventBus<TesseraEvents>();
  const routed: string[] = [];
  for (const name of ['system-error', 'field-errors', 'login-required'] as const) {
    events.on(name, () => routed.push(name));
  }
  const api = createApi({ fetch, events, baseUrl: 'https://site.test/' });
  return { api, calls, routed, events };
}

const RESTRICTIVE: PageContext = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
const OWNER: PageContext = { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['admin'] } };
const VIEWER: PageContext = { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: [10] } };

afterEach(() => {
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('track: the tracking gate', () => {
  it('sends JSON by default, url-encoded with form, with the 2,500 ms time-out, kept alive', async () => {
    expect(TRACKING_TIMEOUT_MS).toBe(2500);
    const { api, calls } = setup();
    const post = vi.spyOn(api, 'post');
    await expect(track(CENSUS_RECORD_HIT_PATH, { event: 'view' }, { api, page: {} })).resolves.toBe(
      true,
    );
    await expect(
      track(FORM_RENDER_PATH, { formId: 'f1' }, { api, page: {}, form: true }),
    ).resolves.toBe(true);
    expect(calls.map((c) => c.url.pathname)).toEqual([CENSUS_RECORD_HIT_PATH, FORM_RENDER_PATH]);
    expect(calls[0]?.init.body).toBe('{"event":"view"}');
    expect(String(calls[1]?.init.body)).toBe('formId=f1');
    expect(calls.every((c) => c.init.keepalive === true)).toBe(true);
    expect(post.mock.calls.map((call) => call[2]?.timeoutMs)).toEqual([2500, 2500]);
  });

  it('drops the call before consent under a restrictive policy, sends it after acceptance', async () => {
    const { api, calls } = setup();
    await expect(track(FORM_RENDER_PATH, {}, { api, page: RESTRICTIVE })).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    await expect(track(FORM_RENDER_PATH, {}, { api, page: RESTRICTIVE })).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('drops the call after a decline even without a restrictive policy; nothing is queued', async () => {
    const { api, calls, events } = setup();
    document.cookie = `${CONSENT_COOKIE}=false; path=/`;
    await expect(track(FORM_RENDER_PATH, {}, { api, page: {}, events })).resolves.toBe(false);
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    await Promise.resolve();
    expect(calls).toHaveLength(0);
  });

  it('creates the visitor cookies first and sends the record in visitorCookie or ss_cvr', async () => {
    const { api, calls } = setup();
    await track(
      FORM_RENDER_PATH,
      { formId: 'f1', visitorCookie: '' },
      { api, page: {}, form: true },
    );
    const record = decodeURIComponent(/ss_cvr=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    expect(record).toMatch(/^[0-9a-f]{32}(\|[0-9]+){4}$/);
    expect(new URLSearchParams(String(calls[0]?.init.body)).get('visitorCookie')).toBe(record);
    await track(CENSUS_RECORD_HIT_PATH, { ss_cvr: '' }, { api, page: {} });
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ ss_cvr: record });
    await track(CENSUS_RECORD_HIT_PATH, { event: 'x' }, { api, page: {} });
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ event: 'x' });
  });

  it('drops the call for a logged-in owner, not for a viewer-only account', async () => {
    const { api, calls } = setup();
    await expect(track(FORM_RENDER_PATH, {}, { api, page: OWNER })).resolves.toBe(false);
    await expect(track(FORM_RENDER_PATH, {}, { api, page: VIEWER })).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('reads the page context and the path from the document when not given', async () => {
    const { api, calls } = setup();
    document.head.innerHTML = `<script type="application/json" id="tessera-context">${JSON.stringify(OWNER)}</script>`;
    await expect(track(FORM_RENDER_PATH, {}, { api })).resolves.toBe(false);
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/config/pages');
    await expect(track(FORM_RENDER_PATH, {}, { api })).resolves.toBe(false);
    window.history.replaceState(null, '', '/search');
    await expect(track(CENSUS_RECORD_HIT_PATH, {}, { api, pageView: true })).resolves.toBe(false);
    await expect(track(FORM_RENDER_PATH, {}, { api })).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('never throws and opens no overlay: a failing status, a network error, a time-out all resolve false', async () => {
    for (const answer of [
      async () => new Response('{"error":"nope"}', { status: 500 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('not json'),
    ]) {
      const { api, routed } = setup(answer);
      await expect(track(FORM_RENDER_PATH, {}, { api, page: {} })).resolves.toBe(false);
      expect(routed).toEqual([]);
    }
    vi.useFakeTimers();
    // Never answers; the data layer's time-out aborts it.
    const { api, routed, calls } = setup(() => new Promise<Response>(() => {}));
    const pending = track(FORM_RENDER_PATH, {}, { api, page: {} });
    await vi.advanceTimersByTimeAsync(2499);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    await expect(pending).resolves.toBe(false);
    expect(routed).toEqual([]);
    const broken = {
      post: () => {
        throw new Error('sync');
      },
    };
    await expect(track(FORM_RENDER_PATH, {}, { api: broken, page: {} })).resolves.toBe(false);
  });
});

describe('trackingExclusion (spec 002 §6)', () => {
  it('names each exclusion, and none for an anonymous visitor on a public page', () => {
    expect(trackingExclusion({}, '/')).toBe(undefined);
    expect(trackingExclusion({ trackingDisabled: true }, '/')).toBe('disabled');
    expect(trackingExclusion({ trackingDisabled: 'true' as never }, '/')).toBe(undefined);
    expect(trackingExclusion({}, '/config')).toBe('config');
    expect(trackingExclusion({}, '/config/pages')).toBe('config');
    expect(trackingExclusion({}, '/configuration')).toBe(undefined);
    expect(trackingExclusion(VIEWER, '/config')).toBe('config');
    expect(trackingExclusion(VIEWER, '/')).toBe(undefined);
    expect(trackingExclusion(OWNER, '/')).toBe('account');
    expect(trackingExclusion({ authenticatedAccount: { id: 'a1' } }, '/')).toBe('account');
    expect(trackingExclusion({ authenticatedAccount: null }, '/')).toBe(undefined);
    expect(trackingExclusion({ pageType: PageType.NOT_FOUND }, '/x')).toBe('page');
    expect(trackingExclusion({ pageType: PageType.LOCK_SCREEN }, '/x')).toBe('page');
    expect(trackingExclusion({ pageType: PageType.MEMBER_AREA_ACCESS_DENIED }, '/x')).toBe('page');
    expect(trackingExclusion({ pageType: PageType.ERROR }, '/x')).toBe(undefined);
  });

  it('excludes /search only for page views', () => {
    expect(trackingExclusion({}, '/search', true)).toBe('search');
    expect(trackingExclusion({ pageType: PageType.SEARCH }, '/find', true)).toBe('search');
    expect(trackingExclusion({}, '/search')).toBe(undefined);
    expect(trackingExclusion({}, '/searching', true)).toBe(undefined);
  });
});
