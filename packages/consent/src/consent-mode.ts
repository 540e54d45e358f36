/**
 * Google Consent Mode v2: the default and update signals a Google tag (gtag.js or Tag Manager)
 * reads before it stores or sends anything. Sent only when a Google tag is on the page, so a
 * page without one gets no dataLayer global from us.
 */

type ConsentModeValue = 'granted' | 'denied';

export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
}

type Gtag = (...args: unknown[]) => void;
interface GoogleTagWindow {
  gtag?: Gtag;
  dataLayer?: unknown[];
}

/** Milliseconds a Google tag waits for an update after a denied default (banner still open). */
export const CONSENT_MODE_WAIT_MS = 500;

/** Whether a purpose is granted; or one answer for every purpose. */
export type ConsentModeGrants = boolean | ((purpose: 'analytics' | 'marketing') => boolean);

/**
 * The four Consent Mode v2 signals by purpose: analytics_storage follows 'analytics'; ad_storage,
 * ad_user_data and ad_personalization follow 'marketing' (a boolean: all four alike).
 */
export function consentModeState(grants: ConsentModeGrants): ConsentModeState {
  const value = (purpose: 'analytics' | 'marketing'): ConsentModeValue =>
    (typeof grants === 'boolean' ? grants : grants(purpose)) ? 'granted' : 'denied';
  const ads = value('marketing');
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: value('analytics'),
  };
}

/** True when gtag.js or Tag Manager is on the page (a gtag function or a dataLayer array). */
export function hasGoogleTag(view: object | null | undefined): boolean {
  const google = view as GoogleTagWindow | null | undefined;
  return typeof google?.gtag === 'function' || Array.isArray(google?.dataLayer);
}

function gtagOf(view: GoogleTagWindow): Gtag {
  if (typeof view.gtag === 'function') return view.gtag;
  // gtag.js reads commands only as Arguments objects, so mirror its own stub exactly.
  const dataLayer = view.dataLayer ?? [];
  view.dataLayer = dataLayer;
  return function gtag() {
    // biome-ignore lint/complexity/noArguments: the Google tag needs the Arguments object
    dataLayer.push(arguments);
  };
}

/**
 * Sends `gtag('consent', 'default' | 'update', state)`, the signals per purpose (consentModeState). The default carries wait_for_update
 * while the visitor has not chosen yet. Returns false when no Google tag is on the page, or when
 * the page's gtag throws (warned).
 */
export function sendConsentMode(
  view: object | null | undefined,
  command: 'default' | 'update',
  grants: ConsentModeGrants,
  waitForUpdate = false,
): boolean {
  if (!view || !hasGoogleTag(view)) return false;
  const state: ConsentModeState & { wait_for_update?: number } = consentModeState(grants);
  if (command === 'default' && waitForUpdate) state.wait_for_update = CONSENT_MODE_WAIT_MS;
  try {
    gtagOf(view as GoogleTagWindow)('consent', command, state);
  } catch (error) {
    // A broken site gtag must not stop the consent controller (the cookie guard runs after it).
    console.warn('[tessera] Consent Mode: gtag threw', error);
    return false;
  }
  return true;
}
