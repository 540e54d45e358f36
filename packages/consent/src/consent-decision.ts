import {
  allowsDecline,
  CONSENT_COOKIE,
  type ConsentDecision,
  type ConsentState,
  grantsBeforeChoice,
  isPurposeGranted,
  isTrackingAllowed,
  parseConsentCookie,
  readConsentState,
  readCookie,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
} from '@tessera/runtime';
import type { CookiePolicy } from './cookie-policy';

// The consent rule is the runtime's, one copy for this package and the runtime's gate
// (isConsentGiven, track, loadScript): the cookie's reading, the restrictive policy, whether
// tracking is allowed, and the Global Privacy Control decline (isRestrictivePolicy, which no
// module here calls, is exported by index.ts straight from the runtime). Imported and exported in one
// statement: bundled with an external runtime, each statement is one more import line.
export {
  allowsDecline,
  type ConsentDecision,
  type ConsentState,
  isPurposeGranted,
  isTrackingAllowed,
  parseConsentCookie,
  readConsentState,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
};

/** Where a decision came from, as sent with the proof-of-consent record. */
export type ConsentSource = 'banner' | 'gpc' | 'api';

/** The value the consent cookie stores for a decision. */
export function consentCookieValue(decision: ConsentDecision): 'true' | 'false' {
  return decision === 'accepted' ? 'true' : 'false';
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

/** The decision stored in ss_cookieAllowed, or undefined while none is made. */
export function readConsentDecision(doc?: Document): ConsentDecision | undefined {
  return parseConsentCookie(readCookie(CONSENT_COOKIE, doc));
}

/**
 * Whether a choice grants a purpose, the safe default included: before any choice, a purpose is
 * granted only when the settings opt out of waiting (waitForConsent false) and no restrictive
 * policy is on (the runtime's grantsBeforeChoice, which its third-party gate follows too). What
 * gated elements and Consent Mode follow.
 */
export function grantsPurpose(policy: CookiePolicy, state: ConsentState, purpose: string): boolean {
  if (state.decision !== undefined) return isPurposeGranted(state, purpose);
  return purpose === 'necessary' || grantsBeforeChoice(policy);
}

/**
 * Whether the visitor-tracking cookies may be set: they are the 'analytics' purpose's once a
 * choice is stored, and before one the spec's rule decides (no restrictive policy, spec 000 §4).
 */
export function allowsTracking(policy: CookiePolicy, state: ConsentState): boolean {
  if (state.decision === undefined) return isTrackingAllowed(policy, undefined);
  return isPurposeGranted(state, 'analytics');
}
