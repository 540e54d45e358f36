/**
 * @tessera/consent/react: the cookie banner, the consent state and a gate, for React apps
 * (README "React"). One controller per page: <CookieBanner> starts it, or the script tag's
 * runs it; useConsent and <ConsentGate> read the choice it stores.
 */

export type {
  ConsentPurposeSetting,
  ConsentSettingsMessages,
  CookieSettingsInput,
} from './cookie-settings';
export { ConsentGate, type ConsentGateProps } from './react/consent-gate';
export { CookieBanner, type CookieBannerProps } from './react/cookie-banner';
export { type Consent, useConsent } from './react/use-consent';
