/**
 * The owner's analytics calls (issue 16), GET, owner-only, each with `?days=` (1 to 390,
 * default 30): what the reference server aggregates from the tracking calls it stores.
 */
export const ANALYTICS_TRAFFIC_PATH = '/api/analytics/traffic';
export const ANALYTICS_PAGES_PATH = '/api/analytics/pages';
export const ANALYTICS_REFERRERS_PATH = '/api/analytics/referrers';
export const ANALYTICS_FORMS_PATH = '/api/analytics/forms';
export const ANALYTICS_WEB_VITALS_PATH = '/api/analytics/web-vitals';
export const ANALYTICS_ERRORS_PATH = '/api/analytics/errors';
