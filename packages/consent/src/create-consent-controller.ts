import type { Api, EventBus, TesseraEvents } from '@tessera/runtime';
import { type BannerSwitch, createBannerSwitch, type MountCookieBanner } from './banner-switch';
import { CONSENT_EVENTS } from './consent-events';
import { type ConsentPolicy, createConsentPolicy, type StartGate } from './consent-policy';
import type { GuardOptions } from './guard-tracking-cookies';
import type { ConsentCommandCall } from './listen-for-consent-commands';

export interface ConsentControllerOptions {
  /** The page context's cookieSettings, raw. */
  settings?: unknown;
  document?: Document;
  /** The page's event bus: raises consent:change there (the commands come through handle). */
  events?: Pick<EventBus<TesseraEvents>, 'emit'>;
  /** The data layer, for the proof-of-consent record. Without one, no record is sent. */
  api?: Pick<Api, 'post'>;
  /** Loads the banner UI on first need. Without one, the banner logic runs headless. */
  loadBanner?: () => Promise<MountCookieBanner>;
  /** Starts script gating (at once, or when the page holds a gated element). */
  startGate?: StartGate;
  guard?: GuardOptions;
  /** The page feature already sent the Consent Mode default (it started the controller late). */
  consentModeDefaultSent?: boolean;
}

/**
 * The controller's parts and its command answer. Only handle and destroy are called in the
 * script build; createCookieConsent builds the public object from the parts, so the lazily
 * loaded controller chunk carries no method names it never calls (terser keeps property names).
 */
export interface ConsentController {
  policy: ConsentPolicy;
  banner: BannerSwitch;
  /** Answers one command: a bus event or a "Cookie settings" click (listenForConsentCommands). */
  handle(call: ConsentCommandCall): void;
  destroy(): void;
}

/**
 * Answers the spec's banner events (spec 000 §4) and the public API's decide. One function of
 * conditions, not a table of handlers keyed by event name: the event names are in the bundle
 * once (CONSENT_EVENTS), and no handler object is built.
 */
function answer(banner: BannerSwitch, policy: ConsentPolicy, [name, detail]: ConsentCommandCall) {
  if (name === CONSENT_EVENTS.open) return banner.open();
  if (name === CONSENT_EVENTS.decide) {
    if (detail === 'accepted' || detail === 'declined') policy.decide(detail, 'api');
    return;
  }
  policy.update(detail);
  // force and unforce set the forced state; update keeps it.
  banner.remount(name === CONSENT_EVENTS.update ? undefined : name === CONSENT_EVENTS.force);
}

/**
 * The consent controller's wiring: the policy (decision, GPC, cookie guard, gating, Consent
 * Mode) and the banner switch, answering the commands handed to `handle`. Every effect is
 * undone by destroy().
 */
export function createConsentController(options: ConsentControllerOptions = {}): ConsentController {
  const doc = options.document ?? document;
  let destroyed = false;
  // Declared before the policy: a GPC decline decides while the policy starts, before the switch.
  let decided: (() => void) | undefined;
  // The options pass through as they are (one spread, not a property list in the bundle).
  const policy = createConsentPolicy({
    ...options,
    document: doc,
    onDecided: () => decided?.(),
  });
  const banner = createBannerSwitch({ document: doc, loadBanner: options.loadBanner, policy });
  decided = banner.decided;
  return {
    policy,
    banner,
    handle(call) {
      if (!destroyed) answer(banner, policy, call);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      banner.destroy();
      policy.destroy();
    },
  };
}
