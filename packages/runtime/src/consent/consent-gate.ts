import { CONSENT_COOKIE } from '../contract/consent-cookies';
import type { EventBus } from '../event-bus';
import { events as pageEvents, type TesseraEvents } from '../events';
import type { PageContext } from '../page-context';
import { currentDocument, readCookie } from '../read-cookie';
import type { ConsentPurpose } from './consent-purpose';
import {
  type ConsentDecision,
  isTrackingAllowed,
  parseConsentCookie,
  readCookiePolicy,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
} from './consent-rules';
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

/** The latest decision heard on each bus, for a page whose cookie could not be written. */
const heard = new WeakMap<object, ConsentDecision | undefined>();

/** Starts remembering the decisions `consent:change` carries on this bus (once per bus). */
function hearDecisions(bus: Pick<EventBus<TesseraEvents>, 'on'>): void {
  if (heard.has(bus)) return;
  heard.set(bus, undefined);
  bus.on('consent:change', (change) => {
    const decision = (change as { decision?: unknown } | undefined)?.decision;
    if (decision === 'accepted' || decision === 'declined') heard.set(bus, decision);
  });
}

/**
 * True when the page may do work of this purpose now (spec 000 §4): 'necessary' always; the
 * others when the visitor accepted (the consent cookie, or a `consent:change` heard on the bus
 * when the cookie is absent), or, before any decision, when the page context's cookieSettings
 * hold no restrictive policy and Global Privacy Control does not decline (it declines before a
 * decision when the accept type is OPT_IN_AND_OUT, as the cookie banner does).
 */
export function isConsentGiven(purpose: ConsentPurpose, options: ConsentGateOptions = {}): boolean {
  if (purpose === 'necessary') return true;
  const doc = options.document ?? currentDocument();
  const bus = options.events ?? pageEvents;
  hearDecisions(bus);
  const policy = readCookiePolicy((options.page ?? gatePage(doc)).cookieSettings);
  const decision = parseConsentCookie(readCookie(CONSENT_COOKIE, doc)) ?? heard.get(bus);
  const gpc = readGlobalPrivacyControl(doc?.defaultView?.navigator);
  if (shouldDeclineForPrivacySignal(policy, decision, gpc)) return false;
  return isTrackingAllowed(policy, decision);
}

/**
 * Resolves when isConsentGiven(purpose) becomes true: at once if it is, else at the first
 * `consent:change` on the bus after which it is. Never rejects, except with the signal's reason
 * when the signal aborts (an aborted signal rejects at once).
 */
export function whenConsentGiven(
  purpose: ConsentPurpose,
  signal?: AbortSignal,
  options: ConsentGateOptions = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (isConsentGiven(purpose, options)) return resolve();
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
      const accepted = (change as { decision?: unknown } | undefined)?.decision === 'accepted';
      if (!accepted && !isConsentGiven(purpose, options)) return;
      stop();
      resolve();
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
