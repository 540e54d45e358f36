/**
 * The visitor cookies (spec 000 §3, §4, §5, §9): ss_cvr, the visitor record
 * `id|first|previous|current|count`, kept 2 years, and ss_cvt, the session time, kept 30
 * minutes. Written only where the tracking gate allows (consent 'analytics', no exclusion), so
 * never under a restrictive policy before acceptance.
 */

import type { ConsentGateOptions } from '../consent/consent-gate';
import { SESSION_TIME_COOKIE, VISITOR_RECORD_COOKIE } from '../contract/cookie-names';
import { writeCookie } from '../cookies';
import { currentDocument, readCookie } from '../read-cookie';
import { isVisitorRecord } from '../visitor-record';
import { mayTrack } from './may-track';

/** spec 000 §9: the visitor record cookie lasts 2 years. */
export const VISITOR_RECORD_DAYS = 730;
/** spec 000 §9: the session cookie lasts 30 minutes. */
export const SESSION_TIME_MINUTES = 30;

/** A visitor record: its id, then the first, previous and current session times and the count. */
export interface VisitorRecord {
  id: string;
  first: number;
  previous: number;
  current: number;
  count: number;
}

/** The record an ss_cvr value holds, or undefined when it is absent or not a valid record. */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | undefined {
  if (!isVisitorRecord(value)) return undefined;
  const [id = '', first, previous, current, count] = value.split('|');
  return {
    id,
    first: Number(first),
    previous: Number(previous),
    current: Number(current),
    count: Number(count),
  };
}

/** The ss_cvr value of a record. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.first, record.previous, record.current, record.count].join('|');
}

/** The session time an ss_cvt value holds: a positive integer, else undefined (spec 000 §5). */
export function parseSessionTime(value: string | undefined): number | undefined {
  if (value === undefined || !/^[0-9]{1,15}$/.test(value)) return undefined;
  const time = Number(value);
  return time > 0 ? time : undefined;
}

/**
 * The record after a visit at `now` (spec 000 §4): a new one (count 1) when there is none or it
 * is invalid; while the session lives, the same; after the session expired, the count rises by
 * one and the session time is renewed (the current time becomes the previous).
 */
export function nextVisitorRecord(
  record: VisitorRecord | undefined,
  sessionAlive: boolean,
  now: number,
  newId: () => string,
): VisitorRecord {
  if (!record) return { id: newId(), first: now, previous: now, current: now, count: 1 };
  if (sessionAlive) return record;
  return { ...record, previous: record.current, current: now, count: record.count + 1 };
}

/** A new visitor id: 32 random hexadecimal digits. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface VisitorCookieOptions extends ConsentGateOptions {
  /** The time of the visit (default: now). */
  now?: number;
}

/**
 * Creates or renews the visitor cookies when the tracking gate allows it, and returns the
 * visitor record's value ('' when it does not, writing nothing). Every tracking call runs it,
 * so the session cookie lives 30 minutes after the visitor's last tracked act.
 */
export function refreshVisitorCookies(options: VisitorCookieOptions = {}): string {
  if (!mayTrack(options)) return '';
  const doc = options.document ?? currentDocument();
  const now = options.now ?? Date.now();
  const sessionAlive = parseSessionTime(readCookie(SESSION_TIME_COOKIE, doc)) !== undefined;
  const record = nextVisitorRecord(
    parseVisitorRecord(readCookie(VISITOR_RECORD_COOKIE, doc)),
    sessionAlive,
    now,
    newVisitorId,
  );
  const value = formatVisitorRecord(record);
  writeCookie(VISITOR_RECORD_COOKIE, value, { days: VISITOR_RECORD_DAYS }, doc);
  writeCookie(SESSION_TIME_COOKIE, String(now), { minutes: SESSION_TIME_MINUTES }, doc);
  return value;
}
