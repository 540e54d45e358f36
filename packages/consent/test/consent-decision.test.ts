import { describe, expect, it } from 'vitest';
import {
  allowsDecline,
  consentCookieValue,
  isTrackingAllowed,
  parseConsentCookie,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from '../src/consent-decision';
import { BANNER_VERSION, CONSENT_COOKIE_DAYS } from '../src/constants';
import { normalizeCookieSettings } from '../src/cookie-settings';
// The runtime's contract, as this package's API re-exports it.
import { CONSENT_COOKIE, isRestrictivePolicy, TRACKING_COOKIES } from '../src/index';

const enabled = normalizeCookieSettings({ isCookieBannerEnabled: true });
const disabled = normalizeCookieSettings({ isCookieBannerEnabled: false });
const restrictive = normalizeCookieSettings({
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
});
const absolute = normalizeCookieSettings({ isRestrictiveCookiePolicyAbsolute: true });
const optInAndOut = normalizeCookieSettings({
  isCookieBannerEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
});

describe('constants (spec 000 §9, spec 002 §9)', () => {
  it('names the consent cookie, its lifetime, the banner version and the nine tracking cookies', () => {
    expect(CONSENT_COOKIE).toBe('ss_cookieAllowed');
    expect(CONSENT_COOKIE_DAYS).toBe(30);
    expect(BANNER_VERSION).toBe(2);
    expect([...TRACKING_COOKIES]).toEqual([
      'SS_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
    ]);
  });
});

describe('the consent cookie value', () => {
  it.each([
    ['true', 'accepted'],
    ['false', 'declined'],
    [undefined, undefined],
    ['', undefined],
    // spec 002 §4: any other value still "holds a value" (no banner), and is no acceptance.
    ['yes', 'declined'],
    ['TRUE', 'declined'],
    ['1', 'declined'],
  ])('%j reads as %j', (value, decision) => {
    expect(parseConsentCookie(value)).toBe(decision);
  });

  it('writes true for accept and false for deny', () => {
    expect(consentCookieValue('accepted')).toBe('true');
    expect(consentCookieValue('declined')).toBe('false');
  });
});

describe('shouldShowCookieBanner (spec 000 §4)', () => {
  it.each([
    ['enabled, no value', enabled, undefined, false, true],
    ['enabled, accepted', enabled, 'accepted', false, false],
    ['enabled, declined', enabled, 'declined', false, false],
    ['disabled, no value', disabled, undefined, false, false],
    ['forced over a value', enabled, 'accepted', true, true],
    ['forced while disabled', disabled, undefined, true, true],
  ] as const)('%s', (_name, settings, decision, forced, expected) => {
    expect(shouldShowCookieBanner(settings, decision, forced)).toBe(expected);
  });
});

describe('isTrackingAllowed', () => {
  it.each([
    ['no policy, no choice', enabled, undefined, true],
    ['restrictive, no choice', restrictive, undefined, false],
    ['absolute, no choice', absolute, undefined, false],
    ['restrictive, accepted', restrictive, 'accepted', true],
    ['restrictive, declined', restrictive, 'declined', false],
    ['no policy, declined', enabled, 'declined', false],
  ] as const)('%s', (_name, settings, decision, expected) => {
    expect(isTrackingAllowed(settings, decision)).toBe(expected);
  });

  it('either restrictive flag turns the policy on', () => {
    expect(isRestrictivePolicy(restrictive)).toBe(true);
    expect(isRestrictivePolicy(absolute)).toBe(true);
    expect(isRestrictivePolicy(enabled)).toBe(false);
  });
});

describe('Global Privacy Control', () => {
  it('declines only when the accept type allows a decline and no choice is stored', () => {
    expect(allowsDecline(optInAndOut)).toBe(true);
    expect(allowsDecline(enabled)).toBe(false);
    expect(shouldDeclineForPrivacySignal(optInAndOut, undefined, true)).toBe(true);
    expect(shouldDeclineForPrivacySignal(optInAndOut, undefined, false)).toBe(false);
    expect(shouldDeclineForPrivacySignal(optInAndOut, 'accepted', true)).toBe(false);
    expect(shouldDeclineForPrivacySignal(enabled, undefined, true)).toBe(false);
  });
});
