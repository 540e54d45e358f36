import type { Api, EventBus, TesseraEvents } from '@tessera/runtime';
import { type BannerSwitch, createBannerSwitch, type MountCookieBanner } from './banner-switch';
import type { ConsentDecision, ConsentSource } from './consent-decision';
import { CONSENT_EVENTS, type ConsentEvents } from './consent-events';
import { type ConsentPolicy, createConsentPolicy, type StartGate } from './consent-policy';
import type { GuardOptions } from './guard-tracking-cookies';
import type { ConsentCommand, ConsentCommandCall } from './listen-for-consent-commands';

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

type ConsentCommandHandlers = { [K in ConsentCommand]: (detail: ConsentEvents[K]) => void };

/** The spec's banner events (spec 000 §4) and the public API's decide. */
function commandHandlers(
  banner: BannerSwitch,
  policy: { update(input: unknown): void; decide(next: ConsentDecision, source: 'api'): void },
): ConsentCommandHandlers {
  const settle = (forced: boolean | undefined, detail: unknown) => {
    if (forced !== undefined) banner.force(forced);
    policy.update(detail);
    banner.remount();
  };
  return {
    [CONSENT_EVENTS.force]: (detail) => settle(true, detail),
    [CONSENT_EVENTS.update]: (detail) => settle(undefined, detail),
    [CONSENT_EVENTS.unforce]: (detail) => settle(false, detail),
    [CONSENT_EVENTS.open]: () => banner.open(),
    [CONSENT_EVENTS.decide]: (next) => {
      if (next === 'accepted' || next === 'declined') policy.decide(next, 'api');
    },
  };
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
  const handlers = commandHandlers(banner, policy);
  return {
    policy,
    banner,
    handle([name, detail]) {
      if (!destroyed) (handlers[name] as (detail: unknown) => void)(detail);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      banner.destroy();
      policy.destroy();
    },
  };
}
