/**
 * useConsent(): the visitor's consent choice, read from where the controller stores it (the
 * consent cookies, spec 000 §3), re-read after each `consent:change` the controller raises.
 * Its commands go to the page's controller through the bus (consent-bus.ts): the state has
 * one source, shared with the script-tag runtime.
 */
import { useSyncExternalStore } from 'react';
import {
  acceptConsent,
  declineConsent,
  openConsentPreferences,
  openCookieBanner,
} from '../consent-api';
import { CONSENT_EVENTS } from '../consent-commands';
import { type ConsentState, isPurposeGranted, readConsentState } from '../consent-decision';
import { consentBus } from './consent-bus';

export interface Consent extends ConsentState {
  /** Whether the stored choice grants `purpose` ('necessary' always; nothing before a choice). */
  granted(purpose: string): boolean;
  /** Accepts every purpose, or only `purposes`. */
  accept(purposes?: readonly string[]): void;
  /** Declines every purpose but 'necessary'. */
  decline(): void;
  /** Shows the cookie banner again so the visitor can change the choice. */
  reopen(): void;
  /** Opens the preferences dialog (purposes one by one). */
  openPreferences(): void;
}

/** No choice: what the server renders, and what the first client render matches. */
const NO_CHOICE: ConsentState = { decision: undefined, purposes: [] };

let snapshot: ConsentState = NO_CHOICE;

/** The stored state, the same object while it has not changed (useSyncExternalStore needs it). */
function readSnapshot(): ConsentState {
  const next = readConsentState(document);
  const same =
    next.decision === snapshot.decision &&
    String(next.purposes) === String(snapshot.purposes) &&
    Array.isArray(next.purposes) === Array.isArray(snapshot.purposes);
  if (!same) snapshot = next;
  return snapshot;
}

function subscribe(changed: () => void): () => void {
  return consentBus().on(CONSENT_EVENTS.change, changed);
}

const serverSnapshot = () => NO_CHOICE;

export function useConsent(): Consent {
  const state = useSyncExternalStore(subscribe, readSnapshot, serverSnapshot);
  return {
    ...state,
    granted: (purpose) => isPurposeGranted(state, purpose),
    accept: (purposes) => acceptConsent(purposes, consentBus()),
    decline: () => declineConsent(consentBus()),
    reopen: () => openCookieBanner(consentBus()),
    openPreferences: () => openConsentPreferences(consentBus()),
  };
}
