/** Login and logout (spec 000 §7). */

/** POST, no body: logs the visitor out (spec 000 §7). */
export const LOGOUT_PATH = '/api/auth/Logout';
/** POST to log in (email, password, rememberMe), DELETE to log out (spec 000 §7). */
export const ACCOUNT_SESSION_PATH = '/api/site-users/account/session';
