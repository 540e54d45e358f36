import { PURPOSE_NAME, readCookiePolicy, settingFlag, settingOneOf } from '@tessera/runtime';
import type { CookieSettings } from './cookie-settings';

// The setting readers are the runtime's (one rule for the gate and the banner).
export { settingFlag, settingOneOf };

/** The purposes offered when the settings name none (besides 'necessary', always granted). */
export const DEFAULT_PURPOSES = ['functional', 'analytics', 'marketing'] as const;

/**
 * The cookie settings the policy acts on (banner shown or not, restrictive policy, whether a
 * decline may be inferred, the purposes, whether gated elements wait): what a visitor who
 * already decided needs, without the banner's texts and layout (resolved in the banner's chunk).
 */
export type CookiePolicy = Pick<
  CookieSettings,
  | 'isCookieBannerEnabled'
  | 'isRestrictiveCookiePolicyEnabled'
  | 'isRestrictiveCookiePolicyAbsolute'
  | 'cookieBannerAcceptType'
  | 'waitForConsent'
  | 'purposes'
>;

/**
 * The purpose names a `purposes` setting lists (names, or objects with an `id`), without
 * 'necessary', duplicates or invalid names; DEFAULT_PURPOSES when it is not a list.
 */
export function purposeNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [...DEFAULT_PURPOSES];
  const names = value.map((entry: unknown) =>
    typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id,
  );
  const valid = names.filter(
    (name): name is string =>
      typeof name === 'string' && PURPOSE_NAME.test(name) && name !== 'necessary',
  );
  return [...new Set(valid)];
}

/**
 * Resolves the policy fields of raw cookie settings, as normalizeCookieSettings does: the
 * restrictive flags and the accept type by the runtime's one consent rule (readCookiePolicy,
 * which the runtime's consent gate reads too), whether the banner is enabled, whether gated
 * elements wait for a choice (default true) and the purposes offered.
 */
export function normalizeCookiePolicy(input: unknown): CookiePolicy {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    isCookieBannerEnabled: settingFlag(raw.isCookieBannerEnabled, false),
    ...readCookiePolicy(raw),
    waitForConsent: settingFlag(raw.waitForConsent, true),
    purposes: purposeNames(raw.purposes),
  };
}
