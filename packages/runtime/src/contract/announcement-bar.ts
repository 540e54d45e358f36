/**
 * The announcement bar's dismissal cookie, shared by the bar (@tessera/chrome) and a server that
 * renders a dismissed bar hidden so that nothing shifts (the reference server does). A cookie,
 * not local storage, because the server must read it.
 */

/** The cookie that remembers a dismissal: its value is the dismissed bar's id. */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'tessera-announcement-dismissed';
/** The id of a bar whose markup has no `data-announcement-id`. */
export const DEFAULT_ANNOUNCEMENT_ID = 'announcement';
