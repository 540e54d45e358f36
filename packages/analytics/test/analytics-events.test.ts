// @vitest-environment jsdom
/**
 * Analytics events (spec 002 §3, §5, §7, §8, §9): the common fields and their type checks, the
 * session info, the environment from the host, the analytics id kept 390 days with the storage
 * messages, the A/B variant, the send with its failure message, and trackInternal.
 */
import { type Api, ApiError, CONSENT_COOKIE } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVariant, resetVariant } from '../src/events/ab-variant';
import { ANALYTICS_ID_DAYS, readAnalyticsId } from '../src/events/analytics-id';
import { splitCommonFields } from '../src/events/common-fields';
import { environmentOf } from '../src/events/environment';
import { trackAnalyticsEvent, trackInternal } from '../src/events/send-analytics-event';
import { sessionInfo } from '../src/events/session-info';

const DAY = 86_400_000;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  history.replaceState(null, '', '/');
});

describe('environmentOf: the environment from the host', () => {
  it.each([
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['[::1]', 'dev'],
    ['192.168.1.20', 'dev'],
    ['studio.local', 'dev'],
    ['studio.test', 'dev'],
    ['app.localhost', 'dev'],
    ['staging.studio.com', 'staging'],
    ['staging-2.studio.com', 'staging'],
    ['preview.studio.com', 'staging'],
    ['STAGING.Studio.com', 'staging'],
    ['www.studio.com', 'prod'],
    ['mystaging.com', 'prod'],
    ['studio.com', 'prod'],
    ['localhost.studio.com', 'prod'],
  ])('%s is %s', (host, environment) => {
    expect(environmentOf(host)).toBe(environment);
  });
});

describe('splitCommonFields: the type checks of spec 002 §5', () => {
  it('keeps common fields of the right type, and moves the others to custom data with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { common, custom } = splitCommonFields({
      action: 'add-to-cart',
      pagePath: '/store',
      websiteId: null,
      templateId: 42,
      event_source: null,
      actor: undefined,
      price: 12,
    });
    expect(common).toEqual({ action: 'add-to-cart', pagePath: '/store', websiteId: null });
    expect(custom).toEqual({ templateId: 42, event_source: null, actor: undefined, price: 12 });
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] Analytics event field "templateId" must be a string or null, got number: moved to custom data.',
      ],
      [
        '[tessera] Analytics event field "event_source" must be a string, got null: moved to custom data.',
      ],
      [
        '[tessera] Analytics event field "actor" must be a string or null, got undefined: moved to custom data.',
      ],
    ]);
  });
});

describe('the analytics id (390 days)', () => {
  it('is created once, stored with its expiry, and read back until it expires', () => {
    const now = 1_700_000_000_000;
    const first = readAnalyticsId(window, now);
    expect(first.created).toBe(true);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(localStorage.getItem('tessera-analytics-id') ?? '')).toEqual({
      id: first.id,
      expires: now + ANALYTICS_ID_DAYS * DAY,
    });
    expect(ANALYTICS_ID_DAYS).toBe(390);
    expect(readAnalyticsId(window, now + 389 * DAY)).toEqual({ id: first.id, created: false });
    const later = readAnalyticsId(window, now + 390 * DAY);
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it.each(['not json', '{"id":5,"expires":9e15}', '{"id":"a"}', '[]', 'null'])(
    'a stored value %s is replaced by a new id',
    (stored) => {
      localStorage.setItem('tessera-analytics-id', stored);
      expect(readAnalyticsId(window).created).toBe(true);
    },
  );

  it('warns with the spec’s messages when storage fails, and still answers an id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(readAnalyticsId(window).id).toMatch(/^[0-9a-f-]{36}$/);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    readAnalyticsId(window);
    expect(warn.mock.calls).toEqual([
      ['Unable to store analyticsId'],
      ['Unable access local/session storage'],
      ['Unable to store analyticsId'],
    ]);
  });
});

describe('the A/B variant: from the query or storage; reset clears it', () => {
  it('reads, stores, clears', () => {
    expect(readVariant(window)).toBeNull();
    history.replaceState(null, '', '/?variantId=b');
    expect(readVariant(window)).toBe('b');
    history.replaceState(null, '', '/');
    expect(readVariant(window)).toBe('b');
    history.replaceState(null, '', '/?variantId=c');
    expect(readVariant(window)).toBe('c');
    history.replaceState(null, '', '/?variantId=');
    expect(readVariant(window)).toBeNull();
    history.replaceState(null, '', '/');
    expect(readVariant(window)).toBeNull();
    localStorage.setItem('tessera-variant', 'd');
    expect(readVariant(window)).toBe('d');
    resetVariant(window);
    expect(readVariant(window)).toBeNull();
  });
});

