/**
 * What the analytics feature imports once consent is given: the visitor cookies at once, then
 * the page view (on /search, the site-search hit), both through the runtime's tracking gate,
 * and on the first page view of a session the Track landing beacon; and the trace batches.
 */
import {
  type BlockContext,
  type ConsentGateOptions,
  parseSessionTime,
  readCookie,
  refreshVisitorCookies,
  SESSION_TIME_COOKIE,
  trackingExclusion,
} from '@tessera/runtime';
import { sendLandingBeacon } from './landing-beacon';
import { sendPageView, sendSearchHit } from './page-view';

// The heartbeat and the trace batches start with the page view, once consent is given: one chunk.
export { listenForAnalyticsEvents } from './events/listen-for-events';
export { startHeartbeat } from './heartbeat';
export { startTraceBatches } from './trace-batch';

export function startPageView(
  context: BlockContext,
  doc: Document,
  gate: ConsentGateOptions,
): Promise<boolean> {
  const landing = parseSessionTime(readCookie(SESSION_TIME_COOKIE, doc)) === undefined;
  // '' when the gate refuses (an excluded page or account): then no beacon either.
  if (refreshVisitorCookies(gate) && landing) sendLandingBeacon(doc);
  // On /search the view is counted as a site search (spec 002 §6), with what was searched.
  const pathname = doc.defaultView?.location.pathname ?? '/';
  const send =
    trackingExclusion(context.page, pathname, true) === 'search' ? sendSearchHit : sendPageView;
  return send(context.page, doc, context.api, gate);
}
