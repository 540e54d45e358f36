import { ACCOUNT_SESSION_PATH, type Api, XSRF_TOKEN_HEADER } from '@tessera/runtime';

/**
 * The query flag a logout leaves on its destination; the confirmation shows there. Here rather
 * than in account-constants, whose names the feature's chunk holds: only the dialogs' chunk
 * needs this one.
 */
export const LOGOUT_PARAMETER = 'logout';

export interface LogOutOptions {
  /** Keep the cart for the visitor the owner becomes (the query cloneCart). Default false. */
  cloneCart?: boolean;
}

/**
 * Ends the session: DELETE /api/site-users/account/session?cloneCart=… (spec 000 §7); the data
 * layer retries it once when the answer reports crumbFail, with the crumb the server just set.
 * Afterwards no later call carries the old xsrfToken.
 */
export async function logOut(api: Api, options: LogOutOptions = {}): Promise<void> {
  await api.delete(ACCOUNT_SESSION_PATH, { params: { cloneCart: options.cloneCart === true } });
  api.setDefaultHeader(XSRF_TOKEN_HEADER, undefined);
}

/**
 * Where a logout leaves the browser (spec 000 §2): the site root, or, from the console's preview
 * frame, the framed page itself; either with logout=true, where the confirmation shows.
 */
export function logoutDestination(url: URL, framed: boolean): string {
  const destination = new URL(framed ? url.pathname + url.search : '/', url);
  destination.searchParams.set(LOGOUT_PARAMETER, 'true');
  return destination.pathname + destination.search;
}

/** Whether the address asks for the logout confirmation (logout=true, spec 000 §2). */
export function isLogoutConfirmationUrl(url: URL): boolean {
  return url.searchParams.get(LOGOUT_PARAMETER) === 'true';
}
