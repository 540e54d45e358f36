import type { EventBus, TesseraEvents } from '@tessera/runtime';
import type { ConsentChoice } from './consent-commands';
import { listenForConsentCommands } from './consent-commands';
import type { ConsentDecision, ConsentSource, ConsentState } from './consent-decision';
import { allowsTracking, type StartGate } from './consent-policy';
import {
  type CookieSettings,
  type CookieSettingsInput,
  normalizeCookieSettings,
} from './cookie-settings';
import {
  type ConsentControllerOptions,
  type CookieBannerHandlers,
  createConsentController,
  type MountCookieBanner,
} from './create-consent-controller';
import { gateScripts } from './gate-scripts';

export type { CookieBannerHandlers, MountCookieBanner };

export interface CookieConsentOptions
  extends Omit<ConsentControllerOptions, 'startGate' | 'events' | 'settings'> {
  /** The banner's settings (spec 000 §3). Page-context JSON: pass it through normalizeCookieSettings. */
  settings?: CookieSettingsInput;
  /** The page's event bus (force, update, unforce, open, decide; raises consent:change). */
  events?: Pick<EventBus<TesseraEvents>, 'on' | 'emit'>;
}

export interface CookieConsent {
  /** The settings as last given, resolved. */
  settings(): CookieSettings;
  /** The stored decision, or undefined while none is made. */
  decision(): ConsentDecision | undefined;
  /** The stored choice with its granted purposes ('all' after an accept of everything). */
  state(): ConsentState;
  trackingAllowed(): boolean;
  /** Whether the banner should be on screen now. */
  bannerVisible(): boolean;
  accept(source?: ConsentSource): void;
  decline(source?: ConsentSource): void;
  /** Stores a choice: 'accepted', 'declined', or `{ purposes }` granted one by one. */
  choose(choice: ConsentChoice, source?: ConsentSource): void;
  /** Shows the banner again so the visitor can change a decision. */
  open(): void;
  /** Opens the preferences dialog (needs `loadPreferences`). */
  openPreferences(): void;
  destroy(): void;
}

/** Gates at once: placeholders stand in for gated elements as soon as the controller starts. */
const gateNow =
  (doc: Document): StartGate =>
  (onAcceptAll, use) => {
    use(gateScripts(doc, { onAcceptAll }));
    return () => {};
  };

/**
 * The consent controller as one object (spec 000 §4): reads the stored decision, applies GPC,
 * keeps tracking cookies away while tracking is not allowed, gates scripts and iframes at once,
 * sends Consent Mode signals, mounts the banner with resolved settings and answers its events.
 * The script build's page feature wires the same parts with lazily loaded gating and UI.
 */
export function createCookieConsent(options: CookieConsentOptions = {}): CookieConsent {
  const doc = options.document ?? document;
  const { loadBanner } = options;
  const controller = createConsentController({
    ...options,
    document: doc,
    startGate: gateNow(doc),
    loadBanner:
      loadBanner &&
      (() =>
        loadBanner().then(
          (mount): MountCookieBanner =>
            (input, handlers, mountOptions) =>
              mount(normalizeCookieSettings(input), handlers, mountOptions),
        )),
  });
  const stopCommands = listenForConsentCommands(options.events, doc, controller.handle);
  const { policy } = controller;
  return {
    settings: () => normalizeCookieSettings(policy.input()),
    decision: policy.decision,
    // Computed here, not by the policy: the lazily loaded policy object carries no method the
    // script build never calls.
    trackingAllowed: () => allowsTracking(policy.policy(), policy.state()),
    bannerVisible: controller.visible,
    state: policy.state,
    accept: (source = 'api') => policy.decide('accepted', source),
    decline: (source = 'api') => policy.decide('declined', source),
    choose: (choice, source = 'api') => policy.decide(choice, source),
    open: controller.open,
    openPreferences: controller.openPreferences,
    destroy() {
      stopCommands();
      controller.destroy();
    },
  };
}
