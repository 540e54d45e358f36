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

/** Mobile breakpoint: max-width 432 px (spec 002 §9 "Layout and animation"). */
export const MOBILE_MAX_WIDTH = 432;

/** One day in milliseconds, for the popup's displayFrequency (days). */
export const DAY_MS = 86_400_000;

/**
 * How often document.cookie is checked for tracking cookies when the CookieStore change event
 * is unavailable (only while tracking is not allowed). bench/consent measures one check.
 */
export const COOKIE_POLL_MS = 500;
