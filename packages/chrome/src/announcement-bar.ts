/**
 * The announcement bar's rules (spec 002 §3, §6): the page context's showAnnouncementBar turns
 * it on; a visitor's dismissal is remembered per bar; a logged-in account (spec 002 §6: its
 * logged-in state loads the bar) always sees it, and its dismissals last for the page view only,
 * so that an owner checking the site sees what a first-time visitor sees.
 */

/** The cookie that remembers a dismissal: its value is the dismissed bar's id. A cookie (not
 * local storage) so that a server can render the bar hidden and nothing shifts (README). */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'tessera-announcement-dismissed';
/** How long a dismissal is remembered, in days. */
export const ANNOUNCEMENT_DISMISSAL_DAYS = 30;
/** The id of a bar whose markup has no `data-announcement-id`. */
export const DEFAULT_ANNOUNCEMENT_ID = 'announcement';

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
