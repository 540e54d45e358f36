import type { Api } from '@tessera/runtime';
import { CENSUS_OVERLAY_PATH, visitorCookieField } from '@tessera/runtime';

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
 * Sends one overlay event through the data layer, form-encoded, with the tracking time-out
 * (spec 002 §9: 2500 ms). Analytics failures are swallowed (spec 000 §8).
 */
export function recordOverlayCensus(
  api: Pick<Api, 'post'>,
  payload: OverlayCensusPayload,
): Promise<void> {
  return api
    .post(CENSUS_OVERLAY_PATH, payload, {
      body: 'form',
      timeoutMs: 2500,
      keepalive: true,
      onFailure: () => {},
    })
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
