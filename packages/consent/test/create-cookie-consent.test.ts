// @vitest-environment jsdom
// biome-ignore-all lint/suspicious/noDocumentCookie: these tests write cookies the way trackers do
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConsentChange,
  type CookieConsentOptions,
  createCookieConsent,
  getConsent,
  type MountCookieBanner,
  normalizeCookieSettings,
  onConsentChange,
  openCookieBanner,
  setConsent,
} from '../src/index';

const DAY = 86_400_000;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function wipeCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

function setup(options: Partial<CookieConsentOptions> = {}) {
  const bus = createEventBus<TesseraEvents>();
  const unmount = vi.fn();
  const mount = vi.fn<MountCookieBanner>(() => unmount);
  const post = vi.fn((_path: string, _body?: unknown, _options?: unknown) => Promise.resolve({}));
  const changes: ConsentChange[] = [];
  onConsentChange((change) => changes.push(change), bus);
  const consent = createCookieConsent({
    settings: { isCookieBannerEnabled: true },
    document,
    events: bus,
    api: { post } as never,
    loadBanner: () => Promise.resolve(mount),
    ...options,
  });
  return { bus, mount, unmount, post, changes, consent };
}

let writes: string[];
beforeEach(() => {
  wipeCookies();
  writes = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (
    this: Document,
    value: string,
  ) {
    writes.push(value);
    native.set!.call(this, value);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  wipeCookies();
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'gtag');
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('createCookieConsent: the banner (spec 000 §4)', () => {
  it('mounts when enabled and the consent cookie holds no value; accept writes true for 30 days and removes it', async () => {
    const { mount, unmount, post, changes, consent } = setup();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    const [settings, handlers, options] = mount.mock.calls[0]!;
    expect(settings.cookieBannerCtaText).toBe('Accept');
    expect(options).toEqual({ focus: false });

    const before = Date.now();
    handlers.onAccept();
    const write = writes.find((cookie) => cookie.startsWith('ss_cookieAllowed='))!;
    expect(write).toMatch(/^ss_cookieAllowed=true; path=\//);
    const expires = Date.parse(/expires=([^;]+)/.exec(write)![1]!);
    expect(Math.abs(expires - (before + 30 * DAY))).toBeLessThan(2000);
    expect(getConsent(document)).toBe('accepted');
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([
      { decision: 'accepted', purposes: 'all', source: 'banner', trackingAllowed: true },
    ]);
    expect(post).toHaveBeenCalledWith(
      '/api/consent/record',
      {
        decision: 'accepted',
        bannerVersion: 2,
        source: 'banner',
        visitorCookie: '',
        purposes: 'necessary,functional,analytics,marketing',
      },
      expect.objectContaining({ body: 'form' }),
    );
    expect(consent.bannerVisible()).toBe(false);
    consent.destroy();
  });

  it('decline writes false for 30 days and removes the banner', async () => {
    document.cookie = 'ss_cvr=abc|1|2|3|4; path=/';
    const { mount, unmount, post, consent } = setup({
      settings: { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
    });
    await flush();
    mount.mock.calls[0]![1].onDecline();
    expect(writes.some((cookie) => /^ss_cookieAllowed=false; path=\/; expires=/.test(cookie))).toBe(
      true,
    );
    expect(getConsent(document)).toBe('declined');
    expect(unmount).toHaveBeenCalled();
    // A decline stops tracking: the visitor record is expired, and the record carried it.
    expect(post.mock.calls[0]![1]).toMatchObject({
      decision: 'declined',
      visitorCookie: 'abc|1|2|3|4',
    });
    expect(document.cookie).not.toContain('ss_cvr');
    consent.destroy();
  });

  it('an invalid visitor record cookie is recorded as absent (spec 000 §5)', () => {
    document.cookie = `ss_cvr=${'x'.repeat(300)}; path=/`;
    const { post, consent } = setup();
    consent.accept('banner');
    expect(post.mock.calls[0]![1]).toMatchObject({ decision: 'accepted', visitorCookie: '' });
    consent.destroy();
  });

  it('a consent cookie holding any other value keeps the banner away and tracking off (spec 002 §4)', async () => {
    document.cookie = 'ss_cookieAllowed=1; path=/';
    document.cookie = 'ss_cvr=abc|1|2|3|4; path=/';
    const { mount, consent } = setup({
      settings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true },
      guard: { useCookieStore: false },
    });
    await flush();
    expect(mount).not.toHaveBeenCalled();
    expect(consent.trackingAllowed()).toBe(false);
    expect(document.cookie).not.toContain('ss_cvr');
    consent.destroy();
  });

  it('stays hidden when the cookie holds a value, or the banner is disabled', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const first = setup();
    await flush();
    expect(first.mount).not.toHaveBeenCalled();
    first.consent.destroy();
    wipeCookies();
    const second = setup({ settings: { isCookieBannerEnabled: false } });
    await flush();
    expect(second.mount).not.toHaveBeenCalled();
    second.consent.destroy();
  });

  it('force mounts it forced, update remounts, unforce removes the forced state and remounts with the settings', async () => {
    document.cookie = 'ss_cookieAllowed=false; path=/';
    const { bus, mount, unmount, consent } = setup();
    await flush();
    expect(mount).not.toHaveBeenCalled();

    bus.emit('cookie-banner:force', undefined);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);

    bus.emit('cookie-banner:update', {
      isCookieBannerEnabled: true,
      cookieBannerCtaText: 'Got it',
      cookieBannerTheme: 'LIGHT',
    });
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls[1]![0]).toMatchObject({
      cookieBannerCtaText: 'Got it',
      cookieBannerTheme: 'LIGHT',
    });

    bus.emit('cookie-banner:unforce', { isCookieBannerEnabled: true });
    await flush();
    expect(unmount).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(consent.settings().cookieBannerCtaText).toBe('Accept');

    // Without a stored value, unforce remounts it unforced.
    wipeCookies();
    const fresh = setup();
    await flush();
    fresh.bus.emit('cookie-banner:force', { isCookieBannerEnabled: false });
    fresh.bus.emit('cookie-banner:unforce', {
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
    });
    await flush();
    expect(fresh.mount.mock.lastCall![0].cookieBannerPosition).toBe('BOTTOM_LEFT');
    consent.destroy();
    fresh.consent.destroy();
  });

  it('reopens with focus from the public API and from a data-consent-open link', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const { bus, mount, consent } = setup();
    openCookieBanner(bus);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]![2]).toEqual({ focus: true });
    mount.mock.calls[0]![1].onAccept();

    document.body.innerHTML =
      '<footer><a href="#cookies" data-consent-open><span>Cookie settings</span></a></footer>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const link = document.querySelector('a')!;
    link.focus();
    document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    expect(mount).toHaveBeenCalledTimes(2);
    // After the choice, focus returns to the link that reopened the banner.
    link.blur();
    mount.mock.calls[1]![1].onDecline();
    expect(document.activeElement).toBe(link);
    consent.destroy();
  });

  it('setConsent records a decision with source api', async () => {
    const { bus, post, changes, consent } = setup();
    setConsent('declined', bus);
    expect(getConsent(document)).toBe('declined');
    expect(changes[0]).toEqual({
      decision: 'declined',
      purposes: [],
      source: 'api',
      trackingAllowed: false,
    });
    expect(post.mock.calls[0]![1]).toMatchObject({ source: 'api' });
    consent.destroy();
  });

  it('a failed record only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = vi.fn(
      (_path: string, _body: unknown, options: { onFailure(error: Error): void }) => {
        options.onFailure(new Error('offline'));
        return Promise.reject(new Error('offline'));
      },
    );
    const { consent } = setup({ api: { post } as never });
    consent.accept('api');
    await flush();
    expect(warn).toHaveBeenCalledWith('[tessera] consent record not sent:', 'offline');
    consent.destroy();
  });
});

