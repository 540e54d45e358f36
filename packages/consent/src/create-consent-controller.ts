import type { Api, EventBus, TesseraEvents } from '@tessera/runtime';
import { type BannerSwitch, createBannerSwitch, type MountCookieBanner } from './banner-switch';
import type { ConsentDecision, ConsentSource } from './consent-decision';
import { CONSENT_EVENTS, type ConsentEvents } from './consent-events';
import { createConsentPolicy, type StartGate } from './consent-policy';
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

export interface ConsentController {
  /** The cookie settings as last given, raw. */
  settingsInput(): unknown;
  /** The stored decision, or undefined while none is made. */
  decision(): ConsentDecision | undefined;
  trackingAllowed(): boolean;
  /** Whether the banner should be on screen now. */
  bannerVisible(): boolean;
  accept(source?: ConsentSource): void;
  decline(source?: ConsentSource): void;
  /** Shows the banner again so the visitor can change a decision. */
  open(): void;
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
  let banner: BannerSwitch | undefined;
  const policy = createConsentPolicy({
    settings: options.settings,
    document: doc,
    events: options.events,
    api: options.api,
    guard: options.guard,
    startGate: options.startGate,
    consentModeDefaultSent: options.consentModeDefaultSent,
    onDecided: () => banner?.decided(),
  });
  const bannerSwitch = createBannerSwitch({
    document: doc,
    loadBanner: options.loadBanner,
    policy,
  });
  banner = bannerSwitch;
  const handlers = commandHandlers(bannerSwitch, policy);
  const handle = ([name, detail]: ConsentCommandCall) => {
    if (!destroyed) (handlers[name] as (detail: unknown) => void)(detail);
  };
  return {
    handle,
    settingsInput: policy.input,
    decision: policy.decision,
    trackingAllowed: policy.trackingAllowed,
    bannerVisible: bannerSwitch.visible,
    accept: (source = 'api') => policy.decide('accepted', source),
    decline: (source = 'api') => policy.decide('declined', source),
    open: bannerSwitch.open,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      bannerSwitch.destroy();
      policy.destroy();
    },
  };
}
