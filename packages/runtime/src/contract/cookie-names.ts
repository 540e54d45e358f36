/**
 * The crumb and visitor cookie names of the wire contract (spec 000 §3 "Visitor cookies", §7,
 * §8), word for word. The consent cookie and the tracking list are in consent-cookies, so that a
 * page without consent does not load them: rollup places a module by who imports it.
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
