export { isVisitorRecord, visitorCookieField } from '@tessera/runtime';
export { bannerPosition } from './bannerPosition';
export {
  clearTrackingCookies,
  isTrackingCookie,
  presentTrackingCookies,
} from './clearTrackingCookies';
export { getConsent, onConsentChange, openCookieBanner, setConsent } from './consentApi';
export { readConsentDecision, writeConsentDecision } from './consentCookie';
export {
  allowsDecline,
  type ConsentDecision,
  type ConsentSource,
  consentCookieValue,
  isRestrictivePolicy,
  isTrackingAllowed,
  parseConsentCookie,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consentDecision';
export {
  CONSENT_EVENTS,
  type ConsentChange,
  type ConsentEvents,
  OPEN_ATTRIBUTE,
} from './consentEvents';
export {
  CONSENT_MODE_WAIT_MS,
  type ConsentModeState,
  type ConsentModeValue,
  consentModeState,
  hasGoogleTag,
  sendConsentMode,
} from './consentMode';
export {
  BANNER_VERSION,
  CENSUS_OVERLAY_PATH,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_RECORD_PATH,
  COOKIE_POLL_MS,
  TRACKING_COOKIES,
  type TrackingCookie,
} from './constants';
export {
  type CookieBannerAcceptType,
  type CookieBannerBarPosition,
  type CookieBannerCtaVariant,
  type CookieBannerPopupPosition,
  type CookieBannerPosition,
  type CookieBannerTheme,
  type CookieBannerVariant,
  type CookieSettings,
  type CookieSettingsInput,
  normalizeCookieSettings,
} from './cookieSettings';
export {
  type CookieSettingsApiForm,
  fromCookieSettingsApiForm,
  toCookieSettingsApiForm,
} from './cookieSettingsApiForm';
export {
  type CookieBannerHandlers,
  type CookieConsent,
  type CookieConsentOptions,
  createCookieConsent,
  type MountCookieBanner,
} from './createCookieConsent';
export {
  CONSENT_ATTRIBUTE,
  findGatedElements,
  gateScripts,
  HELD_SOURCE_ATTRIBUTE,
  HELD_TYPE_ATTRIBUTE,
  PLACEHOLDER_ATTRIBUTE,
  releaseIframe,
  releaseScript,
  type ScriptGate,
  type ScriptGateOptions,
} from './gateScripts';
export { readGlobalPrivacyControl } from './globalPrivacyControl';
export {
  blockTrackingCookieWrites,
  type GuardOptions,
  guardTrackingCookies,
  isTrackingCookieWrite,
} from './guardTrackingCookies';
export { isEmptyText } from './isEmptyText';
export { type Messages, messages } from './messages';
export {
  createPopupOverlay,
  POPUP_TEMPLATE_SELECTOR,
  type PopupOverlay,
  type PopupOverlayOptions,
} from './popup/createPopupOverlay';
export type { PopupOverlayProps } from './popup/PopupOverlay';
export { popupContent } from './popup/popupContent';
export {
  closedRecord,
  POPUP_STORAGE_KEY,
  type PopupRecord,
  parsePopupRecord,
  readPopupRecord,
  submittedRecord,
  writePopupRecord,
} from './popup/popupRecord';
export { normalizePopupSettings, POPUP_DEFAULTS, type PopupSettings } from './popup/popupSettings';
export {
  type OverlayCensusEvent,
  type OverlayCensusPayload,
  overlayCensusPayload,
  recordOverlayCensus,
} from './popup/recordOverlayCensus';
export {
  popupAllowedOnPage,
  popupAllowedOnViewport,
  shouldShowPopup,
} from './popup/shouldShowPopup';
export { type ConsentRecord, consentRecord, recordConsent } from './recordConsent';
export { sanitizeRichText } from './sanitizeRichText';
