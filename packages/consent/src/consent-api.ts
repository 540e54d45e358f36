import { type EventBus, events, type TesseraEvents } from '@tessera/runtime';
import type { ConsentChange } from './consent-commands';
import { CONSENT_EVENTS } from './consent-commands';
import type { ConsentDecision } from './consent-decision';
import { readConsentDecision } from './consent-decision';

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
