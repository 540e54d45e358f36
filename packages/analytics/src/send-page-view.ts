/**
 * What the analytics feature imports once consent is given: the visitor cookies at once, then
 * the page view, both through the runtime's tracking gate, and on the first page view of a
 * session the Track landing beacon.
 */
import {
  type BlockContext,
  type ConsentGateOptions,
  parseSessionTime,
  readCookie,
  refreshVisitorCookies,
  SESSION_TIME_COOKIE,
} from '@tessera/runtime';
import { sendLandingBeacon } from './landing-beacon';
import { sendPageView } from './page-view';

export function startPageView(
  context: BlockContext,
  doc: Document,
  gate: ConsentGateOptions,
): Promise<boolean> {
  const landing = parseSessionTime(readCookie(SESSION_TIME_COOKIE, doc)) === undefined;
  // '' when the gate refuses (an excluded page or account): then no beacon either.
  if (refreshVisitorCookies(gate) && landing) sendLandingBeacon(doc);
  return sendPageView(context.page, doc, context.api, gate);
}
