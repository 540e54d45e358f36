import type { Api, EventBus, TesseraEvents } from '@tessera/runtime';
import { CONSENT_EVENTS, type ConsentCommandCall, isConsentChoice } from './consent-commands';
import { shouldShowCookieBanner } from './consent-decision';
import { type ConsentPolicy, createConsentPolicy, type StartGate } from './consent-policy';
import type { CookieSettingsInput } from './cookie-settings';
import type { GuardOptions } from './guard-tracking-cookies';
import type { MountConsentPreferences } from './preferences/mount-consent-preferences';
import { createPreferencesOpener, type PreferencesOpener } from './preferences-opener';

/** What the banner's buttons do. */
export interface CookieBannerHandlers {
  onAccept(): void;
  onDecline(): void;
  /**
   * Opens the preferences dialog (the banner shows its Preferences button when given); `returnTo`
   * is where focus was before it entered the banner, for the dialog to give it back there.
   */
  onPreferences?(returnTo?: Element | null): void;
}

/**
 * Renders the banner from the settings (raw or resolved: the banner resolves them in its own
 * chunk); returns the function that removes it (the lazily loaded UI module).
 */
export type MountCookieBanner = (
  settings: CookieSettingsInput,
  handlers: CookieBannerHandlers,
  options: {
    focus: boolean;
    /** The document whose overlay host shows the banner (a preview frame's). Default: the page's. */
    document?: Document;
  },
) => () => void;

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
  /** Loads the preferences dialog the first time it opens. Without one, it never opens. */
  loadPreferences?: () => Promise<MountConsentPreferences>;
  /** Starts script gating (at once, or when the page holds a gated element). */
  startGate?: StartGate;
  guard?: GuardOptions;
  /** The page feature already sent the Consent Mode default (it started the controller late). */
  consentModeDefaultSent?: boolean;
}

/**
 * The policy and the banner's state with the command answer. Only handle and destroy are
 * called in the script build; createCookieConsent builds the public object from the rest.
 */
export interface ConsentController {
  policy: ConsentPolicy;
  /** Whether the banner should be on screen now. */
  visible(): boolean;
  /** Shows the banner again so the visitor can change a decision; focus returns after. */
  open(): void;
  /** Opens the preferences dialog (purposes one by one); the Modal returns focus after. */
  openPreferences(): void;
  /** Answers one command: a bus event or a "Cookie settings" click (listenForConsentCommands). */
  handle(call: ConsentCommandCall): void;
  destroy(): void;
}

/**
 * The consent controller: the policy (decision, GPC, cookie guard, gating, Consent Mode) and
 * when the banner is on screen (spec 000 §4): while the settings enable it and no decision is
 * stored, forced, or reopened; its UI is loaded the first time it shows. It answers the
 * commands handed to `handle`, and destroy() undoes every effect. The banner's state lives in
 * this closure, not in a factory of its own, so no object of methods crosses between them.
 */
export function createConsentController(options: ConsentControllerOptions = {}): ConsentController {
  const doc = options.document ?? document;
  let forced = false;
  let reopened = false;
  let destroyed = false;
  let unmount: (() => void) | undefined;
  let mountToken = 0;
  let opener: HTMLElement | undefined;
  // Created once the policy exists; a GPC decline during its creation finds none to close.
  let preferences: PreferencesOpener | undefined;
  const hide = () => {
    mountToken++;
    unmount?.();
    unmount = undefined;
  };
  const policy = createConsentPolicy({
    ...options,
    document: doc,
    // A decision hides the banner, forced or reopened, and focus returns to the opener.
    onDecided() {
      forced = reopened = false;
      hide();
      // The dialog closes itself after its own choice (its fade, focus back); a choice made
      // elsewhere (the API) removes it at once.
      preferences?.close();
      if (opener?.isConnected) opener.focus();
      opener = undefined;
    },
  });
  preferences = createPreferencesOpener(policy, options.loadPreferences, doc);
  const openPreferences = (returnTo?: Element | null) => {
    if (!destroyed) preferences?.open(returnTo);
  };
  const visible = () =>
    reopened || shouldShowCookieBanner(policy.policy(), policy.decision(), forced);
  const show = (focus: boolean) => {
    const token = ++mountToken;
    options.loadBanner?.().then(
      (mount) => {
        if (destroyed || token !== mountToken) return;
        const handlers: CookieBannerHandlers = {
          onAccept: () => policy.decide('accepted', 'banner'),
          onDecline: () => policy.decide('declined', 'banner'),
          onPreferences: options.loadPreferences && openPreferences,
        };
        unmount = mount(policy.input() as CookieSettingsInput, handlers, { focus });
      },
      (error: unknown) => console.error('[tessera] the consent banner failed to load', error),
    );
  };
  const open = () => {
    // Focus goes back here after the choice (the banner took it to its first button).
    const active = doc.activeElement;
    opener =
      active instanceof (doc.defaultView ?? globalThis).HTMLElement && active !== doc.body
        ? active
        : undefined;
    reopened = true;
    hide();
    show(true);
  };

  if (visible()) show(false);
  return {
    policy,
    visible,
    open,
    openPreferences,
    // The spec's banner events (spec 000 §4) and the public API's decide.
    handle([name, detail]) {
      if (destroyed) return;
      if (name === CONSENT_EVENTS.open) return open();
      if (name === CONSENT_EVENTS.preferences) return openPreferences();
      if (name === CONSENT_EVENTS.decide) {
        if (isConsentChoice(detail)) policy.decide(detail, 'api');
        return;
      }
      // force and unforce set the forced state; update keeps it. Then remount or remove.
      if (name !== CONSENT_EVENTS.update) forced = name === CONSENT_EVENTS.force;
      policy.update(detail);
      hide();
      if (visible()) show(false);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      hide();
      preferences?.destroy();
      policy.destroy();
    },
  };
}
