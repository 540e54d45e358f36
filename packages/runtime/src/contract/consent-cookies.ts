import { SESSION_TIME_COOKIE, VISITOR_RECORD_COOKIE } from './cookie-names';

/** The consent value (spec 000 §3, §9): 'true' only when every purpose is granted. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/**
 * The purposes a visitor granted when they chose some but not all (an addition to the spec's
 * cookies): names joined with '.', e.g. `functional.analytics`; written with ss_cookieAllowed
 * false and removed by an accept of everything or a decline.
 */
export const CONSENT_PURPOSES_COOKIE = 'tessera_consent';

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
