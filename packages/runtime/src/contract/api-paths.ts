/**
 * Every /api/ path of the HTTP contract (spec 000 §7, 002 §7), spelled as the spec spells it.
 * The client packages call these and @tessera/server serves them; one plain `const` each, so a
 * bundle keeps only the paths it calls (the loader keeps none).
 */

/** POST: a one-time form submission key, answered as `{ key }` (spec 000 §7). */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
/** POST: a form submission, form-encoded with credentials (spec 000 §7, 002 §7). */
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';
/** GET: the owner's submissions as JSON pages (reference server addition). */
export const FORM_SUBMISSIONS_PATH = '/api/form/submissions';
/** GET: every submission as CSV (reference server addition). */
export const FORM_SUBMISSIONS_CSV_PATH = '/api/form/submissions.csv';

/** POST, no body: logs the visitor out (spec 000 §7). */
export const LOGOUT_PATH = '/api/auth/Logout';
/** POST to log in (email, password, rememberMe), DELETE to log out (spec 000 §7). */
export const ACCOUNT_SESSION_PATH = '/api/site-users/account/session';

/** POST: a JSON list of error reports, crumb in the X-CSRF-Token header (spec 000 §7). */
export const RECORD_JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/** POST: url-encoded crumb, event and data JSON (spec 002 §7). */
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
/** POST: trace events as a JSON list in the form field `data` (spec 001 §7). */
export const TRACE_PATH = '/api/events/Trace';
/** GET: the landing image beacon (spec 000 §7). */
export const TRACK_PATH = '/api/track/Track';

/** POST: form-encoded event, data (JSON) and ss_cvr (spec 002 §7). */
export const CENSUS_RECORD_HIT_PATH = '/api/census/RecordHit';
/** POST: a button click (spec 002 §7). */
export const CENSUS_BUTTON_CLICK_PATH = '/api/census/button-click';
/** POST: a button render (spec 002 §7). */
export const CENSUS_BUTTON_RENDER_PATH = '/api/census/button-render';
/** POST: formId, visitorCookie and the page fields (spec 002 §7). */
export const FORM_RENDER_PATH = '/api/census/form-render';
/** POST: an overlay event payload with visitorCookie (spec 002 §7). */
export const CENSUS_OVERLAY_PATH = '/api/census/overlay';
/** POST `${CENSUS_RECORD_QUICK_VIEW_PATH}/{id}`: a product quick view (spec 002 §7). */
export const CENSUS_RECORD_QUICK_VIEW_PATH = '/api/census/RecordQuickView';

/** POST: the events service, answered 200 or 202 (spec 002 §7). */
export const EVENTS_SERVICE_PATH = '/api/v1/events';
/** POST: performance records, by beacon or text/plain request (spec 002 §7). */
export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';
/** GET: the answer's pageLoadId; 30 s time-out (spec 002 §7). */
export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';

/** POST: form-encoded widgetJSON; data.html replaces the block content (spec 002 §7). */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';
/** GET the header and footer, PUT new ones (spec 002 §7). */
export const SITE_HEADER_FOOTER_PATH = '/api/site-header-footer';
/** GET (spec 002 §7). */
export const MULTILINGUAL_SETTINGS_PATH = '/api/multilingual/settings';
/** GET (spec 002 §7). */
export const MULTILINGUAL_STATUS_PATH = '/api/multilingual/status';
/** PUT languages (spec 002 §7). */
export const MULTILINGUAL_LANGUAGES_PATH = '/api/multilingual/languages';
/** GET with query parameters and tracking context (spec 002 §7). */
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
/** GET with query parameters and tracking context (spec 002 §7). */
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';

/** POST: the proof of a cookie banner decision (HTTP contract addition, docs/http-contract). */
export const CONSENT_RECORD_PATH = '/api/consent/record';
