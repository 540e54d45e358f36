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

/** The four Consent Mode v2 signals, all granted or all denied (one decision covers them). */
export function consentModeState(allowed: boolean): ConsentModeState {
  const value: ConsentModeValue = allowed ? 'granted' : 'denied';
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
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
 * Sends `gtag('consent', 'default' | 'update', state)`. The default carries wait_for_update
 * while the visitor has not chosen yet. Returns false when no Google tag is on the page, or when
 * the page's gtag throws (warned).
 */
export function sendConsentMode(
  view: object | null | undefined,
  command: 'default' | 'update',
  allowed: boolean,
  waitForUpdate = false,
): boolean {
  if (!view || !hasGoogleTag(view)) return false;
  const state: ConsentModeState & { wait_for_update?: number } = consentModeState(allowed);
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
