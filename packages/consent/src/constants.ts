/*
 * The consent cookie (spec 000 §3 "Visitor cookies", §9), the tracking cookie list and the two
 * calls this package makes are the runtime's wire contract: modules import them from the
 * runtime, and index.ts re-exports them as this package's API. Not re-exported here: in one
 * bundle every lazily imported module that imported this file would import all four.
 */

/** Lifetime of the consent cookie in days (spec 000 §9, spec 002 §9). */
export const CONSENT_COOKIE_DAYS = 30;

/** Cookie banner version (spec 000 §3, spec 002 §9); sent with each proof-of-consent record. */
export const BANNER_VERSION = 2;

// The popup's and the cookie guard's constants live beside their code, each in the one chunk
// that uses it (a module shared by the popup's schedule and the guard was a chunk of its own, one
// more script for a visitor who declined: issue 13); re-exported for the API and the tests.
export { COOKIE_POLL_MS } from './guard-tracking-cookies';
export { DAY_MS } from './popup/popup-constants';