describe('createCookieConsent: restrictive policy, gating, Consent Mode, GPC', () => {
  const restrictive = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true };

  it('expires tracking cookies and blocks new ones until accepted; gated scripts wait for the accept', async () => {
    document.cookie = 'SS_MID=1; path=/';
    document.cookie = 'ss_cvt=2; path=/';
    document.body.innerHTML =
      '<script type="text/plain" data-consent="analytics" id="tracker">1</script><iframe data-consent="video" data-src="https://video.example/"></iframe>';
    const { consent } = setup({ settings: restrictive, guard: { useCookieStore: false } });
    expect(document.cookie).not.toMatch(/SS_MID|ss_cvt/);
    document.cookie = 'ss_cvr=x|1|1|1|1; path=/';
    expect(document.cookie).not.toContain('ss_cvr');
    expect(consent.trackingAllowed()).toBe(false);
    expect(document.getElementById('tracker')!.getAttribute('type')).toBe('text/plain');

    consent.accept('banner');
    expect(consent.trackingAllowed()).toBe(true);
    expect(document.getElementById('tracker')!.hasAttribute('type')).toBe(false);
    expect(document.querySelector('iframe')!.src).toBe('https://video.example/');
    document.cookie = 'ss_cvr=x|1|1|1|1; path=/';
    expect(document.cookie).toContain('ss_cvr');
    consent.destroy();
  });

  it('an update that turns the restrictive policy on expires and guards tracking cookies at once', () => {
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    const { bus, consent } = setup({ guard: { useCookieStore: false } });
    expect(consent.trackingAllowed()).toBe(true);
    expect(document.cookie).toContain('ss_cvr');
    bus.emit('cookie-banner:update', {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
    });
    expect(consent.trackingAllowed()).toBe(false);
    expect(document.cookie).not.toContain('ss_cvr');
    document.cookie = 'ss_cvt=1; path=/';
    expect(document.cookie).not.toContain('ss_cvt');
    consent.destroy();
  });

  it('gated elements wait for a choice by default, even without a restrictive policy', () => {
    document.body.innerHTML =
      '<script type="text/plain" data-consent="analytics" id="tracker">1</script>';
    const { consent } = setup();
    expect(consent.trackingAllowed()).toBe(true);
    expect(document.getElementById('tracker')!.getAttribute('type')).toBe('text/plain');
    consent.destroy();
  });

  it('with waitForConsent false and no restrictive policy, gated elements run before any choice', () => {
    document.body.innerHTML =
      '<script type="text/plain" data-consent="analytics" id="tracker">1</script>';
    const { consent } = setup({ settings: { isCookieBannerEnabled: true, waitForConsent: false } });
    expect(document.getElementById('tracker')!.hasAttribute('type')).toBe(false);
    consent.destroy();
  });

  it('with waitForConsent false, a restrictive policy still holds gated elements', () => {
    document.body.innerHTML =
      '<script type="text/plain" data-consent="analytics" id="tracker">1</script>';
    // The string form is page-context JSON's, read by normalizeCookieSettings.
    const { consent } = setup({
      settings: normalizeCookieSettings({ ...restrictive, waitForConsent: 'false' }),
    });
    expect(document.getElementById('tracker')!.getAttribute('type')).toBe('text/plain');
    consent.destroy();
  });

  it('sends the Consent Mode default (denied, waiting) and the update when a Google tag is on the page', () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const { consent } = setup({ settings: restrictive });
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', wait_for_update: 500 }),
    );
    consent.accept('banner');
    expect(gtag).toHaveBeenLastCalledWith(
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    );
    consent.destroy();
  });

  it('a page gtag that throws is warned about and the restrictive policy still holds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(window, {
      gtag: () => {
        throw new Error('broken tag');
      },
    });
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    const { mount, consent } = setup({ settings: restrictive, guard: { useCookieStore: false } });
    expect(document.cookie).not.toContain('ss_cvr');
    document.cookie = 'ss_cvt=1; path=/';
    expect(document.cookie).not.toContain('ss_cvt');
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[tessera] Consent Mode: gtag threw', expect.any(Error));
    consent.accept('banner');
    expect(getConsent(document)).toBe('accepted');
    consent.destroy();
  });

  it('GPC declines where the accept type allows it, without showing the banner', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const { mount, post, consent } = setup({
      settings: { ...restrictive, cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
    });
    await flush();
    expect(getConsent(document)).toBe('declined');
    expect(mount).not.toHaveBeenCalled();
    expect(post.mock.calls[0]![1]).toMatchObject({ decision: 'declined', source: 'gpc' });
    consent.destroy();
  });

  it('GPC sends the Consent Mode default before its update, both denied', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const { consent } = setup({
      settings: { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
    });
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(['default', 'update']);
    expect(gtag.mock.calls[0]![2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(gtag.mock.calls[1]![2]).toMatchObject({ analytics_storage: 'denied' });
    consent.destroy();
  });

  it('GPC with OPT_IN leaves the choice to the visitor', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const { mount, consent } = setup({ settings: restrictive });
    await flush();
    expect(getConsent(document)).toBeUndefined();
    expect(mount).toHaveBeenCalledTimes(1);
    consent.destroy();
  });

  it('destroy removes the banner, the listeners, the guard and the gate', async () => {
    vi.useFakeTimers();
    const { bus, mount, unmount, consent } = setup({
      settings: restrictive,
      guard: { useCookieStore: false },
    });
    await vi.runOnlyPendingTimersAsync();
    expect(mount).toHaveBeenCalledTimes(1);
    consent.destroy();
    expect(unmount).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(Object.getOwnPropertyDescriptor(document, 'cookie')).toBeUndefined();
    bus.emit('cookie-banner:force', undefined);
    document.body.innerHTML = '<a data-consent-open>x</a>';
    document.querySelector('a')!.click();
    await vi.runOnlyPendingTimersAsync();
    expect(mount).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
