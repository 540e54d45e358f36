/**
 * The visitor record cookie (spec 000 §3, §5), read by every call that reports a visitorCookie:
 * the forms' submission and census calls, the consent record and the popup's census events.
 */
import { VISITOR_RECORD_COOKIE } from './contract/cookie-names';

/** spec 000 §3, §5: an id, then first, previous, current and count, separated by bars. */
const VISITOR_RECORD = /^[A-Za-z0-9-]{1,64}(?:\|[0-9]{1,15}){4}$/;

/**
 * True for a well-formed visitor record (spec 000 §5): "an id followed by four positive
 * integers separated by bars"; anything else counts as absent.
 */
export function isVisitorRecord(value: string | undefined): value is string {
  if (value === undefined || !VISITOR_RECORD.test(value)) return false;
  return value
    .split('|')
    .slice(1)
    .every((part) => Number(part) > 0);
}

/**
 * The visitorCookie field of every call that sends one: the ss_cvr value when
 * it is a valid visitor record, else '' (an invalid cookie is treated as absent, spec 000 §5).
 */
export function visitorCookieField(readCookie: (name: string) => string | undefined): string {
  const value = readCookie(VISITOR_RECORD_COOKIE);
  return isVisitorRecord(value) ? value : '';
}
