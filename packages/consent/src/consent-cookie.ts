import { readCookie, writeCookie } from '@tessera/runtime';
import { type ConsentDecision, consentCookieValue, parseConsentCookie } from './consent-decision';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from './constants';

/** The decision stored in ss_cookieAllowed, or undefined while none is made. */
export function readConsentDecision(doc?: Document): ConsentDecision | undefined {
  return parseConsentCookie(readCookie(CONSENT_COOKIE, doc));
}

/** Stores a decision: ss_cookieAllowed=true or false for 30 days (spec 000 §4, §9). */
export function writeConsentDecision(decision: ConsentDecision, doc?: Document): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(decision), { days: CONSENT_COOKIE_DAYS }, doc);
}
