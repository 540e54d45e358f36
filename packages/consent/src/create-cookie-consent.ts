import type { Api, EventBus, TesseraEvents } from '@tessera/runtime';
import { readCookie, visitorCookieField } from '@tessera/runtime';
import { readConsentDecision, writeConsentDecision } from './consent-cookie';
import {
  type ConsentDecision,
  type ConsentSource,
  isTrackingAllowed,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
import {
  CONSENT_EVENTS,
  type ConsentChange,
  type ConsentEvents,
  OPEN_ATTRIBUTE,
} from './consent-events';
import { sendConsentMode } from './consent-mode';
import { type CookieSettings, normalizeCookieSettings } from './cookie-settings';
import { gateScripts } from './gate-scripts';
import { readGlobalPrivacyControl } from './global-privacy-control';
import { type GuardOptions, guardTrackingCookies } from './guard-tracking-cookies';
import { recordConsent } from './record-consent';

/** What the banner's buttons do. */
export interface CookieBannerHandlers {
  onAccept(): void;
  onDecline(): void;
}

/** Renders the banner; returns the function that removes it (the lazily loaded UI module). */
export type MountCookieBanner = (
  settings: CookieSettings,
  handlers: CookieBannerHandlers,
  options: { focus: boolean },
) => () => void;

export interface CookieConsentOptions {
  /** The page context's cookieSettings, raw: normalised here (every default applied). */
  settings?: unknown;
  document?: Document;
  /** The page's event bus (force, update, unforce, open, decide; raises consent:change). */
  events?: Pick<EventBus<TesseraEvents>, 'on' | 'emit'>;
  /** The data layer, for the proof-of-consent record. Without one, no record is sent. */
  api?: Pick<Api, 'post'>;
  /** Loads the banner UI on first need. Without one, the banner logic runs headless. */
  loadBanner?: () => Promise<MountCookieBanner>;
  guard?: GuardOptions;
}

export interface CookieConsent {
  settings(): CookieSettings;
  /** The stored decision, or undefined while none is made. */
  decision(): ConsentDecision | undefined;
  trackingAllowed(): boolean;
  /** Whether the banner should be on screen now. */
  bannerVisible(): boolean;
  accept(source?: ConsentSource): void;
  decline(source?: ConsentSource): void;
  /** Shows the banner again so the visitor can change a decision. */
  open(): void;
  destroy(): void;
}

/**
 * The consent controller: reads the stored decision, applies GPC, keeps tracking cookies away
 * while tracking is not allowed, gates scripts and iframes, sends Consent Mode signals, mounts
 * the banner (spec 000 §4) and answers its events. Every effect is undone by destroy().
 */
export function createCookieConsent(options: CookieConsentOptions = {}): CookieConsent {
  const doc = options.document ?? document;
  const view = doc.defaultView;
  const bus = options.events;
  let settings = normalizeCookieSettings(options.settings);
  let decision = readConsentDecision(doc);
  let forced = false;
  let reopened = false;
  let destroyed = false;
  let stopGuard: (() => void) | undefined;
  let unmount: (() => void) | undefined;
  let mountToken = 0;
  let opener: HTMLElement | undefined;
  const cleanups: (() => void)[] = [];

  const trackingAllowed = () => isTrackingAllowed(settings, decision);
  const bannerVisible = () => reopened || shouldShowCookieBanner(settings, decision, forced);

  const gate = gateScripts(doc, { onAcceptAll: () => decide('accepted', 'banner') });
  cleanups.push(() => gate.stop());

  /** Brings cookies and gated elements in line with the current decision and settings. */
  const applyPolicy = () => {
    if (trackingAllowed()) {
      stopGuard?.();
      stopGuard = undefined;
      gate.release();
    } else if (!stopGuard) {
      stopGuard = guardTrackingCookies(doc, options.guard);
    }
  };

  const hideBanner = () => {
    mountToken++;
    unmount?.();
    unmount = undefined;
  };

  const showBanner = (focus: boolean) => {
    const token = ++mountToken;
    const load = options.loadBanner;
    if (!load) return;
    load().then(
      (mount) => {
        if (destroyed || token !== mountToken) return;
        unmount = mount(
          settings,
          {
            onAccept: () => decide('accepted', 'banner'),
            onDecline: () => decide('declined', 'banner'),
          },
          { focus },
        );
      },
      (error: unknown) => console.error('[tessera] the cookie banner failed to load', error),
    );
  };

  /** Remounts the banner with the current settings, or removes it (spec 000 §4 events). */
  const remount = () => {
    hideBanner();
    if (bannerVisible()) showBanner(false);
  };

  function decide(next: ConsentDecision, source: ConsentSource) {
    if (destroyed) return;
    // The record names the visitor who chose, read before a decline expires their cookie.
    const visitorCookie = visitorCookieField((name) => readCookie(name, doc));
    writeConsentDecision(next, doc);
    decision = next;
    // spec 000 §4: a decision removes the banner, forced or reopened.
    forced = false;
    reopened = false;
    applyPolicy();
    sendConsentMode(view, 'update', trackingAllowed());
    const change: ConsentChange = { decision: next, source, trackingAllowed: trackingAllowed() };
    bus?.emit(CONSENT_EVENTS.change, change);
    if (options.api) void recordConsent(options.api, next, source, visitorCookie);
    hideBanner();
    if (opener?.isConnected) opener.focus();
    opener = undefined;
  }

  const updateSettings = (input: unknown) => {
    if (input !== undefined) settings = normalizeCookieSettings(input);
    applyPolicy();
  };

  // GPC: a decline where the accept type allows one, before anything else runs.
  const privacySignalDeclines = shouldDeclineForPrivacySignal(
    settings,
    decision,
    readGlobalPrivacyControl(view?.navigator),
  );
  // Consent Mode: the default goes before any update (the order Google's tags expect); it waits
  // for an update only while the banner asks.
  sendConsentMode(
    view,
    'default',
    !privacySignalDeclines && trackingAllowed(),
    !privacySignalDeclines && decision === undefined && bannerVisible(),
  );
  if (privacySignalDeclines) decide('declined', 'gpc');
  applyPolicy();

  if (bus) {
    const on = <K extends keyof ConsentEvents>(
      name: K,
      handler: (detail: ConsentEvents[K]) => void,
    ) => cleanups.push(bus.on(name, handler as (detail: unknown) => void));
    on(CONSENT_EVENTS.force, (detail) => {
      forced = true;
      updateSettings(detail);
      remount();
    });
    on(CONSENT_EVENTS.update, (detail) => {
      updateSettings(detail);
      remount();
    });
    on(CONSENT_EVENTS.unforce, (detail) => {
      forced = false;
      updateSettings(detail);
      remount();
    });
    on(CONSENT_EVENTS.open, () => open());
    on(CONSENT_EVENTS.decide, (next) => {
      if (next === 'accepted' || next === 'declined') decide(next, 'api');
    });
  }

  // "Cookie settings" links anywhere on the page reopen the banner.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target?.closest?.(`[${OPEN_ATTRIBUTE}]`)) return;
    event.preventDefault();
    open();
  };
  doc.addEventListener('click', onClick);
  cleanups.push(() => doc.removeEventListener('click', onClick));

  function open() {
    // Focus goes back here after the choice (the banner took it to its first button).
    const active = doc.activeElement;
    opener =
      active instanceof (view ?? globalThis).HTMLElement && active !== doc.body
        ? active
        : undefined;
    reopened = true;
    hideBanner();
    showBanner(true);
  }

  if (bannerVisible()) showBanner(false);

  return {
    settings: () => settings,
    decision: () => decision,
    trackingAllowed,
    bannerVisible,
    accept: (source = 'api') => decide('accepted', source),
    decline: (source = 'api') => decide('declined', source),
    open,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      hideBanner();
      stopGuard?.();
      stopGuard = undefined;
      for (const cleanup of cleanups.reverse()) cleanup();
    },
  };
}
