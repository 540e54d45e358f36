import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CookieSettings, normalizeCookieSettings } from '../src/cookie-settings';
import {
  fromCookieSettingsApiForm,
  toCookieSettingsApiForm,
} from '../src/cookie-settings-api-form';
import { messages } from '../src/messages';

const BODY =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

describe('normalizeCookieSettings: defaults (spec 000 §3, §5)', () => {
  it('fills every field when nothing is given', () => {
    expect(normalizeCookieSettings(undefined)).toEqual({
      isCookieBannerEnabled: false,
      cookieBannerText: BODY,
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerAcceptType: 'OPT_IN',
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isActivityLogEnabled: true,
      isAnalyticsCookiesDisabled: false,
      isVisitorDataRestricted: false,
      waitForConsent: true,
      purposes: ['functional', 'analytics', 'marketing'],
    } satisfies CookieSettings);
  });

  it('keeps the catalogue word for word', () => {
    expect(messages.ctaText).toBe('Accept');
    expect(messages.optOutCtaText).toBe('Decline');
    expect(messages.bannerText).toBe(BODY);
  });

  it.each([null, 42, 'text', [], true])('treats %j as no settings', (input) => {
    expect(normalizeCookieSettings(input)).toEqual(normalizeCookieSettings({}));
  });

  it.each([
    ['', BODY],
    ['   ', BODY],
    ['<p></p>', BODY],
    ['<p><br></p>', BODY],
    ['<p>&nbsp;</p>', BODY],
    ['<p> <span></span> </p>', BODY],
    [42, BODY],
    ['<p>We use cookies.</p>', '<p>We use cookies.</p>'],
  ])('body text %j gives %j (an empty paragraph counts as empty)', (value, expected) => {
    expect(normalizeCookieSettings({ cookieBannerText: value }).cookieBannerText).toBe(expected);
  });

  it.each([
    [undefined, 'Accept', 'Decline'],
    ['', 'Accept', 'Decline'],
    ['<p></p>', 'Accept', 'Decline'],
    ['OK', 'OK', 'OK'],
  ])('CTA texts %j', (value, cta, optOut) => {
    const settings = normalizeCookieSettings({
      cookieBannerCtaText: value,
      cookieBannerOptOutCtaText: value,
    });
    expect(settings.cookieBannerCtaText).toBe(cta);
    expect(settings.cookieBannerOptOutCtaText).toBe(optOut);
  });

  it.each([
    ['LIGHT', 'LIGHT'],
    ['DARK', 'DARK'],
    ['light', 'LIGHT'],
    ['SEPIA', 'DARK'],
    [undefined, 'DARK'],
  ])('theme %j gives %s', (value, expected) => {
    expect(normalizeCookieSettings({ cookieBannerTheme: value }).cookieBannerTheme).toBe(expected);
  });

  it.each([
    ['BAR', 'BAR'],
    ['POPUP', 'POPUP'],
    ['MODAL', 'BAR'],
    [3, 'BAR'],
  ])('variant %j gives %s', (value, expected) => {
    expect(normalizeCookieSettings({ cookieBannerVariant: value }).cookieBannerVariant).toBe(
      expected,
    );
  });

  it.each([
    ['TEXT', 'TEXT'],
    ['BUTTON', 'BUTTON'],
    ['ICON', 'ICON'],
    ['LINK', 'ICON'],
    [undefined, 'ICON'],
  ])('CTA variant %j gives %s', (value, expected) => {
    expect(normalizeCookieSettings({ cookieBannerCtaVariant: value }).cookieBannerCtaVariant).toBe(
      expected,
    );
  });

  it.each([
    ['OPT_IN', 'OPT_IN'],
    ['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'],
    ['OPT_OUT', 'OPT_IN'],
    [null, 'OPT_IN'],
  ])('accept type %j gives %s', (value, expected) => {
    expect(normalizeCookieSettings({ cookieBannerAcceptType: value }).cookieBannerAcceptType).toBe(
      expected,
    );
  });

  it.each([
    'isCookieBannerEnabled',
    'isRestrictiveCookiePolicyEnabled',
    'isRestrictiveCookiePolicyAbsolute',
    'isVisitorDataRestricted',
  ] as const)('%s reads booleans and "true"/"false", anything else is false', (key) => {
    expect(normalizeCookieSettings({ [key]: true })[key]).toBe(true);
    expect(normalizeCookieSettings({ [key]: 'true' })[key]).toBe(true);
    expect(normalizeCookieSettings({ [key]: 'false' })[key]).toBe(false);
    expect(normalizeCookieSettings({ [key]: 1 })[key]).toBe(false);
  });

  it('keeps the mirrored fields consistent', () => {
    const on = normalizeCookieSettings({
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    expect(on.isAnalyticsCookiesDisabled).toBe(true);
    expect(on.isActivityLogEnabled).toBe(false);
    const fromApiNames = normalizeCookieSettings({
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: false,
    });
    expect(fromApiNames.isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(fromApiNames.isVisitorDataRestricted).toBe(true);
  });
});

describe('the API form (spec 000 §3)', () => {
  it('maps the restrictive policy to analytics-cookies-disabled and visitor data to the inverse of activity log', () => {
    const settings = normalizeCookieSettings({
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    const apiForm = toCookieSettingsApiForm(settings);
    expect(apiForm.isAnalyticsCookiesDisabled).toBe(true);
    expect(apiForm.isActivityLogEnabled).toBe(false);
    expect(apiForm).not.toHaveProperty('isRestrictiveCookiePolicyEnabled');
    expect(apiForm).not.toHaveProperty('isVisitorDataRestricted');
  });

  it('reads the API form back, ignoring settings-form names it does not carry', () => {
    const settings = fromCookieSettingsApiForm({
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: false,
      isRestrictiveCookiePolicyEnabled: false,
      isVisitorDataRestricted: false,
    });
    expect(settings.isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(settings.isVisitorDataRestricted).toBe(true);
    expect(fromCookieSettingsApiForm({ isActivityLogEnabled: true }).isVisitorDataRestricted).toBe(
      false,
    );
    expect(fromCookieSettingsApiForm(null)).toEqual(normalizeCookieSettings({}));
  });

  it('round-trips any settings', () => {
    const settingsArbitrary = fc
      .record({
        isCookieBannerEnabled: fc.boolean(),
        cookieBannerText: fc.string(),
        cookieBannerCtaText: fc.string(),
        cookieBannerOptOutCtaText: fc.string(),
        cookieBannerPosition: fc.constantFrom(
          'TOP',
          'BOTTOM',
          'TOP_LEFT',
          'TOP_RIGHT',
          'BOTTOM_LEFT',
          'BOTTOM_RIGHT',
          'x',
        ),
        cookieBannerTheme: fc.constantFrom('LIGHT', 'DARK', 'x'),
        cookieBannerVariant: fc.constantFrom('BAR', 'POPUP', 'x'),
        cookieBannerCtaVariant: fc.constantFrom('TEXT', 'BUTTON', 'ICON', 'x'),
        cookieBannerAcceptType: fc.constantFrom('OPT_IN', 'OPT_IN_AND_OUT', 'x'),
        isRestrictiveCookiePolicyEnabled: fc.boolean(),
        isRestrictiveCookiePolicyAbsolute: fc.boolean(),
        isVisitorDataRestricted: fc.boolean(),
      })
      .map(normalizeCookieSettings);
    fc.assert(
      fc.property(settingsArbitrary, (settings) => {
        expect(fromCookieSettingsApiForm(toCookieSettingsApiForm(settings))).toEqual(settings);
        expect(normalizeCookieSettings(settings)).toEqual(settings);
      }),
    );
  });

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const settings = normalizeCookieSettings(value);
        expect(['LIGHT', 'DARK']).toContain(settings.cookieBannerTheme);
        fromCookieSettingsApiForm(value);
      }),
    );
  });
});
