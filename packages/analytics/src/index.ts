/**
 * @tessera/analytics: the page analytics behind the runtime's one consent and tracking gate
 * (issue 16): the page-view hit, the trace batches, the performance records and the error reporter, started by the `analytics` page feature.
 */
export {
  ERROR_REPORTER_APP,
  ERROR_REPORTER_LIMITS,
  type ErrorReporterOptions,
  JAVASCRIPT_ERROR_EVENT,
  startErrorReporter,
} from './error-reporter';
export { readVariant, resetVariant, VARIANT_KEY, VARIANT_PARAMETER } from './events/ab-variant';
export {
  ANALYTICS_ID_DAYS,
  ANALYTICS_ID_KEY,
  readAnalyticsId,
  STORAGE_MESSAGES,
} from './events/analytics-id';
export { ANALYTICS_BUS_EVENT } from './events/bus-event';
export {
  COMMON_FIELD_NULLABLE,
  type CommonFieldName,
  type CommonFields,
  splitCommonFields,
} from './events/common-fields';
export { type AnalyticsEnvironment, environmentOf } from './events/environment';
export {
  type AnalyticsEvent,
  type AnalyticsEventOptions,
  trackAnalyticsEvent,
  trackInternal,
  WEBSITE_EVENT_SOURCE,
} from './events/send-analytics-event';
export { type SessionInfo, sessionInfo } from './events/session-info';
export { HEARTBEAT_EVENT, startHeartbeat } from './heartbeat';
export { landingQuery, sendLandingBeacon } from './landing-beacon';
export {
  localStorageSupported,
  PAGE_VIEW_EVENT,
  type PageViewData,
  pageViewData,
  SEARCH_QUERY_PARAMETER,
  SITE_SEARCH_EVENT,
  sendPageView,
  sendSearchHit,
} from './page-view';
export { PERFORMANCE_APP } from './performance/metric-record';
export {
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_METRICS_WAIT_MS,
  type PerformanceRecords,
  type PerformanceRecordsOptions,
  type ReportMetric,
  startPerformanceRecords,
} from './performance/performance-records';
export {
  PERFORMANCE_MESSAGES,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
  requestPageLoadId,
} from './performance/performance-settings';
export { startPageView } from './send-page-view';
export {
  readSocialPixelSettings,
  SOCIAL_PIXEL_BUS_EVENT,
  SOCIAL_PIXEL_ENDPOINT,
  SOCIAL_PIXEL_EVENTS,
  type SocialPixelEvent,
  type SocialPixelSettings,
  socialPixelUrl,
} from './social-pixel';
export { SOCIAL_PIXEL_PURPOSE } from './social-pixel-purpose';
export { startSocialPixel } from './start-social-pixel';
export {
  startTraceBatches,
  TRACE_BUS_EVENT,
  TRACE_INTERVAL_MS,
  TRACE_QUEUE_LIMIT,
  type TraceBatches,
  type TraceEvent,
} from './trace-batch';
