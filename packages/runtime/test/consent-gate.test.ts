// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isConsentGiven,
  mayLoadThirdParty,
  whenConsentGiven,
  whenThirdPartyMayLoad,
} from '../src/consent/consent-gate';
import {
  grantsBeforeChoice,
  isTrackingAllowed,
  parseConsentCookie,
  readCookiePolicy,
  readGlobalPrivacyControl,
  settingFlag,
  settingOneOf,
  shouldDeclineForPrivacySignal,
} from '../src/consent/consent-rules';
import { CONSENT_COOKIE } from '../src/contract/consent-cookies';
import { PAGE_CONTEXT_ELEMENT_ID } from '../src/contract/page-context-element';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';

const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true };
const PURPOSES = ['functional', 'analytics', 'marketing'] as const;

function setContext(page: object | string | undefined) {
  document.head.innerHTML =
    page === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${
          typeof page === 'string' ? page : JSON.stringify(page)
        }</script>`;
}
function setConsentCookie(value: string | undefined) {
  document.cookie =
    value === undefined
      ? `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      : `${CONSENT_COOKIE}=${value}; path=/`;
}
function setGpc(value: unknown) {
  if (value === undefined) Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  else Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}
const bus = () => createEventBus<TesseraEvents>();

afterEach(() => {
  setContext(undefined);
  setConsentCookie(undefined);
  setGpc(undefined);
  vi.restoreAllMocks();
});

