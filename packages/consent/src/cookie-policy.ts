import { readCookiePolicy, settingFlag, settingOneOf } from '@tessera/runtime';
import type { CookieSettings } from './cookie-settings';

// The setting readers are the runtime's (one rule for the gate and the banner).
export { settingFlag, settingOneOf };

/**
 * The cookie settings the policy acts on (banner shown or not, restrictive policy, whether a
 * decline may be inferred, whether gated elements wait): what a visitor who already decided
 * needs, without the banner's texts, layout and purposes (purpose-names.ts, read on a choice).
 */
export type CookiePolicy = Pick<
  CookieSettings,
  | 'isCookieBannerEnabled'
  | 'isRestrictiveCookiePolicyEnabled'
  | 'isRestrictiveCookiePolicyAbsolute'
  | 'cookieBannerAcceptType'
  | 'waitForConsent'
>;

/**
 * Resolves the policy fields of raw cookie settings, as normalizeCookieSettings does: the
 * restrictive flags, the accept type and whether gated elements wait for a choice (default
 * true) by the runtime's one consent rule (readCookiePolicy,
 * which the runtime's consent gate reads too) and whether the banner is enabled.
 */
export function normalizeCookiePolicy(input: unknown): CookiePolicy {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    isCookieBannerEnabled: settingFlag(raw.isCookieBannerEnabled, false),
    ...readCookiePolicy(raw),
  };
}
