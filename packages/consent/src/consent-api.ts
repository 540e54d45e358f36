import { type EventBus, events, type TesseraEvents } from '@tessera/runtime';
import type { ConsentChange } from './consent-commands';
import { CONSENT_EVENTS } from './consent-commands';
import type { ConsentDecision, ConsentState } from './consent-decision';
import { readConsentDecision, readConsentState } from './consent-decision';

type Bus = Pick<EventBus<TesseraEvents>, 'on' | 'emit'>;

/** The visitor's stored decision: 'accepted', 'declined', or undefined while none is made. */
export function getConsent(doc?: Document): ConsentDecision | undefined {
  return readConsentDecision(doc);
}

/** Reopens the cookie banner so the visitor can change a decision. */
export function openCookieBanner(bus: Bus = events): void {
  bus.emit(CONSENT_EVENTS.open, undefined);
}

/** Records a decision made by the site's own UI (sent as source 'api'). */
export function setConsent(decision: ConsentDecision, bus: Bus = events): void {
  bus.emit(CONSENT_EVENTS.decide, decision);
}

/** Calls `handler` after every decision; returns the function that stops it. */
export function onConsentChange(
  handler: (change: ConsentChange) => void,
  bus: Bus = events,
): () => void {
  return bus.on(CONSENT_EVENTS.change, handler as (detail: unknown) => void);
}

/**
 * The visitor's stored choice with its purposes: `{ decision, purposes }`, purposes 'all' after
 * an accept of everything, the granted ones after a choice one by one, [] before any choice.
 */
export function getConsentState(doc?: Document): ConsentState {
  return readConsentState(doc);
}

/**
 * Accepts every purpose, or only `purposes` (a choice that grants every offered purpose counts
 * as an accept of everything); sent as source 'api'.
 */
export function acceptConsent(purposes?: readonly string[], bus: Bus = events): void {
  bus.emit(CONSENT_EVENTS.decide, purposes ? { purposes: [...purposes] } : 'accepted');
}

/** Declines every purpose but 'necessary' (source 'api'). */
export function declineConsent(bus: Bus = events): void {
  setConsent('declined', bus);
}

/** Opens the preferences dialog, where the visitor chooses purposes one by one. */
export function openConsentPreferences(bus: Bus = events): void {
  bus.emit(CONSENT_EVENTS.preferences, undefined);
}
