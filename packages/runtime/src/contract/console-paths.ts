/** The owner console's calls (issue 18, the reference server's additions; X-XSRF-Token). */

/** GET: every form of the site with its fields, submission count and last submission time. */
export const CONSOLE_FORMS_PATH = '/api/console/forms';
/** GET: the cookie banner, popup overlay, header/footer and language settings the next page load uses. */
export const CONSOLE_SETTINGS_PATH = '/api/console/settings';
/** PUT (owner): the whole cookieSettings object. */
export const CONSOLE_COOKIE_BANNER_PATH = '/api/console/settings/cookie-banner';
/** PUT (owner): popupOverlaySettings, with `bumpVersion: true` to show it again to all. */
export const CONSOLE_POPUP_PATH = '/api/console/settings/popup';
/** PUT (owner): the site's languages, `{defaultLanguage, languages}`. */
export const CONSOLE_LANGUAGES_PATH = '/api/console/settings/languages';
/** GET: the proof-of-consent records, newest first, filtered and paged. */
export const CONSENT_RECORDS_PATH = '/api/consent/records';
/** GET: the same records as CSV. */
export const CONSENT_RECORDS_CSV_PATH = '/api/consent/records.csv';
/** The id of the JSON script holding the console's start data in its index.html. */
export const CONSOLE_BOOTSTRAP_ELEMENT_ID = 'tessera-console';
