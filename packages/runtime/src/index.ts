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
export { createLazyApi } from './api/lazy-api';
export { type ApiMessages, apiMessages, formatMessage, messageForStatus } from './api/messages';
export { RECORD_EVENT_PATH, recordEvent } from './api/record-event';
export { BLOCK_CONFIG_ATTRIBUTE, readBlockConfig } from './blocks/block-config';
export type {
  BlockContext,
  BlockDefinition,
  BlockModule,
  Destroy,
  PageCondition,
} from './blocks/block-definition';
export { type CleanupStore, createCleanupStore } from './blocks/cleanup-store';
export { LIGHTBOX_OPEN_EVENT, type LightboxOpenDetail } from './blocks/lightbox-open-event';
export {
  type CookieOptions,
  cookieScopes,
  expireCookie,
  expireCookieEverywhere,
  readCookie,
  serializeCookie,
  writeCookie,
} from './cookies';
export {
  type BlockErrorDetail,
  createEventBus,
  type EventBus,
  events,
  type FieldErrorsDetail,
  type Handler,
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
export { isJsonObject } from './is-json-object';
export * from './model/enumerations';
export * from './model/links';
export * from './model/page-types';
export { holdsOnlyViewerRole } from './model/roles';
export {
  type CookieBannerSettings,
  PAGE_CONTEXT_ELEMENT_ID,
  type PageContext,
  type PopupOverlaySettings,
  parsePageContext,
  readPageContext,
  type Website,
  type WebsiteSettings,
} from './page-context';
export {
  createRuntime,
  detectSecondRun,
  EAGER_ATTRIBUTE,
  RUNTIME_DEFAULTS,
  type Runtime,
  type RuntimeOptions,
  type RuntimeState,
} from './runtime';
export { isVisitorRecord, VISITOR_RECORD_COOKIE, visitorCookieField } from './visitor-record';
