/**
 * The form calls (spec 000 §7, 002 §7) and the owner's submission pages (reference server
 * addition). Grouped by who calls them, so a bundle keeps only the paths of its own calls.
 */

/** POST: a one-time form submission key, answered as `{ key }` (spec 000 §7). */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
/** POST: a form submission, form-encoded with credentials (spec 000 §7, 002 §7). */
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';
/**
 * POST: a form sent by the browser itself (no script, or the form block's code not loaded),
 * form-encoded, answered with an HTML page (reference server addition, issue 21).
 */
export const HTML_FORM_SUBMISSION_PATH = '/api/form/HtmlFormSubmission';
/** POST: formId, visitorCookie and the page fields (spec 002 §7). */
export const FORM_RENDER_PATH = '/api/census/form-render';
/** GET: the owner's submissions as JSON pages (reference server addition). */
export const FORM_SUBMISSIONS_PATH = '/api/form/submissions';
/** GET: every submission as CSV (reference server addition). */
export const FORM_SUBMISSIONS_CSV_PATH = '/api/form/submissions.csv';
