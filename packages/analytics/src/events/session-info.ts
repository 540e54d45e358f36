/**
 * Session info for analytics events (spec 002 §3), read from the visitor record the tracking
 * gate keeps (ss_cvr: id, first, previous and current session times, session count): the
 * session is the record's current one, so analytics events and page views agree on it.
 */
import { parseVisitorRecord } from '@tessera/runtime';

export interface SessionInfo {
  /** The visitor's id and the session's number: `<id>-<count>`. */
  sessionId: string | null;
  /** The visitor's first session (count 1). */
  isFirstSession: boolean;
  /** The session began with this page load: the page is the session's landing page. */
  isFirstLanding: boolean;
}

/** `record` is the ss_cvr value; `pageStart` the page load's start (performance.timeOrigin). */
export function sessionInfo(record: string, pageStart: number): SessionInfo {
  const visitor = parseVisitorRecord(record);
  if (!visitor) return { sessionId: null, isFirstSession: false, isFirstLanding: false };
  return {
    sessionId: `${visitor.id}-${visitor.count}`,
    isFirstSession: visitor.count === 1,
    isFirstLanding: visitor.current >= Math.floor(pageStart),
  };
}
