import type { Api, ConsentGateOptions } from '@tessera/runtime';
import { isConsentGiven, visitorCookieField } from '@tessera/runtime';

/** The popup overlay events sent to the census (spec 002 §7: POST /api/census/overlay). */
export type OverlayCensusEvent = 'render' | 'close' | 'submit';

export interface OverlayCensusPayload {
  event: OverlayCensusEvent;
  /** The popup settings version. */
  version: number;
  style: string;
  /** The visitor record cookie (ss_cvr), '' when absent or invalid (spec 000 §5). */
  visitorCookie: string;
}

/**
 * Sends one overlay event through the runtime's tracking gate (consent 'analytics', the
 * exclusions of spec 002 §6, the 2,500 ms time-out; issue 16), form-encoded, its visitorCookie
 * the record the gate has just renewed. Dropped before consent; failures are swallowed
 * (spec 000 §8).
 */
export function recordOverlayCensus(
  api: Pick<Api, 'post'>,
  payload: OverlayCensusPayload,
  gate: ConsentGateOptions = {},
): Promise<void> {
  // The gate's code (track, the exclusions, the visitor cookies: 1.3 kB) is fetched only when
  // consent allows a census at all: a first visit under a restrictive policy does not load it.
  if (!isConsentGiven('analytics', gate)) return Promise.resolve();
  return import('./track-overlay-census')
    .then((module) => module.trackOverlayCensus(api, payload, gate))
    .then(
      () => undefined,
      () => undefined,
    );
}

export function overlayCensusPayload(
  event: OverlayCensusEvent,
  settings: { version: number; style: string },
  readCookie: (name: string) => string | undefined,
): OverlayCensusPayload {
  return {
    event,
    version: settings.version,
    style: settings.style,
    visitorCookie: visitorCookieField(readCookie),
  };
}
