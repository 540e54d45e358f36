import { CONSENT_COOKIE, readCookie, writeCookie } from '@tessera/runtime';
import { CONSENT_COOKIE_DAYS } from './constants';
import type { CookiePolicy } from './cookie-policy';

/** The visitor's choice, as stored in the consent cookie; undefined while none is made. */
export type ConsentDecision = 'accepted' | 'declined';

/** Where a decision came from, as sent with the proof-of-consent record. */
export type ConsentSource = 'banner' | 'gpc' | 'api';

/**
 * Reads the consent cookie's value (spec 000 §4: accept writes true, deny false). Absent or
 * empty, it holds no value: no decision yet. Any other value still holds a value, so the banner
 * stays away (spec 002 §4: "shown unless the consent cookie already holds a value"), and it is
 * no acceptance, so it reads as a decline: tracking waits until the visitor accepts.
 */
export function parseConsentCookie(value: string | undefined): ConsentDecision | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'true' ? 'accepted' : 'declined';
}

/** The value the consent cookie stores for a decision. */
export function consentCookieValue(decision: ConsentDecision): 'true' | 'false' {
  return decision === 'accepted' ? 'true' : 'false';
}

/** True when the restrictive policy is on; either flag turns it on (README: choices). */
export function isRestrictivePolicy(settings: CookiePolicy): boolean {
  return settings.isRestrictiveCookiePolicyEnabled || settings.isRestrictiveCookiePolicyAbsolute;
}

/**
 * Whether the banner is mounted (spec 000 §4): when forced; otherwise when the settings enable
 * it and the consent cookie holds no value.
 */
export function shouldShowCookieBanner(
  settings: CookiePolicy,
  decision: ConsentDecision | undefined,
  forced = false,
): boolean {
  if (forced) return true;
  return settings.isCookieBannerEnabled && decision === undefined;
}

/**
 * Whether visitor-tracking cookies and requests are allowed: always after an acceptance, never
 * after a decline, and before a choice only when no restrictive policy is on (spec 000 §4:
 * "With a restrictive policy and no acceptance, the visitor-tracking cookies are expired").
 */
export function isTrackingAllowed(
  settings: CookiePolicy,
  decision: ConsentDecision | undefined,
): boolean {
  if (decision !== undefined) return decision === 'accepted';
  return !isRestrictivePolicy(settings);
}

/** Whether the accept type offers a decline (OPT_IN_AND_OUT) and so a decline may be inferred. */
export function allowsDecline(settings: CookiePolicy): boolean {
  return settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT';
}

/**
 * Global Privacy Control (navigator.globalPrivacyControl) is honoured as a decline when no
 * choice is stored and the accept type allows a decline; with OPT_IN the banner shows as usual.
 */
export function shouldDeclineForPrivacySignal(
  settings: CookiePolicy,
  decision: ConsentDecision | undefined,
  globalPrivacyControl: boolean,
): boolean {
  return globalPrivacyControl && decision === undefined && allowsDecline(settings);
}

/** The decision stored in ss_cookieAllowed, or undefined while none is made. */
export function readConsentDecision(doc?: Document): ConsentDecision | undefined {
  return parseConsentCookie(readCookie(CONSENT_COOKIE, doc));
}

/** Stores a decision: ss_cookieAllowed=true or false for 30 days (spec 000 §4, §9). */
export function writeConsentDecision(decision: ConsentDecision, doc?: Document): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(decision), { days: CONSENT_COOKIE_DAYS }, doc);
}

// The signal and the cookie are read here, with the rules that take them: every module that
// decides imports one module (one lazy-module wrapper in a single bundle, not three).
/** True when the browser sends the Global Privacy Control signal (navigator.globalPrivacyControl). */
export function readGlobalPrivacyControl(navigatorLike: object | null | undefined): boolean {
  return (
    (navigatorLike as { globalPrivacyControl?: unknown } | null)?.globalPrivacyControl === true
  );
}
