/** The header carrying the login session's xsrfToken on later calls (spec 000 §7). */
export const XSRF_TOKEN_HEADER = 'X-XSRF-Token';
