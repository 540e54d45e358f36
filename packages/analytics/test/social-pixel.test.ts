// @vitest-environment jsdom
/**
 * The social-advertising pixel (spec 002 §7, issue 16): exact requests for each browser event,
 * through the tracking gate, consent-gated to 'marketing'.
 */
import {
  type Api,
  CONSENT_COOKIE,
  CONSENT_PURPOSES_COOKIE,
  createEventBus,
  sendPixel,
  type TesseraEvents,
} from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/analytics-feature';
import {
  readSocialPixelSettings,
  SOCIAL_PIXEL_ENDPOINT,
  SOCIAL_PIXEL_EVENTS,
  socialPixelUrl,
} from '../src/social-pixel';
import { SOCIAL_PIXEL_PURPOSE } from '../src/social-pixel-purpose';
import { startSocialPixel } from '../src/start-social-pixel';

const NOW = 1_763_000_000_000;
const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
const pixelPage = (extra: Record<string, unknown> = {}) => ({
  websiteSettings: { socialPixel: { pixelId: '1234567890' } },
  ...extra,
});
const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};

/** The src of every Image the code makes. */
function watchImages() {
  const sources: string[] = [];
  vi.spyOn(window.HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => {
    sources.push(value);
  });
  return sources;
}

/** The expected request: the page's fields, then the custom data. */
const expected = (ev: string, data: Record<string, string> = {}) =>
  `${SOCIAL_PIXEL_ENDPOINT}?${new URLSearchParams({
    id: '1234567890',
    ev,
    dl: window.location.href,
    rl: '',
    ts: String(NOW),
    ...Object.fromEntries(Object.entries(data).map(([name, value]) => [`cd[${name}]`, value])),
  })}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/prints?x=1');
});
afterEach(() => {
  for (const name of [CONSENT_COOKIE, CONSENT_PURPOSES_COOKIE, 'ss_cvr', 'ss_cvt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('readSocialPixelSettings', () => {
  it('reads the pixel id and an https endpoint; the default endpoint otherwise', () => {
    expect(SOCIAL_PIXEL_ENDPOINT).toBe('https://www.facebook.com/tr');
    expect(SOCIAL_PIXEL_PURPOSE).toBe('marketing');
    expect(readSocialPixelSettings(pixelPage())).toEqual({
      pixelId: '1234567890',
      endpoint: 'https://www.facebook.com/tr',
    });
    expect(
      readSocialPixelSettings({
        websiteSettings: { socialPixel: { pixelId: 'px_1', endpoint: 'https://px.test/tr' } },
      }),
    ).toEqual({ pixelId: 'px_1', endpoint: 'https://px.test/tr' });
    expect(
      readSocialPixelSettings({
        websiteSettings: { socialPixel: { pixelId: '1', endpoint: 'javascript:alert(1)' } },
      }),
    ).toEqual({ pixelId: '1', endpoint: SOCIAL_PIXEL_ENDPOINT });
  });

  it('is undefined without settings, and warns about an unusable pixel id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSocialPixelSettings({})).toBeUndefined();
    expect(readSocialPixelSettings({ websiteSettings: { socialPixel: 'x' } })).toBeUndefined();
    expect(
      readSocialPixelSettings({ websiteSettings: { socialPixel: { pixelId: 'a b' } } }),
    ).toBeUndefined();
    expect(warn.mock.calls).toEqual([
      ['[tessera] websiteSettings.socialPixel has no usable pixelId:', 'a b'],
    ]);
  });
});

describe('socialPixelUrl', () => {
  const settings = { pixelId: '1234567890', endpoint: SOCIAL_PIXEL_ENDPOINT };

  it('holds id, ev, dl, rl, ts and the custom data as cd[…], other types left out', () => {
    expect(
      socialPixelUrl(
        settings,
        {
          event: 'AddToCart',
          data: { value: 24, currency: 'EUR', gift: false, nested: {} as never },
        },
        document,
        NOW,
      ),
    ).toBe(
      'https://www.facebook.com/tr?id=1234567890&ev=AddToCart&dl=http%3A%2F%2Flocalhost%3A3000%2Fprints%3Fx%3D1&rl=&ts=1763000000000&cd%5Bvalue%5D=24&cd%5Bcurrency%5D=EUR&cd%5Bgift%5D=false',
    );
  });

  it('sends no event whose name is not a name, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(socialPixelUrl(settings, { event: '1st event' }, document, NOW)).toBeUndefined();
    expect(warn.mock.calls).toEqual([['[tessera] social pixel: not an event name:', '1st event']]);
  });
});

describe('startSocialPixel through the tracking gate', () => {
  it('sends PageView at once, Subscribe on a newsletter sign-up and the bus events', () => {
    const sources = watchImages();
    const events = createEventBus<TesseraEvents>();
    const stop = startSocialPixel(pixelPage(), document, events, { page: pixelPage() }, () => NOW);
    events.emit('newsletter-subscribe', { formId: 'news' });
    events.emit('social-pixel', { event: 'Lead', data: { form: 'contact' } });
    stop();
    events.emit('social-pixel', { event: 'Purchase' });
    expect(SOCIAL_PIXEL_EVENTS).toEqual({ pageView: 'PageView', newsletterSubscribe: 'Subscribe' });
    expect(sources).toEqual([
      expected('PageView'),
      expected('Subscribe', { form_id: 'news' }),
      expected('Lead', { form: 'contact' }),
    ]);
  });

  it('sends nothing under a restrictive policy before a choice, nor with analytics alone', () => {
    const sources = watchImages();
    const page = pixelPage(restrictive);
    const events = createEventBus<TesseraEvents>();
    startSocialPixel(page, document, events, { page, events }, () => NOW);
    setCookie(CONSENT_COOKIE, 'false');
    setCookie(CONSENT_PURPOSES_COOKIE, 'analytics');
    events.emit('social-pixel', { event: 'Lead' });
    expect(sources).toEqual([]);
    setCookie(CONSENT_PURPOSES_COOKIE, 'marketing');
    events.emit('social-pixel', { event: 'Lead' });
    expect(sources).toEqual([expected('Lead')]);
  });

  it('never sends for a logged-in owner (spec 002 §6), and writes no visitor cookie', () => {
    const sources = watchImages();
    const page = pixelPage({
      authenticatedAccount: { id: 'owner' },
      websiteRoles: { owner: ['admin'] },
    });
    expect(sendPixel('https://px.test/tr?ev=PageView', { page, purpose: 'marketing' })).toBe(false);
    expect(sendPixel('https://px.test/tr?ev=PageView', { page: {}, purpose: 'marketing' })).toBe(
      true,
    );
    expect(sources).toEqual(['https://px.test/tr?ev=PageView']);
    expect(document.cookie).toBe('');
  });
});

describe('the analytics feature and the pixel', () => {
  const api: Api = {
    request: async () => ({}) as never,
    get: async () => ({}) as never,
    post: async () => ({}) as never,
    put: async () => ({}) as never,
    delete: async () => ({}) as never,
    setDefaultHeader: () => {},
  };

  it('waits for marketing consent, then sends one PageView; none on a site without a pixel', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const sources = watchImages();
    const events = createEventBus<TesseraEvents>();
    const destroy = init(document.body, {
      name: 'analytics',
      page: pixelPage(restrictive),
      api,
      events,
    });
    await vi.dynamicImportSettled();
    expect(sources.filter((src) => src.startsWith(SOCIAL_PIXEL_ENDPOINT))).toEqual([]);
    setCookie(CONSENT_COOKIE, 'true');
    events.emit('consent:change', { decision: 'accepted' });
    await vi.dynamicImportSettled();
    expect(sources.filter((src) => src.startsWith(SOCIAL_PIXEL_ENDPOINT))).toEqual([
      expected('PageView'),
    ]);
    destroy();

    const other = init(document.body, { name: 'analytics', page: restrictive, api, events });
    await vi.dynamicImportSettled();
    expect(sources.filter((src) => src.startsWith(SOCIAL_PIXEL_ENDPOINT))).toHaveLength(1);
    other();
  });
});
