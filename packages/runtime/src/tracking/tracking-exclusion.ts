import { PageType } from '../model/page-types';
import { holdsOnlyViewerRole } from '../model/roles';
import type { PageContext } from '../page-context';

/** Why a tracking call is dropped (spec 002 §6), as trackingExclusion names it. */
export type TrackingExclusion = 'disabled' | 'config' | 'account' | 'page' | 'search';

/**
 * Pages that are never tracked (spec 002 §6): not found, lock screen, member access denied. A
 * function, not a module-level array: bundlers keep a top-level array of property reads (and the
 * whole PageType table with it) in every bundle that imports the runtime, used or not.
 */
function isUntrackedPage(pageType: unknown): boolean {
  return (
    pageType === PageType.NOT_FOUND ||
    pageType === PageType.LOCK_SCREEN ||
    pageType === PageType.MEMBER_AREA_ACCESS_DENIED
  );
}

/** True for `path` itself and every path below it. */
function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The tracking exclusion of spec 002 §6 that applies to this page, or undefined when tracking
 * may go on: the global disable flag (the page context's `trackingDisabled: true`), the /config
 * pages (for every account, viewers too), a logged-in account that holds any role but viewer (a
 * viewer-only account is tracked like an anonymous visitor), the not-found, lock-screen and
 * member-area-access-denied pages, and, for page views only, the /search page (its views are
 * counted as site searches instead).
 */
export function trackingExclusion(
  page: PageContext,
  pathname: string,
  pageView = false,
): TrackingExclusion | undefined {
  if (page.trackingDisabled === true) return 'disabled';
  if (isUnder(pathname, '/config')) return 'config';
  if (page.authenticatedAccount && !holdsOnlyViewerRole(page)) return 'account';
  if (isUntrackedPage(page.pageType)) return 'page';
  if (pageView && (isUnder(pathname, '/search') || page.pageType === PageType.SEARCH)) {
    return 'search';
  }
  return undefined;
}
