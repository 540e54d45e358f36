import { consentMessages } from './consent-messages';
import { settingFlag as flag, normalizeCookiePolicy, settingOneOf as oneOf } from './cookie-policy';
import { purposeNames } from './purpose-names';

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
  /**
   * Default true: gated elements (`data-consent`) and Consent Mode wait for a choice that grants
   * their purpose. false: before any choice they follow the spec's rule (tracking allowed unless
   * a restrictive policy is on).
   */
  waitForConsent: boolean;
  /** The purposes offered besides 'necessary' (default functional, analytics, marketing). */
  purposes: string[];
}

/**
 * A purpose the site offers besides 'necessary': its name, or its name with the texts of its
 * row in the preferences dialog.
 */
export type ConsentPurposeSetting = string | { id: string; label?: string; description?: string };

/**
 * The strings a site may replace (docs/markup.md, consent configuration): the banner's
 * Preferences button, the preferences dialog's texts, and the built-in purposes' labels and
 * descriptions.
 */
export interface ConsentSettingsMessages {
  /** Default 'Preferences'. */
  preferencesCta?: string;
  /** Default 'Cookie preferences'. */
  preferencesTitle?: string;
  preferencesText?: string;
  /** Default 'Save choices'. */
  preferencesSave?: string;
  /** Default 'Accept all'. */
  preferencesAcceptAll?: string;
  /** Default 'Reject all'. */
  preferencesRejectAll?: string;
  /** Default 'Always on'. */
  preferencesAlwaysOn?: string;
  necessaryLabel?: string;
  necessaryDescription?: string;
  functionalLabel?: string;
  functionalDescription?: string;
  analyticsLabel?: string;
  analyticsDescription?: string;
  marketingLabel?: string;
  marketingDescription?: string;
}

/**
 * The cookie banner settings a caller hands in (spec 000 §3, and Tessera's waitForConsent,
 * purposes and messages): every key typed, so that a misspelt key or value is a type error.
 * Each default is the one documented on CookieSettings. The page context's settings, which are
 * not typed, go through normalizeCookieSettings, which reads anything.
 */
export interface CookieSettingsInput {
  isCookieBannerEnabled?: boolean;
  /** Rich text (sanitised before it is shown). */
  cookieBannerText?: string;
  cookieBannerCtaText?: string;
  cookieBannerOptOutCtaText?: string;
  cookieBannerPosition?: CookieBannerPosition;
  cookieBannerTheme?: CookieBannerTheme;
  cookieBannerVariant?: CookieBannerVariant;
  cookieBannerCtaVariant?: CookieBannerCtaVariant;
  cookieBannerAcceptType?: CookieBannerAcceptType;
  isRestrictiveCookiePolicyEnabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
  isActivityLogEnabled?: boolean;
  isAnalyticsCookiesDisabled?: boolean;
  isVisitorDataRestricted?: boolean;
  waitForConsent?: boolean;
  purposes?: readonly ConsentPurposeSetting[];
  messages?: ConsentSettingsMessages;
}

/** Settings as read from untrusted JSON: the known keys, any value. */
type RawCookieSettings = { [K in keyof CookieSettingsInput]?: unknown };

const POPUP_POSITIONS: readonly string[] = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'];

/**
 * The position the banner takes for its variant (spec 000 §4): a bar keeps TOP or BOTTOM and
 * maps a popup position to the bar on the same edge; a popup keeps its corner and maps a bar
 * position to the left-hand corner on that edge. Missing or unknown: BOTTOM for a bar,
 * BOTTOM_LEFT for a popup.
 */
export function bannerPosition(variant: 'BAR', position: unknown): CookieBannerBarPosition;
export function bannerPosition(variant: 'POPUP', position: unknown): CookieBannerPopupPosition;
export function bannerPosition(
  variant: CookieBannerVariant,
  position: unknown,
): CookieBannerPosition;
export function bannerPosition(
  variant: CookieBannerVariant,
  position: unknown,
): CookieBannerPosition {
  const value = typeof position === 'string' ? position.trim().toUpperCase() : '';
  const corner = POPUP_POSITIONS.includes(value);
  const edge = value === 'TOP' || (corner && value.startsWith('TOP')) ? 'TOP' : 'BOTTOM';
  if (variant === 'BAR') return edge;
  return corner ? (value as CookieBannerPopupPosition) : `${edge}_LEFT`;
}

/**
 * Rich text, trimmed, or the fallback when it shows nothing: missing, whitespace, or markup
 * without visible text such as an empty paragraph `<p></p>`, `<p><br></p>` or `<p>&nbsp;</p>`
 * (spec 000 §5: "An empty paragraph counts as empty text").
 */
function text(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const visible = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, '');
  return visible === '' ? fallback : value.trim();
}

/**
 * Resolves raw cookie settings (from the page context's `cookieSettings`) to a complete
 * object: spec 000 §5 defaults for missing or unknown values, and the variant/position mapping
 * of spec 000 §4. Pure: never throws, whatever it is given.
 */
export function normalizeCookieSettings(input: unknown): CookieSettings {
  const raw: RawCookieSettings =
    input !== null && typeof input === 'object' ? (input as RawCookieSettings) : {};
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
    purposes: purposeNames(raw.purposes),
  };
}
