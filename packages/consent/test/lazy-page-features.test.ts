// @vitest-environment jsdom
/**
 * The page features load code only when it has work: the cookie-banner feature imports the
 * consent controller (start-cookie-consent) only when the policy has work or something asks
 * for it, and the popup feature imports the overlay (start-popup-overlay) only when its
 * schedule says it shows (spec 000 §6, spec 002 §6).
 */
import {
  type BlockContext,
  createEventBus,
  expireCookie,
  readCookie,
  type TesseraEvents,
  writeCookie,
} from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init as initBanner } from '../src/banner-feature';
import type { ConsentChange } from '../src/consent-commands';
import { DAY_MS } from '../src/constants';
import { POPUP_STORAGE_KEY } from '../src/popup/popup-record';
import { init as initPopup } from '../src/popup-feature';

const spies = vi.hoisted(() => ({
  startConsent: vi.fn(),
  startPopup: vi.fn(),
  mountBanner: vi.fn(),
}));

vi.mock('../src/start-cookie-consent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/start-cookie-consent')>();
  return {
    startCookieConsent: (...args: Parameters<typeof actual.startCookieConsent>) => {
      spies.startConsent(args[2]);
      return actual.startCookieConsent(...args);
    },
  };
});
vi.mock('../src/popup/start-popup-overlay', () => ({
  startPopupOverlay: () => {
    spies.startPopup();
    return () => {};
  },
}));
vi.mock('../src/banner/mount-cookie-banner', () => ({
  mountCookieBanner: (...args: unknown[]) => {
    spies.mountBanner(args[2]);
    return () => {};
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function context(page: BlockContext['page']): BlockContext {
  return {
    name: 'cookie-banner',
    page,
    api: { post: vi.fn(() => Promise.resolve({})) } as unknown as BlockContext['api'],
    events: createEventBus<TesseraEvents>(),
  };
}

const enabled = { cookieSettings: { isCookieBannerEnabled: true } };

afterEach(() => {
  expireCookie('ss_cookieAllowed');
  document.body.innerHTML = '';
  localStorage.clear();
  vi.clearAllMocks();
});

describe('the cookie-banner page feature', () => {
  it.each([
    ['no choice, waiting for consent (the default)', undefined, {}, 'denied'],
    ['no choice, waitForConsent false', undefined, { waitForConsent: false }, 'granted'],
    ['an accept of everything', 'true', {}, 'granted'],
    // The guard's path, as the controller sends it: a decline grants nothing, waitForConsent or not.
    ['a decline, waitForConsent false', 'false', { waitForConsent: false }, 'denied'],
  ])(
    'with no work but the cookie guard at most, the Consent Mode default follows the choice: %s',
    async (_, cookie, settings, expected) => {
      if (cookie) writeCookie('ss_cookieAllowed', cookie, { days: 1 });
      const gtag = vi.fn();
      Object.assign(window, { gtag });
      const destroy = initBanner(
        document.body,
        context({ cookieSettings: { isCookieBannerEnabled: false, ...settings } }),
      );
      await settle();
      expect(spies.startConsent).not.toHaveBeenCalled();
      expect(gtag.mock.calls).toEqual([
        [
          'consent',
          'default',
          {
            ad_storage: expected,
            ad_user_data: expected,
            ad_personalization: expected,
            analytics_storage: expected,
          },
        ],
      ]);
      destroy();
      Reflect.deleteProperty(window, 'gtag');
    },
  );

  it('a page without page-context cookieSettings reads #tessera-consent: the markup defaults show the banner', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="tessera-consent">{"cookieBannerTheme": "LIGHT"}</script>';
    const destroy = initBanner(document.body, context({}));
    await vi.waitFor(() => expect(spies.mountBanner).toHaveBeenCalledWith({ focus: false }));
    expect(spies.startConsent.mock.calls).toEqual([[false]]);
    destroy();
  });

  it('for a visitor who accepted, imports no controller until a "Cookie settings" click, which opens the banner', async () => {
    writeCookie('ss_cookieAllowed', 'true', { days: 1 });
    document.body.innerHTML = '<a href="#cookies" data-consent-open>Cookie settings</a>';
    const destroy = initBanner(document.body, context(enabled));
    await settle();
    expect(spies.startConsent).not.toHaveBeenCalled();
    expect(spies.mountBanner).not.toHaveBeenCalled();
    const link = document.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(spies.mountBanner).toHaveBeenCalledWith({ focus: true }));
    // Started late: the Consent Mode default already went out.
    expect(spies.startConsent.mock.calls).toEqual([[true]]);
    destroy();
  });

  it('answers a bus event held while the controller loads, once', async () => {
    writeCookie('ss_cookieAllowed', 'true', { days: 1 });
    const ctx = context(enabled);
    const changes: ConsentChange[] = [];
    ctx.events.on('consent:change', (change) => changes.push(change as ConsentChange));
    const destroy = initBanner(document.body, ctx);
    ctx.events.emit('consent:decide', 'declined');
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes).toEqual([
      { decision: 'declined', purposes: [], source: 'api', trackingAllowed: false },
    ]);
    expect(readCookie('ss_cookieAllowed')).toBe('false');
    expect(spies.startConsent.mock.calls).toEqual([[true]]);
    destroy();
  });

  it('a gated iframe added later brings the controller and its gate, which loads it', async () => {
    writeCookie('ss_cookieAllowed', 'true', { days: 1 });
    const destroy = initBanner(document.body, context(enabled));
    await settle();
    expect(spies.startConsent).not.toHaveBeenCalled();
    document.body.innerHTML =
      '<iframe data-consent="video" data-src="https://video.example/1" title="Video"></iframe>';
    const iframe = document.querySelector('iframe')!;
    await vi.waitFor(() => expect(iframe.getAttribute('src')).toBe('https://video.example/1'));
    expect(iframe.hasAttribute('data-consent')).toBe(false);
    destroy();
  });

  it('starts the controller at once when the banner is due, and destroy before it loads starts nothing', async () => {
    const destroy = initBanner(document.body, context(enabled));
    await vi.waitFor(() => expect(spies.mountBanner).toHaveBeenCalledWith({ focus: false }));
    expect(spies.startConsent.mock.calls).toEqual([[false]]);
    destroy();

    vi.clearAllMocks();
    writeCookie('ss_cookieAllowed', 'true', { days: 1 });
    document.body.innerHTML = '<a href="#cookies" data-consent-open>Cookie settings</a>';
    const early = initBanner(document.body, context(enabled));
    document.querySelector('a')!.click();
    early();
    await settle();
    await settle();
    expect(spies.startConsent).not.toHaveBeenCalled();
    expect(spies.mountBanner).not.toHaveBeenCalled();
  });
});

describe('the cookie-banner page feature for a visitor who declined (restrictive policy)', () => {
  const restrictive = {
    cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true },
  };

  it('imports the cookie guard alone: tracking cookies stay away, no controller until a click', async () => {
    writeCookie('ss_cookieAllowed', 'false', { days: 1 });
    document.cookie = 'ss_cvt=1; path=/';
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    document.body.innerHTML = '<a href="#cookies" data-consent-open>Cookie settings</a>';
    const destroy = initBanner(document.body, context(restrictive));
    await vi.waitFor(() => expect(readCookie('ss_cvt')).toBeUndefined());
    document.cookie = 'ss_cvr=tracker; path=/'; // a tracker script's write
    expect(readCookie('ss_cvr')).toBeUndefined();
    expect(spies.startConsent).not.toHaveBeenCalled();
    const denied = 'denied';
    expect(gtag.mock.calls).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: denied,
          ad_user_data: denied,
          ad_personalization: denied,
          analytics_storage: denied,
        },
      ],
    ]);
    // A "Cookie settings" click brings the controller, which takes the guard over.
    document.querySelector('a')!.click();
    await vi.waitFor(() => expect(spies.mountBanner).toHaveBeenCalledWith({ focus: true }));
    expect(spies.startConsent.mock.calls).toEqual([[true]]);
    document.cookie = 'ss_cvr=tracker; path=/';
    expect(readCookie('ss_cvr')).toBeUndefined();
    destroy();
    document.cookie = 'ss_cvr=after; path=/'; // destroy gave the cookie jar back
    expect(readCookie('ss_cvr')).toBe('after');
    expireCookie('ss_cvr');
    Reflect.deleteProperty(window, 'gtag');
  });
});

describe('the popup-overlay page feature', () => {
  const page = {
    websiteSettings: { popupOverlaySettings: { formId: 'newsletter', displayFrequency: 2 } },
  };

  it('imports the overlay only when the schedule says it shows', async () => {
    localStorage.setItem(
      POPUP_STORAGE_KEY,
      JSON.stringify({ 'date-closed': Date.now() - DAY_MS, version: 1, submitted: false }),
    );
    initPopup(document.body, context(page))();
    await settle();
    expect(spies.startPopup).not.toHaveBeenCalled();

    localStorage.setItem(
      POPUP_STORAGE_KEY,
      JSON.stringify({ 'date-closed': Date.now() - 2 * DAY_MS, version: 1, submitted: false }),
    );
    const destroy = initPopup(document.body, context(page));
    await vi.waitFor(() => expect(spies.startPopup).toHaveBeenCalledTimes(1));
    destroy();
  });

  it('warns once and imports nothing without content', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    initPopup(document.body, context({ websiteSettings: { popupOverlaySettings: {} } }))();
    await settle();
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] popup overlay: no <template data-popup-overlay> on the page and no formId in its settings',
      ],
    ]);
    expect(spies.startPopup).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
