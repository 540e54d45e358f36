import {
  type Api,
  CONSENT_COOKIE,
  CONSENT_RECORD_PATH,
  type ConsentRecordPayload,
  createCleanupStore,
  type EventBus,
  readCookie,
  type TesseraEvents,
  visitorCookieField,
  writeCookie,
} from '@tessera/runtime';
import { CONSENT_EVENTS, type ConsentChange } from './consent-commands';
import {
  type ConsentDecision,
  type ConsentSource,
  consentCookieValue,
  isTrackingAllowed,
  readConsentDecision,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
import { sendConsentMode } from './consent-mode';
import { BANNER_VERSION, CONSENT_COOKIE_DAYS } from './constants';
import { type CookiePolicy, normalizeCookiePolicy } from './cookie-policy';
import type { ScriptGate } from './gate-scripts';
import { type GuardOptions, guardTrackingCookies } from './guard-tracking-cookies';

/**
 * Stores a decision: ss_cookieAllowed=true or false for 30 days (spec 000 §4, §9). Here, with
 * the policy that decides, not beside the reading (consent-decision.ts): the waiting page
 * feature's chunks then carry no cookie-writing code (the runtime's cookies chunk).
 */
export function writeConsentDecision(decision: ConsentDecision, doc?: Document): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(decision), { days: CONSENT_COOKIE_DAYS }, doc);
}

/** The proof-of-consent record, form-encoded (HTTP contract addition): the runtime's payload. */
export interface ConsentRecord extends ConsentRecordPayload {
  decision: ConsentDecision;
  bannerVersion: typeof BANNER_VERSION;
  source: ConsentSource;
  /** The visitor record cookie (ss_cvr) when it is a valid one, else '' (spec 000 §5). */
  visitorCookie: string;
}

/**
 * POSTs the record to /api/consent/record through the data layer. A failure is only warned:
 * the decision itself is already stored in the consent cookie and must not show an error.
 */
export function recordConsent(
  api: Pick<Api, 'post'>,
  decision: ConsentDecision,
  source: ConsentSource,
  visitorCookie: string | undefined,
): Promise<void> {
  const record: ConsentRecord = {
    decision,
    bannerVersion: BANNER_VERSION,
    source,
    visitorCookie: visitorCookie ?? '',
  };
  return api
    .post(CONSENT_RECORD_PATH, record, {
      body: 'form',
      retries: 1,
      keepalive: true,
      onFailure: (error) => console.warn('[tessera] consent record not sent:', error.message),
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Starts script gating: hands the gate to `use` (at once, or once the page holds a gated
 * element and the gate's code has loaded); returns the function that stops waiting.
 */
export type StartGate = (onAcceptAll: () => void, use: (gate: ScriptGate) => void) => () => void;

export interface ConsentPolicyOptions {
  /** The page context's cookieSettings, raw. */
  settings?: unknown;
  document: Document;
  events?: Pick<EventBus<TesseraEvents>, 'emit'>;
  api?: Pick<Api, 'post'>;
  guard?: GuardOptions;
  startGate?: StartGate;
  /** The page feature already sent the Consent Mode default (it started this policy late). */
  consentModeDefaultSent?: boolean;
  /** Runs as a decision is stored, before its effects (the banner resets and hides). */
  onDecided?: () => void;
}

export interface ConsentPolicy {
  /** The settings as last given (raw), for the banner to resolve. */
  input(): unknown;
  policy(): CookiePolicy;
  decision(): ConsentDecision | undefined;
  decide(next: ConsentDecision, source: ConsentSource): void;
  /** New settings (undefined keeps the current ones); the policy follows them. */
  update(input: unknown): void;
  destroy(): void;
}

/**
 * The consent policy, with no UI (spec 000 §4): the stored decision, GPC, the restrictive
 * policy's cookie guard, script gating and Consent Mode; a decision is stored, signalled,
 * raised on the bus and recorded (recordConsent above). What a visitor who already decided runs.
 */
export function createConsentPolicy(options: ConsentPolicyOptions): ConsentPolicy {
  const doc = options.document;
  const view = doc.defaultView;
  const cleanup = createCleanupStore();
  let input = options.settings;
  let policy = normalizeCookiePolicy(input);
  let decision = readConsentDecision(doc);
  let destroyed = false;
  let gate: ScriptGate | undefined;
  let stopGuard: (() => void) | undefined;
  const trackingAllowed = () => isTrackingAllowed(policy, decision);

  /** Brings cookies and gated elements in line with the current decision and settings. */
  const apply = () => {
    if (trackingAllowed()) {
      stopGuard?.();
      stopGuard = undefined;
      gate?.release();
    } else if (!stopGuard) {
      stopGuard = cleanup.add(guardTrackingCookies(doc, options.guard));
    }
  };

  const decide = (next: ConsentDecision, source: ConsentSource) => {
    if (destroyed) return;
    // The record names the visitor who chose, read before a decline expires their cookie.
    const visitorCookie = visitorCookieField((name) => readCookie(name, doc));
    writeConsentDecision(next, doc);
    decision = next;
    options.onDecided?.();
    apply();
    sendConsentMode(view, 'update', trackingAllowed());
    const change: ConsentChange = { decision: next, source, trackingAllowed: trackingAllowed() };
    options.events?.emit(CONSENT_EVENTS.change, change);
    if (options.api) void recordConsent(options.api, next, source, visitorCookie);
  };

  const stopStarting = options.startGate?.(
    () => decide('accepted', 'banner'),
    (started) => {
      if (destroyed) return started.stop();
      gate = started;
      // stop is a closure, not a method that needs its object.
      cleanup.add(started.stop);
      if (trackingAllowed()) started.release();
    },
  );
  if (stopStarting) cleanup.add(stopStarting);

  // GPC: a decline where the accept type allows one, before anything else runs.
  const declines = shouldDeclineForPrivacySignal(
    policy,
    decision,
    readGlobalPrivacyControl(view?.navigator),
  );
  // Consent Mode: the default goes before any update (the order Google's tags expect); it waits
  // for an update only while the banner asks (unforced, it asks only while no decision is stored).
  const asks = shouldShowCookieBanner(policy, decision);
  if (!options.consentModeDefaultSent) {
    sendConsentMode(view, 'default', !declines && trackingAllowed(), !declines && asks);
  }
  if (declines) decide('declined', 'gpc');
  apply();

  return {
    input: () => input,
    policy: () => policy,
    decision: () => decision,
    decide,
    update(next) {
      if (next !== undefined) {
        input = next;
        policy = normalizeCookiePolicy(next);
      }
      apply();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cleanup.clear();
    },
  };
}
