import type { CookieSettings } from './cookie-settings';
import { settingFlag, settingOneOf } from './setting-values';

/**
 * The cookie settings the policy acts on (banner shown or not, restrictive policy, whether a
 * decline may be inferred): what a visitor who already decided needs, without the banner's
 * texts and layout (those are resolved in the banner's chunk).
 */
export type CookiePolicy = Pick<
  CookieSettings,
  | 'isCookieBannerEnabled'
  | 'isRestrictiveCookiePolicyEnabled'
  | 'isRestrictiveCookiePolicyAbsolute'
  | 'cookieBannerAcceptType'
>;

/** Resolves the policy fields of raw cookie settings, as normalizeCookieSettings does. */
export function normalizeCookiePolicy(input: unknown): CookiePolicy {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    isCookieBannerEnabled: settingFlag(raw.isCookieBannerEnabled, false),
    // The settings form wins; the API form (spec 000 §3) fills in when only it is present.
    isRestrictiveCookiePolicyEnabled: settingFlag(
      raw.isRestrictiveCookiePolicyEnabled,
      settingFlag(raw.isAnalyticsCookiesDisabled, false),
    ),
    isRestrictiveCookiePolicyAbsolute: settingFlag(raw.isRestrictiveCookiePolicyAbsolute, false),
    cookieBannerAcceptType: settingOneOf(
      raw.cookieBannerAcceptType,
      ['OPT_IN', 'OPT_IN_AND_OUT'],
      'OPT_IN',
    ),
  };
}
