import type { CookieSettings } from './cookie-settings';

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

/** A boolean setting: true/false, or their strings; anything else is the fallback. */
export function settingFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** An enumerated setting, case-insensitive and trimmed; anything else is the fallback. */
export function settingOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (typeof value !== 'string') return fallback;
  const upper = value.trim().toUpperCase();
  return (allowed as readonly string[]).includes(upper) ? (upper as T) : fallback;
}
