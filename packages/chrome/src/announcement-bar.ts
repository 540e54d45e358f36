/**
 * The announcement bar's rules (spec 002 §3, §6): the page context's showAnnouncementBar turns
 * it on; a visitor's dismissal is remembered per bar; a logged-in account (spec 002 §6: its
 * logged-in state loads the bar) always sees it, and its dismissals last for the page view only,
 * so that an owner checking the site sees what a first-time visitor sees.
 */

// The dismissal cookie's name and the default bar id are the wire contract's (the server reads
// the cookie to render a dismissed bar hidden), so they live in the runtime.
export { ANNOUNCEMENT_DISMISSED_COOKIE, DEFAULT_ANNOUNCEMENT_ID } from '@tessera/runtime';
/** How long a dismissal is remembered, in days. */
export const ANNOUNCEMENT_DISMISSAL_DAYS = 30;

export interface AnnouncementBarState {
  /** The page context's showAnnouncementBar (only `true` turns the bar on). */
  showAnnouncementBar: unknown;
  /** Whether an account is logged in (page context authenticatedAccount). */
  loggedIn: boolean;
  /** The bar's id (`data-announcement-id`, else DEFAULT_ANNOUNCEMENT_ID). */
  barId: string;
  /** The id the dismissal cookie holds, if any. */
  dismissedId: string | undefined;
}

/** Whether the bar shows: switched on, and not dismissed by this visitor (or logged in). */
export function isAnnouncementBarShown(state: AnnouncementBarState): boolean {
  return (
    state.showAnnouncementBar === true && (state.loggedIn || state.dismissedId !== state.barId)
  );
}

/** Whether a dismissal is written to the cookie: not for a logged-in account. */
export function remembersDismissal(loggedIn: boolean): boolean {
  return !loggedIn;
}
