/**
 * The consent settings' known keys (CookieSettingsInput), with the JSON values each takes: the
 * markup configuration (`#tessera-consent`) is checked against them, so that a misspelt key or
 * value in a site's JSON gets the warning a misspelt TypeScript key gets from the compiler.
 * `satisfies ConfigKeys<CookieSettingsInput>`: a key added to one and not the other fails tsc.
 */
import type { ConfigKeys, MarkupMistake } from '@tessera/runtime';
import { findConfigMistakes } from '@tessera/runtime';
import type { CookieSettingsInput } from './cookie-settings';

export const cookieSettingsKeys = {
  isCookieBannerEnabled: ['flag'],
  cookieBannerText: ['string'],
  cookieBannerCtaText: ['string'],
  cookieBannerOptOutCtaText: ['string'],
  cookieBannerPosition: ['string'],
  cookieBannerTheme: ['string'],
  cookieBannerVariant: ['string'],
  cookieBannerCtaVariant: ['string'],
  cookieBannerAcceptType: ['string'],
  isRestrictiveCookiePolicyEnabled: ['flag'],
  isRestrictiveCookiePolicyAbsolute: ['flag'],
  isActivityLogEnabled: ['flag'],
  isAnalyticsCookiesDisabled: ['flag'],
  isVisitorDataRestricted: ['flag'],
  waitForConsent: ['flag'],
  purposes: ['array'],
  messages: ['object'],
} as const satisfies ConfigKeys<CookieSettingsInput>;

/** The enumerated settings' values (read trimmed and case-insensitively, as settingOneOf does). */
const cookieSettingsValues = {
  cookieBannerPosition: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
  cookieBannerTheme: ['LIGHT', 'DARK'],
  cookieBannerVariant: ['BAR', 'POPUP'],
  cookieBannerCtaVariant: ['TEXT', 'BUTTON', 'ICON'],
  cookieBannerAcceptType: ['OPT_IN', 'OPT_IN_AND_OUT'],
} as const satisfies {
  [Key in keyof CookieSettingsInput]?: readonly NonNullable<CookieSettingsInput[Key]>[];
};

/** The unknown keys, values of the wrong kind and unknown enumerated values of `config`. */
export function cookieSettingsMistakes(config: Record<string, unknown>): MarkupMistake[] {
  const mistakes = findConfigMistakes(config, cookieSettingsKeys);
  for (const [key, allowed] of Object.entries(cookieSettingsValues)) {
    const value = config[key];
    if (
      typeof value === 'string' &&
      !(allowed as readonly string[]).includes(value.trim().toUpperCase())
    ) {
      mistakes.push({ kind: 'unknown-value', key, value, allowed });
    }
  }
  return mistakes;
}
