import type { PageContext } from '@tessera/runtime';
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
 * The viewer role, by name or by its number (ContributorRole.VIEWER, 10; `test` reads a number as
 * its digits): a list of only these is the rule of @tessera/runtime's holdsOnlyViewerRole (a test
 * holds the two to the same answers). Written here because importing it made the script
 * build split the runtime's roles module into a chunk of its own that every visitor then fetched;
 * the number is written out for the same reason (the import of the enumerations cost the
 * session's chunk more than the two digits). The account feature tests roles with it too.
 */
export const VIEWER = /^(viewer|VIEWER|10)$/;

/** What configUrl puts before the encoded path and search: `/config/?frameUrl=`. */
export const FRAME_URL_PREFIX = `${CONFIG_PATH}?${FRAME_URL_PARAMETER}=`;

/** `/config/?frameUrl=` with the path and search of `url`, encoded (spec 000 §2). */
export function configUrl(url: URL): string {
  return FRAME_URL_PREFIX + encodeURIComponent(url.pathname + url.search);
}

/** The skip reasons in the order their rules are checked (ownerRedirectSkipIndex's positions). */
const SKIPS: readonly OwnerRedirectSkip[] = [
  'no-session',
  'config-page',
  'noredirect',
  'localhost',
  'developer-mode',
  'cloneable',
  'viewer-only',
  'no-role',
  'not-top-frame',
];

/**
 * The position of the first rule that keeps the owner on the page, -1 when none does (the owner
 * goes to the console). The reasons' words are ownerRedirect's. The account feature writes the
 * same rules out (account-feature.ts says why; a test holds the two to the same answers).
 */
export function ownerRedirectSkipIndex(input: OwnerRedirectInput): number {
  const { page, url } = input;
  const account = page.authenticatedAccount;
  // One value or a list (spec 002 §6); an account the map does not list (or lists as null) is
  // taken as the owner, admin (1): a platform that sends no map.
  const roles = [page.websiteRoles?.[account?.id as string] ?? 1].flat();
  return [
    !account,
    url.pathname.startsWith(CONFIG_PATH),
    input.noredirectStored || url.searchParams.has(NOREDIRECT_PARAMETER),
    isLocalHost(url.hostname),
    page.website?.developerMode === true,
    page.website?.cloneable === true,
    roles.length > 0 && roles.every((role) => VIEWER.test(role as string)),
    // The roles map lists the account with no role at all: a site member, not an owner (ours).
    !roles.length,
    !input.topFrame,
  ].indexOf(true);
}

/**
 * Whether a logged-in owner who opens this live page goes to the console, and where: skipped
 * without a session, on the console itself, with the noredirect flag (in the query or kept from
 * earlier), on localhost, in developer mode, on a cloneable site, for a viewer-only account or
 * one without a role (a site member), and inside a frame (the console's own preview frame among them).
 */
export function ownerRedirect(input: OwnerRedirectInput): OwnerRedirectDecision {
  const skip = SKIPS[ownerRedirectSkipIndex(input)];
  return skip ? { skip } : { redirect: configUrl(input.url) };
}
