import { CONSENT_COOKIE, writeCookie } from '@tessera/runtime';
import { type ConsentDecision, consentCookieValue } from './consent-decision';
import { CONSENT_COOKIE_DAYS } from './constants';

/**
 * Stores a decision: ss_cookieAllowed=true or false for 30 days (spec 000 §4, §9). Apart from
 * reading (consent-cookie.ts), so the waiting page feature carries no cookie-writing code.
 */
export function writeConsentDecision(decision: ConsentDecision, doc?: Document): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(decision), { days: CONSENT_COOKIE_DAYS }, doc);
}
