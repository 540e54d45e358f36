import {
  type Api,
  CONSENT_COOKIE,
  CONSENT_PURPOSES_COOKIE,
  CONSENT_RECORD_PATH,
  type ConsentRecordPayload,
  consentState,
  createCleanupStore,
  type EventBus,
  expireCookie,
  readCookie,
  type TesseraEvents,
  visitorCookieField,
  writeCookie,
} from '@tessera/runtime';
import { CONSENT_EVENTS, type ConsentChange, type ConsentChoice } from './consent-commands';
import {
  allowsTracking,
  type ConsentDecision,
  type ConsentSource,
  type ConsentState,
  consentCookieValue,
  grantsPurpose,
  readConsentState,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
import { sendConsentMode } from './consent-mode';
import { BANNER_VERSION, CONSENT_COOKIE_DAYS } from './constants';
import { type CookiePolicy, normalizeCookiePolicy } from './cookie-policy';
import type { ScriptGate } from './gate-scripts';
import { type GuardOptions, guardTrackingCookies } from './guard-tracking-cookies';
import { DEFAULT_PURPOSES, purposeNames } from './purpose-names';

/**
 * Stores a choice for 30 days (spec 000 §4, §9): ss_cookieAllowed=true when every purpose is
 * granted, else false, and the granted purposes of a partial choice in tessera_consent (expired
 * otherwise). Here, with the policy that decides, not beside the reading (consent-decision.ts):
 * the waiting page feature's chunks then carry no cookie-writing code.
 */
export function writeConsentState(state: ConsentState, doc?: Document): void {
  const days = { days: CONSENT_COOKIE_DAYS };
  writeCookie(CONSENT_COOKIE, consentCookieValue(state.decision ?? 'declined'), days, doc);
  if (state.purposes !== 'all' && state.purposes.length > 0) {
    writeCookie(CONSENT_PURPOSES_COOKIE, state.purposes.join('.'), days, doc);
  } else {
    expireCookie(CONSENT_PURPOSES_COOKIE, {}, doc);
  }
}

/** Stores a decision of every purpose at once: accepted (all) or declined (necessary only). */
export function writeConsentDecision(decision: ConsentDecision, doc?: Document): void {
  writeConsentState(consentState(decision), doc);
}

/**
 * The state a choice makes under the offered purposes: 'accepted' (every purpose, also ones
 * named later) when it grants every offered one, else 'declined' with the granted ones.
 */
export function stateOfChoice(choice: ConsentChoice, offered: readonly string[]): ConsentState {
  if (choice === 'accepted' || choice === 'declined') return consentState(choice);
  const granted = offered.filter((purpose) => choice.purposes.includes(purpose));
  return granted.length === offered.length
    ? consentState('accepted')
    : consentState('declined', granted);
}

/** The proof-of-consent record, form-encoded (HTTP contract addition): the runtime's payload. */
export interface ConsentRecord extends ConsentRecordPayload {
  decision: ConsentDecision;
  bannerVersion: typeof BANNER_VERSION;
  source: ConsentSource;
  /** The visitor record cookie (ss_cvr) when it is a valid one, else '' (spec 000 §5). */
  visitorCookie: string;
  /** The granted purposes, comma-separated, 'necessary' first. */
  purposes: string;
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
  purposes: readonly string[] = decision === 'accepted'
    ? ['necessary', ...DEFAULT_PURPOSES]
    : ['necessary'],
): Promise<void> {
  const record: ConsentRecord = {
    decision,
    bannerVersion: BANNER_VERSION,
    source,
    visitorCookie: visitorCookie ?? '',
    purposes: purposes.join(','),
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
  /** The stored choice with its purposes. */
  state(): ConsentState;
  decide(next: ConsentChoice, source: ConsentSource): void;
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
  let state = readConsentState(doc);
  let destroyed = false;
  let gate: ScriptGate | undefined;
  let stopGuard: (() => void) | undefined;
  const grants = (purpose: string) => grantsPurpose(policy, state, purpose);
  // The visitor-tracking cookies are the 'analytics' purpose's (spec 000 §4 before a choice).
  const trackingAllowed = () => allowsTracking(policy, state);

  /** Brings cookies and gated elements in line with the current choice and settings. */
  const apply = () => {
    gate?.release(grants);
    if (trackingAllowed()) {
      stopGuard?.();
      stopGuard = undefined;
    } else if (!stopGuard) {
      stopGuard = cleanup.add(guardTrackingCookies(doc, options.guard));
    }
  };

  const decide = (choice: ConsentChoice, source: ConsentSource) => {
    if (destroyed) return;
    // The record names the visitor who chose, read before a decline expires their cookie.
    const visitorCookie = visitorCookieField((name) => readCookie(name, doc));
    const offered = purposeNames((input as { purposes?: unknown } | null)?.purposes);
    state = stateOfChoice(choice, offered);
    writeConsentState(state, doc);
    options.onDecided?.();
    apply();
    sendConsentMode(view, 'update', grants);
    const { decision } = state as { decision: ConsentDecision };
    const change: ConsentChange = {
      decision,
      purposes: state.purposes,
      source,
      trackingAllowed: trackingAllowed(),
    };
    options.events?.emit(CONSENT_EVENTS.change, change);
    const granted = state.purposes === 'all' ? offered : state.purposes;
    if (options.api) {
      void recordConsent(options.api, decision, source, visitorCookie, ['necessary', ...granted]);
    }
  };

  const stopStarting = options.startGate?.(
    () => decide('accepted', 'banner'),
    (started) => {
      if (destroyed) return started.stop();
      gate = started;
      // stop is a closure, not a method that needs its object.
      cleanup.add(started.stop);
      started.release(grants);
    },
  );
  if (stopStarting) cleanup.add(stopStarting);

  // GPC: a decline of every purpose but 'necessary' where the accept type allows one, first.
  const gpc = readGlobalPrivacyControl(view?.navigator);
  const declines = shouldDeclineForPrivacySignal(policy, state.decision, gpc);
  // Consent Mode: the default goes before any update (the order Google's tags expect); it waits
  // for an update only while the banner asks (unforced, it asks only while no choice is stored).
  const asks = shouldShowCookieBanner(policy, state.decision);
  if (!options.consentModeDefaultSent) {
    sendConsentMode(view, 'default', (purpose) => !declines && grants(purpose), !declines && asks);
  }
  if (declines) decide('declined', 'gpc');
  apply();

  return {
    input: () => input,
    policy: () => policy,
    decision: () => state.decision,
    state: () => state,
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
