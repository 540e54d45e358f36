/**
 * The heartbeat hit (spec 002 §3: hit event heartbeat, 10): how long the visitor had the page in
 * view. Each time the page is hidden, a RecordHit with `event` 'heartbeat' and the hit data plus
 * `engagedTime` (ms visible since the last heartbeat) goes through the tracking gate, so a visit
 * that switches tabs reports each stretch once and a page left open in the background nothing.
 */
import {
  type Api,
  CENSUS_RECORD_HIT_PATH,
  type ConsentGateOptions,
  type PageContext,
  track,
} from '@tessera/runtime';
import { pageViewData } from './page-view';

/** The hit's `event` for a heartbeat. */
export const HEARTBEAT_EVENT = 'heartbeat';

export function startHeartbeat(
  page: PageContext,
  doc: Document,
  api?: Pick<Api, 'post'>,
  gate: ConsentGateOptions = {},
): () => void {
  const visible = () => doc.visibilityState !== 'hidden';
  let since = visible() ? Date.now() : undefined;
  const onChange = () => {
    if (visible()) {
      since = Date.now();
      return;
    }
    if (since === undefined) return;
    const engagedTime = Date.now() - since;
    since = undefined;
    if (engagedTime <= 0) return;
    const data = JSON.stringify({ ...pageViewData(page, doc), engagedTime });
    void track(
      CENSUS_RECORD_HIT_PATH,
      { event: HEARTBEAT_EVENT, data, ss_cvr: '' },
      { ...gate, page, document: doc, api, form: true },
    );
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
