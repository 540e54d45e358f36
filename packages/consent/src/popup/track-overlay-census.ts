import type { Api, ConsentGateOptions } from '@tessera/runtime';
import { CENSUS_OVERLAY_PATH, track } from '@tessera/runtime';
import type { OverlayCensusPayload } from './record-overlay-census';

/** The census call through the tracking gate: its own chunk, fetched once consent is given. */
export function trackOverlayCensus(
  api: Pick<Api, 'post'>,
  payload: OverlayCensusPayload,
  gate: ConsentGateOptions,
): Promise<boolean> {
  return track(CENSUS_OVERLAY_PATH, payload, { ...gate, api, form: true });
}
