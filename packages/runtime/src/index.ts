export {
  API_DEFAULTS,
  type Api,
  type ApiOptions,
  api,
  createApi,
  encodeForm,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './api/api';
export { ApiError, type ApiErrorCode } from './api/api-error';
export { type ApiMessages, apiMessages } from './api/messages';
export { recordEvent } from './api/record-event';
export { BLOCK_CONFIG_ATTRIBUTE, readBlockConfig } from './blocks/block-config';
export type {
  BlockContext,
  BlockDefinition,
  BlockModule,
  Destroy,
  InitResult,
  PageCondition,
} from './blocks/block-definition';
export { type CleanupStore, createCleanupStore } from './blocks/cleanup-store';
export {
  storeAnimationFrame,
  storeInterval,
  storeObserver,
} from './blocks/cleanup-store-helpers';
export { LIGHTBOX_OPEN_EVENT, type LightboxOpenDetail } from './blocks/lightbox-open-event';
export { checkPageContext, parsePageContext, readPageContext } from './check-page-context';
export {
  type ConsentGateOptions,
  isConsentGiven,
  mayLoadThirdParty,
  whenConsentGiven,
  whenThirdPartyMayLoad,
} from './consent/consent-gate';
export {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentPurposeName,
} from './consent/consent-purpose';
export {
  allowsDecline,
  CONSENT_CONFIG_ELEMENT_ID,
  type ConsentDecision,
  type CookiePolicyFlags,
  grantsBeforeChoice,
  isRestrictivePolicy,
  isTrackingAllowed,
  MARKUP_CONSENT_DEFAULTS,
  parseConsentCookie,
  readConsentConfig,
  readConsentSettings,
  readCookiePolicy,
  readGlobalPrivacyControl,
  settingFlag,
  settingOneOf,
  shouldDeclineForPrivacySignal,
} from './consent/consent-rules';
export {
  type ConsentState,
  consentState,
  isPurposeGranted,
  PURPOSE_NAME,
  parseConsentPurposes,
  readConsentState,
} from './consent/consent-state';
export {
  ANNOUNCEMENT_DISMISSED_COOKIE,
  DEFAULT_ANNOUNCEMENT_ID,
} from './contract/announcement-bar';
export {
  ACCOUNT_PASSWORD_PATH,
  ACCOUNT_SESSION_PATH,
  ACCOUNT_SESSIONS_PATH,
  CART_COUPONS_PATH,
  CART_ENTRIES_PATH,
  CART_PATH,
  CART_SHIPPING_PATH,
  CART_TOKEN_COOKIE,
  CENSUS_BUTTON_CLICK_PATH,
  CENSUS_BUTTON_RENDER_PATH,
  CENSUS_OVERLAY_PATH,
  CENSUS_RECORD_HIT_PATH,
  CENSUS_RECORD_QUICK_VIEW_PATH,
  CHECKOUT_API_PATH,
  CONSENT_RECORD_PATH,
  EVENTS_SERVICE_PATH,
  FORM_RENDER_PATH,
  FORM_SUBMISSION_KEY_PATH,
  FORM_SUBMISSIONS_CSV_PATH,
  FORM_SUBMISSIONS_PATH,
  HTML_FORM_SUBMISSION_PATH,
  LOGOUT_PATH,
  MULTILINGUAL_LANGUAGES_PATH,
  MULTILINGUAL_SETTINGS_PATH,
  MULTILINGUAL_STATUS_PATH,
  ORDER_ACCOUNT_PATH,
  ORDERS_CSV_PATH,
  ORDERS_PATH,
  PERFORMANCE_RECORDS_PATH,
  PERFORMANCE_SETTINGS_PATH,
  PLACES_AUTOCOMPLETE_PATH,
  PLACES_DETAILS_PATH,
  PRODUCTS_PATH,
  RECORD_EVENT_PATH,
  RECORD_JAVASCRIPT_ERRORS_PATH,
  SAVE_FORM_SUBMISSION_PATH,
  SITE_HEADER_FOOTER_PATH,
  TRACE_PATH,
  TRACK_PATH,
  WIDGET_RENDERING_PATH,
  XSRF_TOKEN_HEADER,
} from './contract/api-paths';
export {
  CONSENT_COOKIE,
  CONSENT_PURPOSES_COOKIE,
  TRACKING_COOKIES,
  type TrackingCookie,
} from './contract/consent-cookies';
export {
  CONSENT_DECISIONS,
  CONSENT_SOURCES,
  type ConsentRecordPayload,
} from './contract/consent-record';
export {
  CONSENT_RECORDS_CSV_PATH,
  CONSENT_RECORDS_PATH,
  CONSOLE_BOOTSTRAP_ELEMENT_ID,
  CONSOLE_COOKIE_BANNER_PATH,
  CONSOLE_FORMS_PATH,
  CONSOLE_LANGUAGES_PATH,
  CONSOLE_POPUP_PATH,
  CONSOLE_SETTINGS_PATH,
} from './contract/console-paths';
export {
  CRUMB_COOKIE,
  CRUMB_HEADER,
  CRUMB_PARAMETER,
  SESSION_TIME_COOKIE,
  VISITOR_RECORD_COOKIE,
} from './contract/cookie-names';
export { fieldErrorsOf } from './contract/field-errors';
export {
  ANALYTICS_ERRORS_PATH,
  ANALYTICS_FORMS_PATH,
  ANALYTICS_PAGES_PATH,
  ANALYTICS_REFERRERS_PATH,
  ANALYTICS_TRAFFIC_PATH,
  ANALYTICS_WEB_VITALS_PATH,
} from './contract/owner-analytics-paths';
export { PAGE_CONTEXT_ELEMENT_ID } from './contract/page-context-element';
export {
  PAGE_FIELDS,
  type PageFieldName,
  type PageFields,
  type PageFieldsContext,
  PUBLIC_PAGE_PERMISSION,
  pageFields,
} from './contract/page-fields';
export type {
  ErrorAnswer,
  FormRenderPayload,
  FormSubmissionKeyAnswer,
  JavascriptErrorReport,
  PerformanceRecord,
  RecordEventPayload,
  RecordHitPayload,
  SaveFormSubmissionAnswer,
  SaveFormSubmissionPayload,
  SuccessAnswer,
} from './contract/payloads';
export {
  isTestPaymentReference,
  TEST_PAYMENT_REFERENCE_PREFIX,
} from './contract/test-payment-reference';
export {
  type CookieOptions,
  expireCookie,
  expireCookieEverywhere,
  readCookie,
  writeCookie,
} from './cookies';
export { createEventBus, type EventBus, type Handler } from './event-bus';
export {
  type BlockErrorDetail,
  createPageEventBus,
  events,
  type FieldErrorsDetail,
  type NewsletterSubscribeDetail,
  type SystemErrorDetail,
  type TesseraEvents,
} from './events';
export {
  SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_THRESHOLD_MS,
  type SwipeAxis,
  type SwipeRelease,
  type SwipeSettings,
  swipeAxis,
  swipeDefaults,
  swipeDirection,
} from './gestures/swipe-rules';
export { hasTesseraBackend } from './has-tessera-backend';
export { isJsonObject } from './is-json-object';
export {
  type ConfigKeys,
  findConfigMistakes,
  type KeyRule,
  type MarkupMistake,
  type ValueKind,
} from './markup/config-mistakes';
export { didYouMean } from './markup/did-you-mean';
export { MARKUP_DOCS, warnMarkup } from './markup/markup-warning';
export { type MistakeContext, reportMarkupMistakes } from './markup/report-mistakes';
export { selectorPath } from './markup/selector-path';
export * from './model/enumerations';
export * from './model/links';
export * from './model/page-types';
export { holdsOnlyViewerRole } from './model/roles';
export type {
  CookieBannerSettings,
  PageContext,
  PopupOverlaySettings,
  Website,
  WebsiteSettings,
} from './page-context';
export {
  LOAD_SCRIPT_TIMEOUT_MS,
  type LoadScriptOptions,
  loadScript,
} from './third-party/load-script';
export {
  COMMERCE_EVENTS,
  type CommerceEventName,
  type CommerceTrackingOptions,
  trackCommerceEvent,
} from './tracking/commerce-events';
export { mayTrack } from './tracking/may-track';
export { type PixelOptions, sendPixel } from './tracking/send-pixel';
export { TRACKING_TIMEOUT_MS, type TrackOptions, track } from './tracking/track';
export { type TrackingExclusion, trackingExclusion } from './tracking/tracking-exclusion';
export {
  formatVisitorRecord,
  nextVisitorRecord,
  parseSessionTime,
  parseVisitorRecord,
  refreshVisitorCookies,
  SESSION_TIME_MINUTES,
  VISITOR_RECORD_DAYS,
  type VisitorCookieOptions,
  type VisitorRecord,
} from './tracking/visitor-cookies';
export { isVisitorRecord, visitorCookieField } from './visitor-record';
