// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '../src/contract/consent-cookies';
import { SESSION_TIME_COOKIE, VISITOR_RECORD_COOKIE } from '../src/contract/cookie-names';
import { readCookie } from '../src/read-cookie';
import {
  formatVisitorRecord,
  newVisitorId,
  nextVisitorRecord,
  parseSessionTime,
  parseVisitorRecord,
  refreshVisitorCookies,
  SESSION_TIME_MINUTES,
  VISITOR_RECORD_DAYS,
} from '../src/tracking/visitor-cookies';
import { isVisitorRecord } from '../src/visitor-record';

const expire = (name: string) => {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
const T0 = 1_760_000_000_000;

afterEach(() => {
  for (const name of [VISITOR_RECORD_COOKIE, SESSION_TIME_COOKIE, CONSENT_COOKIE]) expire(name);
  vi.restoreAllMocks();
});

describe('visitor cookie readers (spec 000 §5)', () => {
  it('reads a valid record into its five parts and writes it back the same', () => {
    const record = parseVisitorRecord('abc-1|10|20|30|4');
    expect(record).toEqual({ id: 'abc-1', first: 10, previous: 20, current: 30, count: 4 });
    expect(formatVisitorRecord(record!)).toBe('abc-1|10|20|30|4');
  });

  it('treats every malformed record as absent', () => {
    for (const value of [
      undefined,
      '',
      'abc|1|2|3',
      'abc|1|2|3|4|5',
      'abc|0|2|3|4',
      'abc|1|2|3|-4',
      'abc|1|2|3|x',
      '|1|2|3|4',
      'a b|1|2|3|4',
      'abc|1.5|2|3|4',
    ]) {
      expect(parseVisitorRecord(value)).toBe(undefined);
    }
  });

  it('reads a session time that is a positive integer, nothing else', () => {
    expect(parseSessionTime('1760000000000')).toBe(1_760_000_000_000);
    for (const value of [
      undefined,
      '',
      '0',
      '-5',
      '1.5',
      '1e5',
      ' 12',
      'abc',
      '1234567890123456',
    ]) {
      expect(parseSessionTime(value)).toBe(undefined);
    }
  });

  it('any string gives a valid record or absent, never a throw (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (value) => {
        const record = parseVisitorRecord(value);
        if (record === undefined) return;
        expect(isVisitorRecord(formatVisitorRecord(record))).toBe(true);
        expect(formatVisitorRecord(record)).toBe(value);
      }),
    );
  });

  it('any well-formed record survives the round trip (property)', () => {
    const part = fc.integer({ min: 1, max: 999_999_999_999_999 });
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/),
        fc.tuple(part, part, part, part),
        (id, [first, previous, current, count]) => {
          const value = [id, first, previous, current, count].join('|');
          expect(parseVisitorRecord(value)).toEqual({ id, first, previous, current, count });
        },
      ),
    );
  });

  it('any string gives a positive integer session time or absent, never a throw (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map(String)), (value) => {
        const time = parseSessionTime(value);
        if (time === undefined) return;
        expect(Number.isInteger(time) && time > 0).toBe(true);
        expect(String(time)).toBe(value.replace(/^0+/, ''));
      }),
    );
  });
});

describe('the visitor record after a visit (spec 000 §4)', () => {
  const id = () => 'new-id';
  const old = { id: 'v1', first: 100, previous: 200, current: 300, count: 3 };

  it('is new (count 1, every time now) when there is none', () => {
    expect(nextVisitorRecord(undefined, true, T0, id)).toEqual({
      id: 'new-id',
      first: T0,
      previous: T0,
      current: T0,
      count: 1,
    });
  });

  it('stays the same while the session lives', () => {
    expect(nextVisitorRecord(old, true, T0, id)).toEqual(old);
  });

  it('counts one more session, with the session time renewed, after the session expired', () => {
    expect(nextVisitorRecord(old, false, T0, id)).toEqual({
      id: 'v1',
      first: 100,
      previous: 300,
      current: T0,
      count: 4,
    });
  });

  it('makes ids of 32 hexadecimal digits, a valid record id, different each time', () => {
    const a = newVisitorId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newVisitorId()).not.toBe(a);
  });
});

describe('refreshVisitorCookies', () => {
  it('creates both cookies on a first visit: ss_cvr for 2 years, ss_cvt (the time) for 30 minutes', () => {
    expect([VISITOR_RECORD_DAYS, SESSION_TIME_MINUTES]).toEqual([730, 30]);
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    vi.spyOn(Date, 'now').mockReturnValue(T0);
    const value = refreshVisitorCookies({ page: {} });
    expect(value).toMatch(new RegExp(`^[0-9a-f]{32}\\|${T0}\\|${T0}\\|${T0}\\|1$`));
    expect(readCookie(VISITOR_RECORD_COOKIE)).toBe(value);
    expect(readCookie(SESSION_TIME_COOKIE)).toBe(String(T0));
    const expires = (text: string | undefined) =>
      Date.parse(/expires=([^;]+)/.exec(text ?? '')![1]!);
    expect(expires(written[0])).toBe(new Date(T0 + 730 * 864e5).setMilliseconds(0));
    expect(expires(written[1])).toBe(new Date(T0 + 30 * 6e4).setMilliseconds(0));
  });

  it('renews an expired session and keeps a living one', () => {
    document.cookie = `${VISITOR_RECORD_COOKIE}=v1|100|200|300|3; path=/`;
    expect(refreshVisitorCookies({ page: {}, now: T0 })).toBe(`v1|100|300|${T0}|4`);
    expect(refreshVisitorCookies({ page: {}, now: T0 + 60_000 })).toBe(`v1|100|300|${T0}|4`);
    expect(readCookie(SESSION_TIME_COOKIE)).toBe(String(T0 + 60_000));
  });

  it('replaces an invalid record with a new one', () => {
    document.cookie = `${VISITOR_RECORD_COOKIE}=v1|0|200|300|3; path=/`;
    expect(refreshVisitorCookies({ page: {}, now: T0 })).toMatch(/\|1$/);
  });

  it('writes nothing under a restrictive policy before acceptance, at once after it', () => {
    expect(refreshVisitorCookies({ page: RESTRICTIVE, now: T0 })).toBe('');
    expect(document.cookie).toBe('');
    document.cookie = `${CONSENT_COOKIE}=true; path=/`;
    expect(refreshVisitorCookies({ page: RESTRICTIVE, now: T0 })).not.toBe('');
    expect(readCookie(SESSION_TIME_COOKIE)).toBe(String(T0));
  });

  it('writes nothing after a decline, nor for a logged-in owner', () => {
    document.cookie = `${CONSENT_COOKIE}=false; path=/`;
    expect(refreshVisitorCookies({ page: {}, now: T0 })).toBe('');
    expire(CONSENT_COOKIE);
    const owner = { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['admin'] } };
    expect(refreshVisitorCookies({ page: owner, now: T0 })).toBe('');
    expect(document.cookie).toBe('');
  });
});
