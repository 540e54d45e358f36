import { PURPOSE_NAME } from '@tessera/runtime';
import { SettingChecks } from './setting-checks';

const BOOLEANS = [
  'isCookieBannerEnabled',
  'isRestrictiveCookiePolicyEnabled',
  'isRestrictiveCookiePolicyAbsolute',
  'isActivityLogEnabled',
  'isAnalyticsCookiesDisabled',
  'isVisitorDataRestricted',
] as const;

const THEMES = ['LIGHT', 'DARK'] as const;
const VARIANTS = ['BAR', 'POPUP'] as const;
const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

/** The banner's rich text and its buttons' words, in characters. */
const BANNER_TEXT_MAX = 2000;
const BANNER_BUTTON_TEXT_MAX = 100;
const MAX_PURPOSES = 32;

const KNOWN = [
  ...BOOLEANS,
  'cookieBannerText',
  'cookieBannerCtaText',
  'cookieBannerOptOutCtaText',
  'cookieBannerPosition',
  'cookieBannerTheme',
  'cookieBannerVariant',
  'cookieBannerCtaVariant',
  'cookieBannerAcceptType',
  'waitForConsent',
  'purposes',
];

function readPurposes(checks: SettingChecks): string[] | undefined {
  const value = checks.fields.purposes;
  if (value === undefined) return undefined;
  const valid =
    Array.isArray(value) &&
    value.length <= MAX_PURPOSES &&
    value.every((name) => typeof name === 'string' && PURPOSE_NAME.test(name));
  if (!valid) {
    checks.fail(
      'purposes',
      `Must be a list of up to ${MAX_PURPOSES} purpose names (letters, digits, - and _).`,
    );
    return undefined;
  }
  return [...new Set(value as string[])];
}

/**
 * The whole cookieSettings object (spec 000 §3, 002 §3) as the console saves it: every setting
 * present with its type and enum, the position one the variant has, the texts the banner shows
 * not empty (the opt-out button's only when it is shown) and within their limits; `purposes`
 * and `waitForConsent` (the consent package's additions) optional. 400 with field errors. The
 * API form's pairs (isAnalyticsCookiesDisabled, isActivityLogEnabled) are stored as given: the
 * consent package derives them from isRestrictiveCookiePolicyEnabled and isVisitorDataRestricted,
 * and the demo's site.json has them apart.
 */
export function readCookieBannerSettings(body: unknown): Record<string, unknown> {
  const checks = new SettingChecks(body, KNOWN);
  const settings: Record<string, unknown> = {};
  for (const name of BOOLEANS) settings[name] = checks.boolean(name);
  const variant = checks.oneOf('cookieBannerVariant', VARIANTS);
  const acceptType = checks.oneOf('cookieBannerAcceptType', ACCEPT_TYPES);
  Object.assign(settings, {
    cookieBannerText: checks.text('cookieBannerText', BANNER_TEXT_MAX, true),
    cookieBannerCtaText: checks.text('cookieBannerCtaText', BANNER_BUTTON_TEXT_MAX, true),
    cookieBannerOptOutCtaText: checks.text(
      'cookieBannerOptOutCtaText',
      BANNER_BUTTON_TEXT_MAX,
      acceptType === 'OPT_IN_AND_OUT',
    ),
    cookieBannerPosition: checks.oneOf(
      'cookieBannerPosition',
      variant === 'POPUP' ? POPUP_POSITIONS : BAR_POSITIONS,
    ),
    cookieBannerTheme: checks.oneOf('cookieBannerTheme', THEMES),
    cookieBannerVariant: variant,
    cookieBannerCtaVariant: checks.oneOf('cookieBannerCtaVariant', CTA_VARIANTS),
    cookieBannerAcceptType: acceptType,
  });
  if (checks.fields.waitForConsent !== undefined) {
    settings.waitForConsent = checks.boolean('waitForConsent');
  }
  const purposes = readPurposes(checks);
  if (purposes) settings.purposes = purposes;
  checks.done();
  // An optional text left out is not stored as undefined.
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}
