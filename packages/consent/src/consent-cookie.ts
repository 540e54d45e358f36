import { readCookie } from '@tessera/runtime';
import { type ConsentDecision, parseConsentCookie } from './consent-decision';
import { CONSENT_COOKIE } from './constants';

/** The decision stored in ss_cookieAllowed, or undefined while none is made. */
export function readConsentDecision(doc?: Document): ConsentDecision | undefined {
  return parseConsentCookie(readCookie(CONSENT_COOKIE, doc));
}
