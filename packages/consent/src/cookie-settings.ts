import { bannerPosition } from './banner-position';
import { consentMessages } from './consent-messages';
import { settingFlag as flag, normalizeCookiePolicy, settingOneOf as oneOf } from './cookie-policy';
import { isEmptyText } from './is-empty-text';

export type CookieBannerTheme = 'LIGHT' | 'DARK';
export type CookieBannerVariant = 'BAR' | 'POPUP';
export type CookieBannerCtaVariant = 'TEXT' | 'BUTTON' | 'ICON';
export type CookieBannerAcceptType = 'OPT_IN' | 'OPT_IN_AND_OUT';
export type CookieBannerBarPosition = 'TOP' | 'BOTTOM';
export type CookieBannerPopupPosition = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
export type CookieBannerPosition = CookieBannerBarPosition | CookieBannerPopupPosition;

/** The cookie banner settings (spec 000 §3, spec 002 §3), every field resolved. */
export interface CookieSettings {
  /** Default false. */
  isCookieBannerEnabled: boolean;
  /** Rich text; default the spec's body text when missing or an empty paragraph. */
  cookieBannerText: string;
  /** Default 'Accept'. */
  cookieBannerCtaText: string;
  /** Default 'Decline'. */
  cookieBannerOptOutCtaText: string;
  /** Default BOTTOM for a bar, BOTTOM_LEFT for a popup; mapped to fit the variant. */
  cookieBannerPosition: CookieBannerPosition;
  /** Default DARK. */
  cookieBannerTheme: CookieBannerTheme;
  /** Default BAR. */
  cookieBannerVariant: CookieBannerVariant;
  /** Default ICON. */
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  /** Default OPT_IN (accept only); OPT_IN_AND_OUT adds the decline button. */
  cookieBannerAcceptType: CookieBannerAcceptType;
  /** Default false. Tracking cookies are expired until the visitor accepts. */
  isRestrictiveCookiePolicyEnabled: boolean;
  /** Default false. The restrictive policy holds even while the banner is switched off. */
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** Default true; always the inverse of isVisitorDataRestricted. */
  isActivityLogEnabled: boolean;
  /** Default false; always equal to isRestrictiveCookiePolicyEnabled (its API form). */
  isAnalyticsCookiesDisabled: boolean;
  /** Default false. */
  isVisitorDataRestricted: boolean;
}

/** What a page context or a caller may hand in: any subset, any junk. */
export type CookieSettingsInput = { [K in keyof CookieSettings]?: unknown };

function text(value: unknown, fallback: string): string {
  return isEmptyText(value) ? fallback : (value as string).trim();
}

/**
 * Resolves raw cookie settings (from the page context's `cookieSettings`) to a complete
 * object: spec 000 §5 defaults for missing or unknown values, and the variant/position mapping
 * of spec 000 §4. Pure: never throws, whatever it is given.
 */
export function normalizeCookieSettings(input: unknown): CookieSettings {
  const raw: CookieSettingsInput =
    input !== null && typeof input === 'object' ? (input as CookieSettingsInput) : {};
  const variant = oneOf(raw.cookieBannerVariant, ['BAR', 'POPUP'], 'BAR');
  const policy = normalizeCookiePolicy(raw);
  const restrictive = policy.isRestrictiveCookiePolicyEnabled;
  const visitorDataRestricted = flag(
    raw.isVisitorDataRestricted,
    !flag(raw.isActivityLogEnabled, true),
  );
  return {
    ...policy,
    cookieBannerText: text(raw.cookieBannerText, consentMessages.bannerText),
    cookieBannerCtaText: text(raw.cookieBannerCtaText, consentMessages.ctaText),
    cookieBannerOptOutCtaText: text(raw.cookieBannerOptOutCtaText, consentMessages.optOutCtaText),
    cookieBannerPosition: bannerPosition(variant, raw.cookieBannerPosition),
    cookieBannerTheme: oneOf(raw.cookieBannerTheme, ['LIGHT', 'DARK'], 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerCtaVariant: oneOf(raw.cookieBannerCtaVariant, ['TEXT', 'BUTTON', 'ICON'], 'ICON'),
    isActivityLogEnabled: !visitorDataRestricted,
    isAnalyticsCookiesDisabled: restrictive,
    isVisitorDataRestricted: visitorDataRestricted,
  };
}
