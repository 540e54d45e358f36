import { holdsOnlyViewerRole, type PageContext } from '@tessera/runtime';
import { CONFIG_PATH, FRAME_URL_PARAMETER, NOREDIRECT_PARAMETER } from './account-constants';
import { isLocalHost } from './is-local-host';

/** Why an owner stays on the live page (spec 000 §2, 002 §2), in the order they are checked. */
export type OwnerRedirectSkip =
  | 'no-session'
  | 'config-page'
  | 'noredirect'
  | 'localhost'
  | 'developer-mode'
  | 'cloneable'
  | 'viewer-only'
  | 'no-role'
  | 'not-top-frame';

export interface OwnerRedirectInput {
  page: PageContext;
  /** The page's address (location.href). */
  url: URL;
  /** window.top === window. */
  topFrame: boolean;
  /** The noredirect flag was seen earlier in this tab (session storage). */
  noredirectStored: boolean;
}

export type OwnerRedirectDecision =
  | { redirect: string; skip?: undefined }
  | { redirect?: undefined; skip: OwnerRedirectSkip };

/**
 * The roles map lists the account with no contributor role: a site member, not an owner (spec
 * 000 §2 redirects owners). Without a roles map, or without the account in it, the account is
 * taken as the owner.
 */
function holdsNoRole(page: PageContext): boolean {
  const id = page.authenticatedAccount?.id;
  const roles = id === undefined ? undefined : page.websiteRoles?.[id];
  return Array.isArray(roles) && roles.length === 0;
}

/** `/config/?frameUrl=` with the path and search of `url`, encoded (spec 000 §2). */
export function configUrl(url: URL): string {
  return `${CONFIG_PATH}?${FRAME_URL_PARAMETER}=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Whether a logged-in owner who opens this live page goes to the console, and where: skipped
 * without a session, on the console itself, with the noredirect flag (in the query or kept from
 * earlier), on localhost, in developer mode, on a cloneable site, for a viewer-only account or
 * one without a role (a site member), and inside a frame (the console's own preview frame among them).
 */
export function ownerRedirect(input: OwnerRedirectInput): OwnerRedirectDecision {
  const { page, url } = input;
  const skip = (reason: OwnerRedirectSkip) => ({ skip: reason });
  if (!page.authenticatedAccount) return skip('no-session');
  if (url.pathname.startsWith(CONFIG_PATH)) return skip('config-page');
  if (input.noredirectStored || url.searchParams.has(NOREDIRECT_PARAMETER)) {
    return skip('noredirect');
  }
  if (isLocalHost(url.hostname)) return skip('localhost');
  if (page.website?.developerMode === true) return skip('developer-mode');
  if (page.website?.cloneable === true) return skip('cloneable');
  if (holdsOnlyViewerRole(page)) return skip('viewer-only');
  if (holdsNoRole(page)) return skip('no-role');
  if (!input.topFrame) return skip('not-top-frame');
  return { redirect: configUrl(url) };
}
