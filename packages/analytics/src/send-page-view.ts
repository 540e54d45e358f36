/**
 * What the analytics feature imports once consent is given: the visitor cookies at once, then
 * the page view, both through the runtime's tracking gate.
 */
import {
  type BlockContext,
  type ConsentGateOptions,
  refreshVisitorCookies,
} from '@tessera/runtime';
import { sendPageView } from './page-view';

export function startPageView(
  context: BlockContext,
  doc: Document,
  gate: ConsentGateOptions,
): Promise<boolean> {
  refreshVisitorCookies(gate);
  return sendPageView(context.page, doc, context.api, gate);
}
