// The wire contract's consent cookie, tracking list and paths (spec 000 §3, §9), and the
// runtime's restrictive-policy rule, as this API.
export {
  CENSUS_OVERLAY_PATH,
  CONSENT_CONFIG_ELEMENT_ID,
  CONSENT_COOKIE,
  CONSENT_PURPOSES_COOKIE,
  CONSENT_RECORD_PATH,
  type ConsentPurposeName,
  isRestrictivePolicy,
  isVisitorRecord,
  MARKUP_CONSENT_DEFAULTS,
  readConsentConfig,
  readConsentSettings,
  TRACKING_COOKIES,
  type TrackingCookie,
  visitorCookieField,
} from '@tessera/runtime';
export {
  clearTrackingCookies,
  isTrackingCookie,
  presentTrackingCookies,
} from './clear-tracking-cookies';
export {
  acceptConsent,
  declineConsent,
  getConsent,
  getConsentState,
  onConsentChange,
  openConsentPreferences,
  openCookieBanner,
  setConsent,
} from './consent-api';
export {
  CONSENT_EVENTS,
  type ConsentChange,
  type ConsentChoice,
  type ConsentEvents,
  OPEN_ATTRIBUTE,
} from './consent-commands';
export {
  allowsDecline,
  type ConsentDecision,
  type ConsentSource,
  type ConsentState,
  consentCookieValue,
  grantsPurpose,
  isPurposeGranted,
  isTrackingAllowed,
  parseConsentCookie,
  readConsentDecision,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
export {
  CONSENT_MODE_WAIT_MS,
  type ConsentModeGrants,
  consentModeState,
  sendConsentMode,
} from './consent-mode';
export {
  type ConsentRecord,
  recordConsent,
  stateOfChoice,
  writeConsentDecision,
  writeConsentState,
} from './consent-policy';
export { BANNER_VERSION, CONSENT_COOKIE_DAYS, COOKIE_POLL_MS } from './constants';
export {
  bannerPosition,
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
export {
  gateScripts,
  type PurposeGranted,
  type ScriptGate,
  type ScriptGateOptions,
} from './gate-scripts';
export {
  CONSENT_ATTRIBUTE,
  HELD_SOURCE_ATTRIBUTE,
  HELD_TYPE_ATTRIBUTE,
  PLACEHOLDER_ATTRIBUTE,
} from './gated-markup';
export { type GuardOptions, guardTrackingCookies } from './guard-tracking-cookies';
export { type Messages, messages } from './messages';
export {
  createPopupOverlay,
  POPUP_TEMPLATE_SELECTOR,
  type PopupOverlay,
  type PopupOverlayOptions,
} from './popup/create-popup-overlay';
export type { PopupOverlayProps } from './popup/popup-overlay';
export { POPUP_STORAGE_KEY, type PopupRecord, readPopupRecord } from './popup/popup-record';
export { normalizePopupSettings, POPUP_DEFAULTS, type PopupSettings } from './popup/popup-settings';
export {
  type OverlayCensusEvent,
  type OverlayCensusPayload,
  recordOverlayCensus,
} from './popup/record-overlay-census';
export { shouldShowPopup } from './popup/should-show-popup';
export { writePopupRecord } from './popup/write-popup-record';
export { DEFAULT_PURPOSES, purposeNames } from './purpose-names';
