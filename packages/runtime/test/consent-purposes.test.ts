// @vitest-environment jsdom
/**
 * Issue 20 in the runtime's gate: the choice per purpose (ss_cookieAllowed with tessera_consent),
 * and the consent settings of a page without page-context cookieSettings (the markup
 * configuration `#tessera-consent` over the markup defaults; malformed: one warning).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isConsentGiven, whenConsentGiven } from '../src/consent/consent-gate';
import {
  CONSENT_CONFIG_ELEMENT_ID,
  MARKUP_CONSENT_DEFAULTS,
  readConsentConfig,
  readConsentSettings,
} from '../src/consent/consent-rules';
import {
  consentState,
  isPurposeGranted,
  parseConsentPurposes,
  readConsentState,
} from '../src/consent/consent-state';
import { PAGE_CONTEXT_ELEMENT_ID } from '../src/contract/page-context-element';
import { createEventBus } from '../src/event-bus';
import type { TesseraEvents } from '../src/events';

const PURPOSES = ['functional', 'analytics', 'marketing', 'maps'] as const;
const EXPIRED = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';

function setCookies(allowed: string | undefined, purposes?: string) {
  document.cookie =
    allowed === undefined ? `ss_cookieAllowed=; ${EXPIRED}` : `ss_cookieAllowed=${allowed}; path=/`;
  document.cookie =
    purposes === undefined ? `tessera_consent=; ${EXPIRED}` : `tessera_consent=${purposes}; path=/`;
}
function setHead(context?: object, config?: string) {
  document.head.innerHTML =
    (context
      ? `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${JSON.stringify(context)}</script>`
      : '') +
    (config === undefined
      ? ''
      : `<script type="application/json" id="${CONSENT_CONFIG_ELEMENT_ID}">${config}</script>`);
}
const bus = () => createEventBus<TesseraEvents>();

afterEach(() => {
  setCookies(undefined);
  setHead();
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  vi.restoreAllMocks();
});

describe('the purposes cookie', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['analytics', ['analytics']],
    ['functional.analytics', ['functional', 'analytics']],
    ['analytics.analytics.necessary', ['analytics']],
    ['ana lytics.maps.', ['maps']],
    ['a'.repeat(41), []],
  ])('parses %j as %j', (value, expected) => {
    expect(parseConsentPurposes(value)).toEqual(expected);
  });

  it('reads the stored state: true is every purpose, false with the cookie some, false alone none', () => {
    expect(readConsentState(document)).toEqual({ decision: undefined, purposes: [] });
    setCookies('true', 'analytics');
    expect(readConsentState(document)).toEqual({ decision: 'accepted', purposes: 'all' });
    setCookies('false', 'functional.maps');
    expect(readConsentState(document)).toEqual({
      decision: 'declined',
      purposes: ['functional', 'maps'],
    });
    setCookies('false');
    expect(readConsentState(document)).toEqual({ decision: 'declined', purposes: [] });
    setCookies('yes', 'analytics');
    expect(readConsentState(document)).toEqual({ decision: 'declined', purposes: ['analytics'] });
    // Purposes without a decision grant nothing: the choice is the consent cookie's.
    setCookies(undefined, 'analytics');
    expect(readConsentState(document)).toEqual({ decision: undefined, purposes: [] });
  });

  it('grants necessary always, every purpose after an accept, the listed ones after a choice', () => {
    expect(isPurposeGranted(consentState(undefined), 'necessary')).toBe(true);
    expect(isPurposeGranted(consentState(undefined), 'analytics')).toBe(false);
    expect(isPurposeGranted(consentState('accepted'), 'anything-named-later')).toBe(true);
    const some = consentState('declined', ['analytics', 'bad name']);
    expect(some).toEqual({ decision: 'declined', purposes: ['analytics'] });
    expect(PURPOSES.map((p) => isPurposeGranted(some, p))).toEqual([false, true, false, false]);
  });
});

describe('isConsentGiven per purpose', () => {
  it('follows the stored purposes after a choice, whatever the policy', () => {
    setHead({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    setCookies('false', 'analytics.maps');
    expect(PURPOSES.map((p) => isConsentGiven(p, { events: bus() }))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    setCookies('true');
    expect(PURPOSES.map((p) => isConsentGiven(p, { events: bus() }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    setCookies('false');
    expect(PURPOSES.map((p) => isConsentGiven(p, { events: bus() }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isConsentGiven('necessary', { events: bus() })).toBe(true);
  });

  it('hears a choice of purposes on the bus when the cookies hold nothing', () => {
    const events = bus();
    setHead({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    expect(isConsentGiven('analytics', { events })).toBe(false);
    events.emit('consent:change', { decision: 'declined', purposes: ['analytics', 7] });
    expect(PURPOSES.map((p) => isConsentGiven(p, { events }))).toEqual([false, true, false, false]);
    events.emit('consent:change', { decision: 'accepted', purposes: 'all' });
    expect(PURPOSES.map((p) => isConsentGiven(p, { events }))).toEqual([true, true, true, true]);
  });

  it('whenConsentGiven resolves on the choice that grants its purpose, not on one that does not', async () => {
    const events = bus();
    setHead({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    let resolved = false;
    const waiting = whenConsentGiven('marketing', undefined, { events }).then(() => {
      resolved = true;
    });
    events.emit('consent:change', { decision: 'declined', purposes: ['analytics'] });
    await Promise.resolve();
    expect(resolved).toBe(false);
    events.emit('consent:change', { decision: 'declined', purposes: ['analytics', 'marketing'] });
    await waiting;
    expect(resolved).toBe(true);
  });

  it('without page-context settings, GPC declines before a choice (the markup defaults offer a decline)', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(isConsentGiven('analytics', { events: bus() })).toBe(false);
    // With page-context settings of OPT_IN (the spec's default), GPC leaves the choice open.
    setHead({ cookieSettings: { cookieBannerAcceptType: 'OPT_IN' } });
    expect(isConsentGiven('analytics', { events: bus() })).toBe(true);
  });

  it('reads a restrictive policy from the markup configuration', () => {
    setHead(undefined, '{"isRestrictiveCookiePolicyEnabled": true}');
    expect(isConsentGiven('functional', { events: bus() })).toBe(false);
    setCookies('false', 'functional');
    expect(isConsentGiven('functional', { events: bus() })).toBe(true);
  });
});

describe('the consent settings: page context, markup configuration, markup defaults', () => {
  it('without page-context cookieSettings: the configuration over the markup defaults', () => {
    expect(MARKUP_CONSENT_DEFAULTS).toEqual({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
    });
    expect(readConsentSettings(undefined, document)).toEqual(MARKUP_CONSENT_DEFAULTS);
    setHead(undefined, '{"cookieBannerCtaVariant": "ICON", "purposes": ["maps"]}');
    expect(readConsentSettings(undefined, document)).toEqual({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'ICON',
      purposes: ['maps'],
    });
    // A non-object cookieSettings is no settings.
    expect(readConsentSettings('junk', document)).toEqual(readConsentSettings(undefined, document));
  });

  it('with page-context cookieSettings: those win, the configuration fills in, no markup defaults', () => {
    setHead(undefined, '{"purposes": ["maps"], "cookieBannerTheme": "LIGHT"}');
    expect(readConsentSettings({ cookieBannerTheme: 'DARK' }, document)).toEqual({
      purposes: ['maps'],
      cookieBannerTheme: 'DARK',
    });
    expect(readConsentSettings({}, document)).toEqual({
      purposes: ['maps'],
      cookieBannerTheme: 'LIGHT',
    });
  });

  it.each(['{"purposes": [', '[1, 2]', '"text"', 'null', ''])(
    'a malformed configuration %j warns once however often it is read, and reads as {}',
    (text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      setHead(undefined, text);
      expect(readConsentConfig(document)).toEqual({});
      expect(readConsentConfig(document)).toEqual({});
      expect(isConsentGiven('analytics', { events: bus() })).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toBe(
        '[tessera] The consent configuration (script#tessera-consent) is not a JSON object: using the safe default (every gated element waits for an acceptance). See docs/markup.md#consent-configuration.',
      );
    },
  );

  it('only a JSON script element counts, and a changed text is read again', () => {
    document.head.innerHTML = `<div id="${CONSENT_CONFIG_ELEMENT_ID}">{"purposes": ["x"]}</div>`;
    expect(readConsentConfig(document)).toEqual({});
    setHead(undefined, '{"purposes": ["a"]}');
    expect(readConsentConfig(document)).toEqual({ purposes: ['a'] });
    document.getElementById(CONSENT_CONFIG_ELEMENT_ID)!.textContent = '{"purposes": ["b"]}';
    expect(readConsentConfig(document)).toEqual({ purposes: ['b'] });
    expect(readConsentConfig(undefined)).toEqual({});
  });
});
