/**
 * Names this package writes and reads. The spec says a cookie marks the preview frame as
 * expanded and that the noredirect flag is kept in session storage, without naming either
 * (spec 002 §7: "Cookie names for preview … exist; the names are not shown"): these are ours.
 */

/** The owner console (spec 000 §2): `/config/?frameUrl=<encoded path and search>`. */
export const CONFIG_PATH = '/config/';
/** The query parameter of CONFIG_PATH holding the page to show in the preview frame. */
export const FRAME_URL_PARAMETER = 'frameUrl';
/** The query flag that keeps an owner on the live page (spec 002 §2). */
export const NOREDIRECT_PARAMETER = 'noredirect';
/** Session-storage key keeping the noredirect flag for the rest of the tab's session. */
export const NOREDIRECT_STORAGE_KEY = 'tessera-noredirect';
/** Set to `expanded` just before the owner redirect (spec 000 §2). */
export const PREVIEW_FRAME_COOKIE = 'tessera-preview-frame';
/** The message the editing frame posts to the console to toggle its panel (Escape). */
export const TOGGLE_PANEL_MESSAGE = 'tessera:toggle-panel';

/**
 * @tessera/runtime's XSRF_TOKEN_HEADER, written out for the account feature's chunk: imported,
 * the script build gives the name a 43 B chunk of its own (shared with the order account block),
 * which only a visitor with a session fetched for this feature; a test holds the two equal.
 */
export const SESSION_TOKEN_HEADER = 'X-XSRF-Token';
