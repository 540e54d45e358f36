import { ContributorRole, type PageContext } from '@tessera/runtime';
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
 * The account's entry in the roles map, as a list (spec 002 §6: one value or a list), or
 * undefined when the map does not list the account.
 */
function rolesOf(page: PageContext): unknown[] | undefined {
  const id = page.authenticatedAccount?.id;
  const roles = id === undefined ? undefined : page.websiteRoles?.[id];
  return roles === undefined || roles === null ? undefined : [roles].flat();
}

/**
 * Only the viewer role (by name or number), the rule of @tessera/runtime's holdsOnlyViewerRole
 * (a test holds the two to the same answers). Written here because importing it made the script
 * build split the runtime's roles module into a chunk of its own that every visitor then fetched.
 */
const isViewerOnly = (roles: unknown[]) =>
  roles.length > 0 &&
  roles.every((role) =>
    ['viewer', 'VIEWER', String(ContributorRole.VIEWER)].includes(String(role)),
  );

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
  const roles = rolesOf(page);
  // The roles map lists the account with no role at all: a site member, not an owner (ours).
  if (roles && isViewerOnly(roles)) return skip('viewer-only');
  if (roles?.length === 0) return skip('no-role');
  if (!input.topFrame) return skip('not-top-frame');
  return { redirect: configUrl(url) };
}
