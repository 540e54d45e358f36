import { CONSENT_COOKIE, CONSENT_PURPOSES_COOKIE } from '../contract/consent-cookies';
import { readCookie } from '../read-cookie';
import { type ConsentDecision, parseConsentCookie } from './consent-rules';

/**
 * The visitor's choice with its purposes: `decision` as ss_cookieAllowed holds it ('accepted'
 * only when every purpose is granted), `purposes` the granted ones beyond 'necessary' ('all'
 * after an accept of everything, so purposes the site names later are granted too).
 */
export interface ConsentState {
  decision: ConsentDecision | undefined;
  purposes: readonly string[] | 'all';
}

/** A purpose name: letters, digits, '-' and '_', 1 to 40 of them. */
export const PURPOSE_NAME = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The purposes a tessera_consent value names, in order, without duplicates, 'necessary' (always
 * granted) or invalid names. Absent or empty: none.
 */
export function parseConsentPurposes(value: string | undefined): string[] {
  const names = (value ?? '').split('.').filter((name) => PURPOSE_NAME.test(name));
  return [...new Set(names)].filter((name) => name !== 'necessary');
}

/** The state a decision and its granted purposes make (an accept grants every purpose). */
export function consentState(
  decision: ConsentDecision | undefined,
  purposes: readonly string[] = [],
): ConsentState {
  if (decision === undefined) return { decision, purposes: [] };
  return {
    decision,
    purposes: decision === 'accepted' ? 'all' : parseConsentPurposes(purposes.join('.')),
  };
}

/**
 * The stored choice: ss_cookieAllowed, and with 'false' the purposes tessera_consent grants
 * (a decline of everything, or a spec-only page, leaves it absent: necessary only).
 */
export function readConsentState(doc?: Document): ConsentState {
  const decision = parseConsentCookie(readCookie(CONSENT_COOKIE, doc));
  if (decision !== 'declined') return consentState(decision);
  return { decision, purposes: parseConsentPurposes(readCookie(CONSENT_PURPOSES_COOKIE, doc)) };
}

/** Whether a stored choice grants `purpose` ('necessary' always). */
export function isPurposeGranted(state: ConsentState, purpose: string): boolean {
  return purpose === 'necessary' || state.purposes === 'all' || state.purposes.includes(purpose);
}
