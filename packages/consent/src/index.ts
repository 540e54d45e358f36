// The wire contract's consent cookie, tracking list and paths (spec 000 §3, §9), as this API.
export {
  CENSUS_OVERLAY_PATH,
  CONSENT_COOKIE,
  CONSENT_RECORD_PATH,
  isVisitorRecord,
  TRACKING_COOKIES,
  type TrackingCookie,
  visitorCookieField,
} from '@tessera/runtime';
export { bannerPosition } from './banner-position';
export {
  clearTrackingCookies,
  isTrackingCookie,
  presentTrackingCookies,
} from './clear-tracking-cookies';
export { getConsent, onConsentChange, openCookieBanner, setConsent } from './consent-api';
export {
  allowsDecline,
  type ConsentDecision,
  type ConsentSource,
  consentCookieValue,
  isRestrictivePolicy,
  isTrackingAllowed,
  parseConsentCookie,
  readConsentDecision,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
export {
  CONSENT_EVENTS,
  type ConsentChange,
  type ConsentEvents,
  OPEN_ATTRIBUTE,
} from './consent-events';
export {
  CONSENT_MODE_WAIT_MS,
  type ConsentModeState,
  type ConsentModeValue,
  consentModeState,
  hasGoogleTag,
  sendConsentMode,
} from './consent-mode';
export { BANNER_VERSION, CONSENT_COOKIE_DAYS, COOKIE_POLL_MS } from './constants';
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
} from './cookie-settings';
export {
  type CookieSettingsApiForm,
  fromCookieSettingsApiForm,
  toCookieSettingsApiForm,
} from './cookie-settings-api-form';
export {
  type CookieBannerHandlers,
  type CookieConsent,
  type CookieConsentOptions,
  createCookieConsent,
  type MountCookieBanner,
} from './create-cookie-consent';
export { gateScripts, type ScriptGate, type ScriptGateOptions } from './gate-scripts';
export {
  CONSENT_ATTRIBUTE,
  findGatedElements,
  HELD_SOURCE_ATTRIBUTE,
  HELD_TYPE_ATTRIBUTE,
  PLACEHOLDER_ATTRIBUTE,
} from './gated-markup';
export {
  blockTrackingCookieWrites,
  type GuardOptions,
  guardTrackingCookies,
  isTrackingCookieWrite,
} from './guard-tracking-cookies';
export { isEmptyText } from './is-empty-text';
export { type Messages, messages } from './messages';
export {
  createPopupOverlay,
  POPUP_TEMPLATE_SELECTOR,
  type PopupOverlay,
  type PopupOverlayOptions,
} from './popup/create-popup-overlay';
export { popupContent } from './popup/popup-content';
export type { PopupOverlayProps } from './popup/popup-overlay';
export {
  closedRecord,
  POPUP_STORAGE_KEY,
  type PopupRecord,
  parsePopupRecord,
  readPopupRecord,
  submittedRecord,
  writePopupRecord,
} from './popup/popup-record';
export { normalizePopupSettings, POPUP_DEFAULTS, type PopupSettings } from './popup/popup-settings';
export {
  type OverlayCensusEvent,
  type OverlayCensusPayload,
  overlayCensusPayload,
  recordOverlayCensus,
} from './popup/record-overlay-census';
export {
  popupAllowedOnPage,
  popupAllowedOnViewport,
  shouldShowPopup,
} from './popup/should-show-popup';
export { type ConsentRecord, consentRecord, recordConsent } from './record-consent';
export { releaseIframe, releaseScript } from './release-gated-element';
export { sanitizeRichText } from './sanitize-rich-text';
export { writeConsentDecision } from './write-consent-decision';
