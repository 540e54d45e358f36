// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieScopes,
  expireCookie,
  readCookie,
  serializeCookie,
  writeCookie,
} from '../src/cookies';

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  vi.useRealTimers();
});

describe('cookies', () => {
  it('writes and reads a value, encoded', () => {
    writeCookie('ss_cookieAllowed', 'true', { days: 30 });
    writeCookie('note', 'a b;c=d');
    expect(readCookie('ss_cookieAllowed')).toBe('true');
    expect(readCookie('note')).toBe('a b;c=d');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('treats an undecodable value as absent instead of throwing', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(readCookie('broken')).toBeUndefined();
  });

  it('expires a cookie', () => {
    writeCookie('ss_cvr', 'x|1|2|3|4', { days: 730 });
    expireCookie('ss_cvr');
    expect(readCookie('ss_cvr')).toBeUndefined();
  });

  it('serialises days, minutes, path, domain, SameSite=Lax and Secure on https', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(serializeCookie('ss_cookieAllowed', 'true', { days: 30 }, false)).toBe(
      'ss_cookieAllowed=true; path=/; expires=Sat, 31 Jan 2026 00:00:00 GMT; SameSite=Lax',
    );
    expect(
      serializeCookie('ss_cvt', '1', { minutes: 30, path: '/a', domain: 'example.com' }, true),
    ).toBe(
      'ss_cvt=1; path=/a; expires=Thu, 01 Jan 2026 00:30:00 GMT; domain=example.com; SameSite=Lax; Secure',
    );
    expect(serializeCookie('x', 'y', { secure: false }, true)).toBe('x=y; path=/; SameSite=Lax');
  });

  it('refuses a cookie name that would corrupt the cookie string', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(/Invalid cookie name "bad name"/);
  });

  it('lists every path and domain level a cookie may have been set on', () => {
    expect(cookieScopes('/shop/item', 'www.shop.example.com')).toEqual({
      paths: ['/', '/shop', '/shop/', '/shop/item', '/shop/item/'],
      domains: [
        undefined,
        'www.shop.example.com',
        '.www.shop.example.com',
        'shop.example.com',
        '.shop.example.com',
        'example.com',
        '.example.com',
      ],
    });
    expect(cookieScopes('/', '127.0.0.1')).toEqual({ paths: ['/'], domains: [undefined] });
    expect(cookieScopes('/', 'localhost').domains).toEqual([undefined]);
  });
});
