/**
 * The consent rule (spec 000 §4, §9; 002 §4), once for the whole product: how the page
 * context's cookieSettings, the consent cookie and Global Privacy Control decide whether the
 * page may track. @tessera/consent (the banner and its policy) and the runtime's gate
 * (isConsentGiven, track, loadScript) both read it from here.
 */

import { isJsonObject } from '../is-json-object';

/** The visitor's choice, as stored in the consent cookie; undefined while none is made. */
export type ConsentDecision = 'accepted' | 'declined';

/** The settings the rule reads, resolved from raw cookieSettings by readCookiePolicy. */
export interface CookiePolicyFlags {
  isRestrictiveCookiePolicyEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  cookieBannerAcceptType: 'OPT_IN' | 'OPT_IN_AND_OUT';
  /** Whether gated elements and third-party blocks wait for a choice (Tessera's; default true). */
  waitForConsent: boolean;
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

/**
 * The rule's flags from raw cookieSettings (anything: a non-object reads as no settings). The
 * settings form wins; the API form (spec 000 §3: isAnalyticsCookiesDisabled) fills in when only
 * it is present.
 */
export function readCookiePolicy(settings: unknown): CookiePolicyFlags {
  const raw = (settings !== null && typeof settings === 'object' ? settings : {}) as Record<
    string,
    unknown
  >;
  return {
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
    waitForConsent: settingFlag(raw.waitForConsent, true),
  };
}

/**
 * Reads the consent cookie's value (spec 000 §4: accept writes true, deny false). Absent or
 * empty: no decision yet. Any other value is no acceptance, so it reads as a decline.
 */
export function parseConsentCookie(value: string | undefined): ConsentDecision | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'true' ? 'accepted' : 'declined';
}

/** True when the restrictive policy is on; either flag turns it on. */
export function isRestrictivePolicy(policy: CookiePolicyFlags): boolean {
  return policy.isRestrictiveCookiePolicyEnabled || policy.isRestrictiveCookiePolicyAbsolute;
}

/**
 * Whether tracking is allowed: always after an acceptance, never after a decline, and before a
 * choice only when no restrictive policy is on (spec 000 §4).
 */
export function isTrackingAllowed(
  policy: CookiePolicyFlags,
  decision: ConsentDecision | undefined,
): boolean {
  if (decision !== undefined) return decision === 'accepted';
  return !isRestrictivePolicy(policy);
}

/**
 * Whether, before any choice, a purpose other than 'necessary' may load a third party or run a
 * gated element: only when the settings opt out of waiting (waitForConsent false) and no
 * restrictive policy is on. Gated elements, third-party blocks and Consent Mode follow it;
 * first-party tracking follows isTrackingAllowed (the spec's rule).
 */
export function grantsBeforeChoice(policy: CookiePolicyFlags): boolean {
  return !policy.waitForConsent && !isRestrictivePolicy(policy);
}

/** Whether the accept type offers a decline (OPT_IN_AND_OUT), so a decline may be inferred. */
export function allowsDecline(policy: CookiePolicyFlags): boolean {
  return policy.cookieBannerAcceptType === 'OPT_IN_AND_OUT';
}

/**
 * Global Privacy Control is honoured as a decline when no choice is stored and the accept type
 * allows a decline; with OPT_IN the banner shows as usual.
 */
export function shouldDeclineForPrivacySignal(
  policy: CookiePolicyFlags,
  decision: ConsentDecision | undefined,
  globalPrivacyControl: boolean,
): boolean {
  return globalPrivacyControl && decision === undefined && allowsDecline(policy);
}

/** True when the browser sends the Global Privacy Control signal (navigator.globalPrivacyControl). */
export function readGlobalPrivacyControl(navigatorLike: object | null | undefined): boolean {
  return (
    (navigatorLike as { globalPrivacyControl?: unknown } | null)?.globalPrivacyControl === true
  );
}

// The consent settings the rule reads: the page context's cookieSettings or the markup
// configuration. Here, beside readCookiePolicy, so that every page with the consent feature or
// gate fetches them in one chunk with the rule (they are always needed together).

/** The id of the markup configuration: `<script type="application/json" id="tessera-consent">`. */
export const CONSENT_CONFIG_ELEMENT_ID = 'tessera-consent';

/**
 * What a site without page-context cookieSettings gets before its own configuration: a banner,
 * with Accept and Reject of equal weight (buttons, OPT_IN_AND_OUT). The spec's defaults (no
 * banner, ICON, OPT_IN) stay available by setting them.
 */
export const MARKUP_CONSENT_DEFAULTS: Readonly<Record<string, unknown>> = {
  isCookieBannerEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
};

/** The last parse of each configuration element, so a malformed one warns once. */
const parsed = new WeakMap<Element, { text: string | null; config: Record<string, unknown> }>();

/**
 * The markup configuration (`#tessera-consent`, a JSON object), or {} when the page has none.
 * Malformed JSON, or JSON that is not an object, warns once and reads as {} (the safe default).
 */
export function readConsentConfig(doc: Document | undefined): Record<string, unknown> {
  const element = doc?.querySelector(
    `script[type="application/json"]#${CONSENT_CONFIG_ELEMENT_ID}`,
  );
  if (!element) return {};
  const text = element.textContent;
  const known = parsed.get(element);
  if (known && known.text === text) return known.config;
  let value: unknown;
  let problem: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch (error) {
    problem = error;
  }
  const config = isJsonObject(value) ? value : {};
  if (config !== value) {
    console.warn(
      `[tessera] The consent configuration (script#${CONSENT_CONFIG_ELEMENT_ID}) is not a JSON object: using the safe default (every gated element waits for an acceptance). See docs/markup.md#consent-configuration.`,
      problem ?? value,
    );
  }
  parsed.set(element, { text, config });
  return config;
}

/**
 * The consent settings a page acts on, raw: the page context's cookieSettings when it has them
 * (the markup configuration fills in what they leave out, such as `purposes`); else the markup
 * configuration over MARKUP_CONSENT_DEFAULTS.
 */
export function readConsentSettings(
  cookieSettings: unknown,
  doc: Document | undefined,
): Record<string, unknown> {
  const config = readConsentConfig(doc);
  if (isJsonObject(cookieSettings)) return { ...config, ...cookieSettings };
  return { ...MARKUP_CONSENT_DEFAULTS, ...config };
}