describe('sessionInfo: from the visitor record', () => {
  it('names the session, the first session and the landing page', () => {
    expect(sessionInfo('abc|100|100|5000|1', 4000)).toEqual({
      sessionId: 'abc-1',
      isFirstSession: true,
      isFirstLanding: true,
    });
    expect(sessionInfo('abc|100|200|3000|4', 4000.6)).toEqual({
      sessionId: 'abc-4',
      isFirstSession: false,
      isFirstLanding: false,
    });
    for (const bad of ['', 'abc', 'abc|1|2|3', 'abc|x|2|3|4']) {
      expect(sessionInfo(bad, 0)).toEqual({
        sessionId: null,
        isFirstSession: false,
        isFirstLanding: false,
      });
    }
  });
});

describe('trackAnalyticsEvent', () => {
  let posted: { path: string; body: Record<string, unknown> }[];
  let fail: ApiError | undefined;
  const api: Pick<Api, 'post'> = {
    post: (async (path: string, body: Record<string, unknown>) => {
      posted.push({ path, body });
      if (fail) throw fail;
      return {};
    }) as Api['post'],
  };
  const page = { website: { id: 'site-1', language: 'en-US' }, templateId: 'tpl' };

  beforeEach(() => {
    posted = [];
    fail = undefined;
    history.replaceState(null, '', '/store?variantId=b#sizes');
  });

  it('posts the spec’s fields: analyticsId, commonData with session and environment, customData, schema', async () => {
    const sent = await trackAnalyticsEvent(
      { action: 'add-to-cart', object_type: 'product', sku: 'mug', customData: { qty: 2 } },
      { api, page, document },
    );
    expect(sent).toBe(true);
    expect(posted).toHaveLength(1);
    const { path, body } = posted[0]!;
    expect(path).toBe('/api/v1/events');
    const record = decodeURIComponent(/ss_cvr=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const [visitorId] = record.split('|');
    expect(body).toEqual({
      analyticsId: JSON.parse(localStorage.getItem('tessera-analytics-id') ?? '').id,
      commonData: {
        event_source: 'website',
        websiteId: 'site-1',
        memberAccountId: null,
        templateId: 'tpl',
        variantId: 'b',
        website_locale: 'en-US',
        member_locale: null,
        pageHash: 'sizes',
        pagePath: '/store',
        action: 'add-to-cart',
        object_type: 'product',
        sessionId: `${visitorId}-1`,
        isFirstSession: true,
        isFirstLanding: true,
        // jsdom's page is on localhost.
        environment: 'dev',
      },
      customData: { sku: 'mug', qty: 2 },
    });
  });

  it('sends nothing under a restrictive policy before acceptance, nor for a logged-in owner', async () => {
    const restrictive = { ...page, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
    expect(await trackAnalyticsEvent({ action: 'x' }, { api, page: restrictive, document })).toBe(
      false,
    );
    const owner = { ...page, authenticatedAccount: { id: 'o', websiteRoles: { s: 1 } } };
    expect(await trackAnalyticsEvent({ action: 'x' }, { api, page: owner, document })).toBe(false);
    expect(posted).toEqual([]);
    expect(document.cookie).not.toContain('ss_cvr');
  });

  it('a failing answer warns ‘Error tracking event: HTTP Status {code}’ and rejects; trackInternal swallows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fail = new ApiError('x', { code: 'http', status: 503, url: '/api/v1/events' });
    await expect(trackAnalyticsEvent({ action: 'x' }, { api, page, document })).rejects.toThrow(
      'Error tracking event: HTTP Status 503',
    );
    expect(await trackInternal('chunk-retry', { name: 'form' }, { api, page, document })).toBe(
      false,
    );
    expect(warn.mock.calls).toEqual([
      ['Error tracking event: HTTP Status 503'],
      ['Error tracking event: HTTP Status 503'],
    ]);
    const internal = posted[1]!.body;
    expect(internal.customSchemaName).toBe('internal');
    expect(internal.customData).toEqual({ name: 'form' });
    expect((internal.commonData as Record<string, unknown>).event_source).toBe('tessera');
    expect((internal.commonData as Record<string, unknown>).action).toBe('chunk-retry');
  });
});
