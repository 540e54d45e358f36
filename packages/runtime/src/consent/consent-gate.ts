import type { EventBus } from '../event-bus';
import { events as pageEvents, type TesseraEvents } from '../events';
import type { PageContext } from '../page-context';
import { currentDocument } from '../read-cookie';
import type { ConsentPurposeName } from './consent-purpose';
import {
  grantsBeforeChoice,
  isTrackingAllowed,
  readConsentSettings,
  readCookiePolicy,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
} from './consent-rules';
import {
  type ConsentState,
  consentState,
  isPurposeGranted,
  readConsentState,
} from './consent-state';
import { gatePage } from './gate-page';

// isConsentGiven and whenConsentGiven share one module: in the script build each module that a
// different set of blocks reaches becomes a chunk of its own, and rollup's six-character chunk
// hashes (the loader's table) allow 63 chunks in all.

/** Where the gate looks; every field defaults to the page's own. */
export interface ConsentGateOptions {
  /** The page context (default: the document's `#tessera-context`). */
  page?: PageContext;
  /** Default: the global document. */
  document?: Document;
  /** The bus that carries `consent:change` (default: the page's bus). */
  events?: Pick<EventBus<TesseraEvents>, 'on'>;
}

/** The latest choice heard on each bus, for a page whose cookie could not be written. */
const heard = new WeakMap<object, ConsentState | undefined>();

/**
 * The choice a `consent:change` detail carries: `{ decision, purposes? }` (an accept without
 * purposes grants all of them, a decline without purposes none), or undefined for anything else.
 */
function stateOfChange(change: unknown): ConsentState | undefined {
  const { decision, purposes } = (change ?? {}) as { decision?: unknown; purposes?: unknown };
  if (decision !== 'accepted' && decision !== 'declined') return undefined;
  return consentState(
    decision,
    Array.isArray(purposes) ? purposes.filter((name) => typeof name === 'string') : [],
  );
}

/** Starts remembering the choices `consent:change` carries on this bus (once per bus). */
function hearDecisions(bus: Pick<EventBus<TesseraEvents>, 'on'>): void {
  if (heard.has(bus)) return;
  heard.set(bus, undefined);
  bus.on('consent:change', (change) => {
    const state = stateOfChange(change);
    if (state) heard.set(bus, state);
  });
}

/** Before any choice: the spec's tracking rule, or the stricter one third parties follow. */
type BeforeChoice = 'tracking' | 'third-party';

function allowed(
  purpose: ConsentPurposeName,
  options: ConsentGateOptions,
  before: BeforeChoice,
): boolean {
  if (purpose === 'necessary') return true;
  const doc = options.document ?? currentDocument();
  const bus = options.events ?? pageEvents;
  hearDecisions(bus);
  const settings = readConsentSettings((options.page ?? gatePage(doc)).cookieSettings, doc);
  const policy = readCookiePolicy(settings);
  const stored = readConsentState(doc);
  const state = stored.decision === undefined ? (heard.get(bus) ?? stored) : stored;
  const gpc = readGlobalPrivacyControl(doc?.defaultView?.navigator);
  if (shouldDeclineForPrivacySignal(policy, state.decision, gpc)) return false;
  if (state.decision !== undefined) return isPurposeGranted(state, purpose);
  return before === 'tracking' ? isTrackingAllowed(policy, undefined) : grantsBeforeChoice(policy);
}

/**
 * True when the page may do work of this purpose now (spec 000 §4): 'necessary' always; the
 * others when the visitor's choice grants the purpose (an accept of everything grants all; the
 * cookies, or a `consent:change` heard on the bus when they hold nothing), or, before any
 * choice, when the consent settings (readConsentSettings: the page context's cookieSettings, or
 * the markup configuration) hold no restrictive policy and Global Privacy Control does not
 * decline (it declines before a choice when the accept type is OPT_IN_AND_OUT, as the banner does).
 * The rule of first-party tracking; a third party asks mayLoadThirdParty.
 */
export function isConsentGiven(
  purpose: ConsentPurposeName,
  options: ConsentGateOptions = {},
): boolean {
  return allowed(purpose, options, 'tracking');
}

/**
 * May this third party (a video thumbnail, a map, a booking widget, a script) load now for this
 * purpose? As isConsentGiven after a choice; before one, only when the settings opt out of
 * waiting (`waitForConsent: false`) and no restrictive policy is on: the rule of `data-consent`
 * elements (grantsBeforeChoice), so a block waits exactly when a gated element does.
 */
export function mayLoadThirdParty(
  purpose: ConsentPurposeName,
  options: ConsentGateOptions = {},
): boolean {
  return allowed(purpose, options, 'third-party');
}

/**
 * Resolves when isConsentGiven(purpose) becomes true: at once if it is, else at the first
 * `consent:change` on the bus after which it is. Never rejects, except with the signal's reason
 * when the signal aborts (an aborted signal rejects at once).
 */
export function whenConsentGiven(
  purpose: ConsentPurposeName,
  signal?: AbortSignal,
  options: ConsentGateOptions = {},
): Promise<void> {
  return whenAllowed(purpose, signal, options, 'tracking');
}

/** Resolves when mayLoadThirdParty(purpose) becomes true; as whenConsentGiven otherwise. */
export function whenThirdPartyMayLoad(
  purpose: ConsentPurposeName,
  signal?: AbortSignal,
  options: ConsentGateOptions = {},
): Promise<void> {
  return whenAllowed(purpose, signal, options, 'third-party');
}

function whenAllowed(
  purpose: ConsentPurposeName,
  signal: AbortSignal | undefined,
  options: ConsentGateOptions,
  before: BeforeChoice,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (allowed(purpose, options, before)) return resolve();
    const bus = options.events ?? pageEvents;
    const stop = () => {
      off();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const off = bus.on('consent:change', (change) => {
      // The change itself counts: a page whose consent cookie could not be written still goes on.
      const state = stateOfChange(change);
      const granted = state?.decision !== undefined && isPurposeGranted(state, purpose);
      if (!granted && !allowed(purpose, options, before)) return;
      stop();
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
