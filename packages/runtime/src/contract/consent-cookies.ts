import { SESSION_TIME_COOKIE, VISITOR_RECORD_COOKIE } from './cookie-names';

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
