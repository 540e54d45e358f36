/** The consent cookie (spec 000 §3 "Visitor cookies", §9). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/** Lifetime of the consent cookie in days (spec 000 §9, spec 002 §9). */
export const CONSENT_COOKIE_DAYS = 30;

/** Cookie banner version (spec 000 §3, spec 002 §9); sent with each proof-of-consent record. */
export const BANNER_VERSION = 2;

/** The visitor-tracking cookies expired under a restrictive policy (spec 000 §9, spec 002 §9). */
export const TRACKING_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const;

export type TrackingCookie = (typeof TRACKING_COOKIES)[number];

/** The visitor record cookie, sent as `visitorCookie` with census and consent records. */
export const VISITOR_COOKIE = 'ss_cvr';

/** Where each decision is recorded (HTTP contract addition: POST /api/consent/record). */
export const CONSENT_RECORD_PATH = '/api/consent/record';

/** Where popup overlay census events go (spec 002 §7). */
export const CENSUS_OVERLAY_PATH = '/api/census/overlay';

/** Mobile breakpoint: max-width 432 px (spec 002 §9 "Layout and animation"). */
export const MOBILE_MAX_WIDTH = 432;

/** One day in milliseconds, for the popup's displayFrequency (days). */
export const DAY_MS = 86_400_000;

/**
 * How often document.cookie is checked for tracking cookies when the CookieStore change event
 * is unavailable (only while tracking is not allowed). bench/consent measures one check.
 */
export const COOKIE_POLL_MS = 500;
