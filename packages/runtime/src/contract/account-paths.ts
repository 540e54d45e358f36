/** Login and logout (spec 000 §7), and the account's password and sessions (ours, issue 21). */

/** POST, no body: logs the visitor out (spec 000 §7). */
export const LOGOUT_PATH = '/api/auth/Logout';
/** POST to log in (email, password, rememberMe), DELETE to log out (spec 000 §7). */
export const ACCOUNT_SESSION_PATH = '/api/site-users/account/session';
/** PUT currentPassword and newPassword: changes the password and ends the other sessions. */
export const ACCOUNT_PASSWORD_PATH = '/api/site-users/account/password';
/** GET: the account's login sessions; DELETE `${ACCOUNT_SESSIONS_PATH}/{id}` ends one. */
export const ACCOUNT_SESSIONS_PATH = '/api/site-users/account/sessions';
// The header is a module of its own: the account feature, which every session page loads, needs
// it alone, and the paths then stay in the chunk of the login and logout.
export { XSRF_TOKEN_HEADER } from './xsrf-token-header';