describe('the consent rule (one rule for @tessera/consent and the gate)', () => {
  it('reads the policy from raw cookieSettings: both forms, strings, anything else', () => {
    expect(readCookiePolicy(undefined)).toEqual({
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      cookieBannerAcceptType: 'OPT_IN',
      waitForConsent: true,
    });
    expect(readCookiePolicy('restrictive')).toEqual(readCookiePolicy(null));
    expect(readCookiePolicy({ isAnalyticsCookiesDisabled: true })).toEqual({
      isRestrictiveCookiePolicyEnabled: true,
      isRestrictiveCookiePolicyAbsolute: false,
      cookieBannerAcceptType: 'OPT_IN',
      waitForConsent: true,
    });
    // The settings form wins over the API form.
    expect(
      readCookiePolicy({
        isRestrictiveCookiePolicyEnabled: 'false',
        isAnalyticsCookiesDisabled: true,
      }).isRestrictiveCookiePolicyEnabled,
    ).toBe(false);
    expect(
      readCookiePolicy({
        isRestrictiveCookiePolicyAbsolute: 'true',
        cookieBannerAcceptType: ' opt_in_and_out ',
      }),
    ).toEqual({
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      waitForConsent: true,
    });
    expect(readCookiePolicy({ waitForConsent: 'false' }).waitForConsent).toBe(false);
    expect(readCookiePolicy({ waitForConsent: 0 }).waitForConsent).toBe(true);
    expect(settingFlag(1, false)).toBe(false);
    expect(settingFlag('TRUE', true)).toBe(true);
    expect(settingOneOf(3, ['A'], 'A')).toBe('A');
    expect(settingOneOf('b', ['A', 'B'], 'A')).toBe('B');
  });

  it('reads the consent cookie: absent or empty is no decision, true accepts, anything else declines', () => {
    expect(parseConsentCookie(undefined)).toBe(undefined);
    expect(parseConsentCookie('')).toBe(undefined);
    expect(parseConsentCookie('true')).toBe('accepted');
    expect(parseConsentCookie('false')).toBe('declined');
    expect(parseConsentCookie('TRUE')).toBe('declined');
  });

  it('allows tracking after an acceptance, never after a decline, before one only without a restrictive policy', () => {
    const open = readCookiePolicy({});
    const restrictive = readCookiePolicy(RESTRICTIVE);
    const absolute = readCookiePolicy({ isRestrictiveCookiePolicyAbsolute: true });
    expect(
      [undefined, 'accepted', 'declined'].map((d) => isTrackingAllowed(open, d as never)),
    ).toEqual([true, true, false]);
    expect(
      [undefined, 'accepted', 'declined'].map((d) => isTrackingAllowed(restrictive, d as never)),
    ).toEqual([false, true, false]);
    expect(isTrackingAllowed(absolute, undefined)).toBe(false);
  });

  it('infers a GPC decline only with no decision and an accept type that offers a decline', () => {
    const optInOut = readCookiePolicy({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    const optIn = readCookiePolicy({});
    expect(shouldDeclineForPrivacySignal(optInOut, undefined, true)).toBe(true);
    expect(shouldDeclineForPrivacySignal(optInOut, 'accepted', true)).toBe(false);
    expect(shouldDeclineForPrivacySignal(optInOut, undefined, false)).toBe(false);
    expect(shouldDeclineForPrivacySignal(optIn, undefined, true)).toBe(false);
    expect(readGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true);
    expect(readGlobalPrivacyControl({ globalPrivacyControl: 'true' })).toBe(false);
    expect(readGlobalPrivacyControl(null)).toBe(false);
  });
});

describe('isConsentGiven', () => {
  it("always allows 'necessary', even after a decline under a restrictive policy", () => {
    setContext({ cookieSettings: RESTRICTIVE });
    setConsentCookie('false');
    expect(isConsentGiven('necessary')).toBe(true);
    expect(PURPOSES.map((p) => isConsentGiven(p))).toEqual([false, false, false]);
  });

  it('allows every purpose on a page without a context, or without a restrictive policy', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(PURPOSES.map((p) => isConsentGiven(p))).toEqual([true, true, true]);
    setContext({ cookieSettings: { isCookieBannerEnabled: true } });
    expect(PURPOSES.map((p) => isConsentGiven(p))).toEqual([true, true, true]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('under a restrictive policy: no before a decision, yes after the cookie says true, no after false', () => {
    setContext({ cookieSettings: RESTRICTIVE });
    expect(isConsentGiven('analytics')).toBe(false);
    setConsentCookie('true');
    expect(PURPOSES.map((p) => isConsentGiven(p))).toEqual([true, true, true]);
    setConsentCookie('false');
    expect(isConsentGiven('analytics')).toBe(false);
    setConsentCookie('yes');
    expect(isConsentGiven('analytics')).toBe(false);
  });

  it('a decline in the cookie holds without a restrictive policy too', () => {
    setContext({ cookieSettings: {} });
    setConsentCookie('false');
    expect(isConsentGiven('marketing')).toBe(false);
  });

  it('GPC declines before a decision when the accept type offers a decline, as the banner does', () => {
    setGpc(true);
    setContext({ cookieSettings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' } });
    expect(isConsentGiven('analytics')).toBe(false);
    expect(isConsentGiven('necessary')).toBe(true);
    setConsentCookie('true');
    expect(isConsentGiven('analytics')).toBe(true);
    setConsentCookie(undefined);
    setContext({ cookieSettings: { cookieBannerAcceptType: 'OPT_IN' } });
    expect(isConsentGiven('analytics')).toBe(true);
    setGpc(false);
    setContext({ cookieSettings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' } });
    expect(isConsentGiven('analytics')).toBe(true);
  });

  it('hears consent:change on the bus when the cookie holds nothing (a cookie that could not be written)', () => {
    const events = bus();
    const page = { cookieSettings: RESTRICTIVE };
    expect(isConsentGiven('analytics', { page, events })).toBe(false);
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    expect(isConsentGiven('analytics', { page, events })).toBe(true);
    events.emit('consent:change', {
      decision: 'declined',
      source: 'banner',
      trackingAllowed: false,
    });
    expect(isConsentGiven('analytics', { page, events })).toBe(false);
    events.emit('consent:change', 'accepted');
    expect(isConsentGiven('analytics', { page, events })).toBe(false);
    // The cookie, shared by the visitor's tabs, wins when it holds a decision.
    setConsentCookie('true');
    expect(isConsentGiven('analytics', { page, events })).toBe(true);
  });

  it('takes the page given over the document, and reads a changed context again', () => {
    setContext({ cookieSettings: RESTRICTIVE });
    expect(isConsentGiven('analytics', { page: {} })).toBe(true);
    expect(isConsentGiven('analytics')).toBe(false);
    setContext({ cookieSettings: {} });
    expect(isConsentGiven('analytics')).toBe(true);
  });

  it('a malformed context warns once however often the gate asks, and reads as no policy', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setContext('{not json');
    expect([1, 2, 3].map(() => isConsentGiven('analytics'))).toEqual([true, true, true]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('whenConsentGiven', () => {
  it('resolves at once when consent is given', async () => {
    await expect(whenConsentGiven('analytics')).resolves.toBe(undefined);
    setContext({ cookieSettings: RESTRICTIVE });
    await expect(whenConsentGiven('necessary')).resolves.toBe(undefined);
  });

  it('waits for the acceptance on the bus, not for a decline or another event', async () => {
    setContext({ cookieSettings: RESTRICTIVE });
    const events = bus();
    let resolved = false;
    const waiting = whenConsentGiven('marketing', undefined, { events }).then(() => {
      resolved = true;
    });
    events.emit('consent:change', {
      decision: 'declined',
      source: 'banner',
      trackingAllowed: false,
    });
    events.emit('consent:decide', 'accepted');
    await Promise.resolve();
    expect(resolved).toBe(false);
    setConsentCookie('true');
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    await waiting;
    expect(resolved).toBe(true);
  });

  it('stops listening once resolved or aborted', async () => {
    setContext({ cookieSettings: RESTRICTIVE });
    const real = bus();
    const offs: ReturnType<typeof vi.fn>[] = [];
    const events = {
      on: ((name: string, handler: (detail: unknown) => void) => {
        const off = vi.fn(real.on(name, handler));
        if (name === 'consent:change') offs.push(off);
        return off;
      }) as typeof real.on,
    };
    const controller = new AbortController();
    const aborted = whenConsentGiven('analytics', controller.signal, { events });
    controller.abort(new Error('left the page'));
    await expect(aborted).rejects.toThrow('left the page');
    const resolved = whenConsentGiven('analytics', undefined, { events });
    real.emit('consent:change', { decision: 'accepted', source: 'api', trackingAllowed: true });
    await resolved;
    // [0] the gate's memory of decisions (kept for the page's life), [1] aborted, [2] resolved.
    expect(offs.map((off) => off.mock.calls.length)).toEqual([0, 1, 1]);
  });

  it('rejects at once with an aborted signal, even when consent is given', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(whenConsentGiven('analytics', controller.signal)).rejects.toThrow('gone');
  });
});

describe('mayLoadThirdParty: the rule of data-consent elements, for blocks that load a third party', () => {
  it('before a choice grants only when waitForConsent is false and no restrictive policy is on', () => {
    expect(grantsBeforeChoice(readCookiePolicy({}))).toBe(false);
    expect(grantsBeforeChoice(readCookiePolicy({ waitForConsent: false }))).toBe(true);
    expect(grantsBeforeChoice(readCookiePolicy({ waitForConsent: false, ...RESTRICTIVE }))).toBe(
      false,
    );
    expect(
      grantsBeforeChoice(
        readCookiePolicy({ waitForConsent: false, isRestrictiveCookiePolicyAbsolute: true }),
      ),
    ).toBe(false);
  });

  it('waits on a static page (no page context) where tracking, by the spec, would not', () => {
    setContext(undefined);
    expect(mayLoadThirdParty('functional', { events: bus() })).toBe(false);
    expect(mayLoadThirdParty('marketing', { events: bus() })).toBe(false);
    expect(mayLoadThirdParty('necessary', { events: bus() })).toBe(true);
    expect(isConsentGiven('functional', { events: bus() })).toBe(true);
  });

  it('loads before a choice only when the settings opt out of waiting', () => {
    document.head.innerHTML =
      '<script type="application/json" id="tessera-consent">{"waitForConsent": false}</script>';
    expect(mayLoadThirdParty('marketing', { events: bus() })).toBe(true);
    setContext({ cookieSettings: { waitForConsent: false, ...RESTRICTIVE } });
    expect(mayLoadThirdParty('marketing', { events: bus() })).toBe(false);
    setContext({ cookieSettings: { waitForConsent: false } });
    setGpc(true);
    // GPC declines before a choice only with OPT_IN_AND_OUT (not the page-context default).
    expect(mayLoadThirdParty('marketing', { events: bus() })).toBe(true);
    setContext({
      cookieSettings: { waitForConsent: false, cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
    });
    expect(mayLoadThirdParty('marketing', { events: bus() })).toBe(false);
  });

  it('follows the choice by purpose: the cookies, or a consent:change heard on the bus', () => {
    setConsentCookie('true');
    expect(PURPOSES.map((purpose) => mayLoadThirdParty(purpose, { events: bus() }))).toEqual([
      true,
      true,
      true,
    ]);
    setConsentCookie('false');
    document.cookie = 'tessera_consent=functional; path=/';
    expect(PURPOSES.map((purpose) => mayLoadThirdParty(purpose, { events: bus() }))).toEqual([
      true,
      false,
      false,
    ]);
    document.cookie = 'tessera_consent=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    setConsentCookie(undefined);
    const events = bus();
    expect(mayLoadThirdParty('functional', { events })).toBe(false);
    events.emit('consent:change', { decision: 'declined', purposes: ['functional'] });
    expect([
      mayLoadThirdParty('functional', { events }),
      mayLoadThirdParty('marketing', { events }),
    ]).toEqual([true, false]);
  });

  it('whenThirdPartyMayLoad resolves on the acceptance of its purpose, not before', async () => {
    const events = bus();
    const order: string[] = [];
    const functional = whenThirdPartyMayLoad('functional', undefined, { events }).then(() =>
      order.push('functional'),
    );
    const marketing = whenThirdPartyMayLoad('marketing', undefined, { events }).then(() =>
      order.push('marketing'),
    );
    events.emit('consent:change', { decision: 'declined', purposes: ['functional'] });
    await functional;
    expect(order).toEqual(['functional']);
    events.emit('consent:change', { decision: 'accepted' });
    await marketing;
    expect(order).toEqual(['functional', 'marketing']);
    const aborter = new AbortController();
    const waiting = whenThirdPartyMayLoad('analytics', aborter.signal, { events: bus() });
    aborter.abort(new Error('destroyed'));
    await expect(waiting).rejects.toThrow('destroyed');
  });
});
