/** The events, tracking and performance calls (spec 000 §7, 001 §7, 002 §7). */

/** POST: a JSON list of error reports, crumb in the X-CSRF-Token header (spec 000 §7). */
export const RECORD_JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/** POST: url-encoded crumb, event and data JSON (spec 002 §7). */
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
/** POST: trace events as a JSON list in the form field `data` (spec 001 §7). */
export const TRACE_PATH = '/api/events/Trace';
/** GET: the landing image beacon (spec 000 §7). */
export const TRACK_PATH = '/api/track/Track';
/** POST: the events service, answered 200 or 202 (spec 002 §7). */
export const EVENTS_SERVICE_PATH = '/api/v1/events';
/** POST: performance records, by beacon or text/plain request (spec 002 §7). */
export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';
/** GET: the answer's pageLoadId; 30 s time-out (spec 002 §7). */
export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';
