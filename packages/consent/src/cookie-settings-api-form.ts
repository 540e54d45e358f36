import { type CookieSettings, normalizeCookieSettings } from './cookie-settings';

/**
 * The API form of the cookie settings (spec 000 §3, spec 002 §3): the restrictive policy is
 * sent as isAnalyticsCookiesDisabled and visitor-data restriction as the inverse,
 * isActivityLogEnabled.
 */
export type CookieSettingsApiForm = Omit<
  CookieSettings,
  'isRestrictiveCookiePolicyEnabled' | 'isVisitorDataRestricted'
>;

/** Settings form to API form. */
export function toCookieSettingsApiForm(settings: CookieSettings): CookieSettingsApiForm {
  const { isRestrictiveCookiePolicyEnabled, isVisitorDataRestricted, ...rest } = settings;
  return {
    ...rest,
    isAnalyticsCookiesDisabled: isRestrictiveCookiePolicyEnabled,
    isActivityLogEnabled: !isVisitorDataRestricted,
  };
}

/** API form (any subset, any junk) to the settings form, with every default applied. */
export function fromCookieSettingsApiForm(apiForm: unknown): CookieSettings {
  const raw: Record<string, unknown> =
    apiForm !== null && typeof apiForm === 'object' ? { ...apiForm } : {};
  // The API form carries these two only under their mapped names: read those instead.
  delete raw.isRestrictiveCookiePolicyEnabled;
  delete raw.isVisitorDataRestricted;
  return normalizeCookieSettings(raw);
}
