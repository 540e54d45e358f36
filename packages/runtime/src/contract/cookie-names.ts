/**
 * The cookies and crumb names of the wire contract (spec 000 §3 "Visitor cookies", §8, §9),
 * word for word. Plain constants, so a bundle keeps only those it reads.
 */

/** The crumb cookie, the CSRF token the data layer copies into every call (spec 000 §8). */
export const CRUMB_COOKIE = 'crumb';
/** The query parameter (and url-encoded field) that carries the crumb (spec 000 §7, 002 §7). */
export const CRUMB_PARAMETER = 'crumb';
/** The header that may carry the crumb instead (spec 000 §7: the error reporter's X-CSRF-Token). */
export const CRUMB_HEADER = 'x-csrf-token';

/** The visitor record: id|first|previous|current|count (spec 000 §3). */
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
/** The session time (spec 000 §3). */
export const SESSION_TIME_COOKIE = 'ss_cvt';
/** The consent value (spec 000 §3, §9). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/** The visitor-tracking cookies expired under a restrictive policy (spec 000 §9, 002 §9). */
export const TRACKING_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  VISITOR_RECORD_COOKIE,
  SESSION_TIME_COOKIE,
] as const;

export type TrackingCookie = (typeof TRACKING_COOKIES)[number];
