// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://www.shop.example.com/blog/post"}
// biome-ignore-all lint/suspicious/noDocumentCookie: these tests write cookies the way trackers do
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTrackingCookies, presentTrackingCookies } from '../src/clear-tracking-cookies';
import { COOKIE_POLL_MS } from '../src/constants';
import {
  blockTrackingCookieWrites,
  guardTrackingCookies,
  isTrackingCookieWrite,
} from '../src/guard-tracking-cookies';
import { TRACKING_COOKIES } from '../src/index';

function wipe() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
    for (const domain of [
      '',
      '; domain=example.com',
      '; domain=shop.example.com',
      '; domain=www.shop.example.com',
    ]) {
      for (const path of ['/', '/blog', '/blog/post']) {
        document.cookie = `${name}=; path=${path}${domain}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
      }
    }
  }
}

beforeEach(wipe);
afterEach(() => {
  vi.useRealTimers();
  wipe();
});

describe('clearTrackingCookies (spec 000 §4, §9)', () => {
  it('expires all nine on every path and domain level they were set on, and nothing else', () => {
    TRACKING_COOKIES.forEach((name, index) => {
      const domain = ['', '; domain=example.com', '; domain=shop.example.com'][index % 3];
      const path = ['/', '/blog', '/blog/post'][index % 3];
      document.cookie = `${name}=v${index}; path=${path}${domain}`;
    });
    document.cookie = 'SS_MID=second; path=/blog; domain=.example.com';
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.cookie = 'crumb=abc; path=/';
    expect(presentTrackingCookies(document.cookie).sort()).toEqual([...TRACKING_COOKIES].sort());

    expect(clearTrackingCookies(document).sort()).toEqual([...TRACKING_COOKIES].sort());
    expect(presentTrackingCookies(document.cookie)).toEqual([]);
    expect(document.cookie).toContain('ss_cookieAllowed=false');
    expect(document.cookie).toContain('crumb=abc');
  });

  it("also expires the known third-party trackers' cookies (GA, Google Ads, Meta), not look-alikes", () => {
    for (const name of ['_ga', '_ga_X1Y2', '_gid', '_gat', '_gat_UA1', '_gcl_au', '_fbp', '_fbc']) {
      document.cookie = `${name}=v; path=/`;
    }
    document.cookie = '_gallery=keep; path=/';
    document.cookie = 'my_ga=keep; path=/';
    expect(clearTrackingCookies(document)).toEqual([
      '_ga',
      '_ga_X1Y2',
      '_gid',
      '_gat',
      '_gat_UA1',
      '_gcl_au',
      '_fbp',
      '_fbc',
    ]);
    expect(document.cookie).toBe('_gallery=keep; my_ga=keep');
    expect(isTrackingCookieWrite('_ga=GA1.1.123.456; path=/; max-age=63072000')).toBe(true);
  });

  it('does nothing on a clean page', () => {
    document.cookie = 'crumb=abc; path=/';
    expect(clearTrackingCookies(document)).toEqual([]);
  });
});

describe('isTrackingCookieWrite', () => {
  it.each([
    ['ss_cvr=abc|1|1|1|1; path=/', true],
    ['SS_MID=x', true],
    ['ss_cvr=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT', false],
    ['ss_cvr=x; max-age=0', false],
    ['ss_cvr=x; expires=Thu, 01 Jan 1970 00:00:00 GMT', false],
    ['ss_cvr=x; Max-Age=-1', false],
    // An empty value still creates a cookie named ss_cvr.
    ['ss_cvr=; path=/', true],
    // RFC 6265 §5.3: the last Max-Age counts, and Max-Age wins over Expires.
    ['ss_cvr=x; max-age=0; max-age=9999', true],
    ['ss_cvr=x; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=9999', true],
    ['ss_cvr=x; max-age=9999; expires=Thu, 01 Jan 1970 00:00:00 GMT', true],
    [
      'ss_cvr=x; expires=Thu, 01 Jan 1970 00:00:00 GMT; expires=Fri, 01 Jan 2100 00:00:00 GMT',
      true,
    ],
    ['ss_cvr=x; max-age=9999; max-age=0', false],
    // Invalid attributes are ignored, as the browser ignores them.
    ['ss_cvr=x; max-age=soon', true],
    ['ss_cvr=x; max-age=0x0', true],
    ['ss_cvr=x; max-age=soon; expires=Thu, 01 Jan 1970 00:00:00 GMT', false],
    ['crumb=abc', false],
    ['ss_cookieAllowed=true', false],
    ['garbage', false],
  ])('%j -> %s', (cookie, expected) => {
    expect(isTrackingCookieWrite(cookie)).toBe(expected);
  });
});

describe('guardTrackingCookies', () => {
  it('drops document.cookie writes of tracking cookies and lets others through until stopped', () => {
    const unblock = blockTrackingCookieWrites(document);
    document.cookie = 'ss_cvt=123; path=/';
    document.cookie = 'other=1; path=/';
    // An expired attribute first and a live Max-Age after it: the browser keeps the cookie.
    document.cookie = 'ss_cvr=x; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=9999';
    document.cookie = 'SS_MID=x; path=/; max-age=0; max-age=9999';
    document.cookie = 'ss_cid=; path=/';
    expect(document.cookie).not.toMatch(/ss_cvr|SS_MID|ss_cid/);
    expect(document.cookie).not.toContain('ss_cvt');
    expect(document.cookie).toContain('other=1');
    unblock();
    expect(Object.getOwnPropertyDescriptor(document, 'cookie')).toBeUndefined();
    document.cookie = 'ss_cvt=123; path=/';
    expect(document.cookie).toContain('ss_cvt=123');
  });

  it('clears at once, then polls while running when there is no CookieStore, and stops cleanly', () => {
    vi.useFakeTimers();
    document.cookie = 'ss_cid=1; path=/';
    const stop = guardTrackingCookies(document, { useCookieStore: false });
    expect(document.cookie).not.toContain('ss_cid');
    // A cookie that arrives around the setter (e.g. a Set-Cookie header) is caught by the poll.
    stop();
    const stopAgain = guardTrackingCookies(document, { useCookieStore: false });
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    native.set!.call(document, 'ss_cpvisit=9; path=/blog');
    expect(document.cookie).toContain('ss_cpvisit=9');
    vi.advanceTimersByTime(COOKIE_POLL_MS);
    expect(document.cookie).not.toContain('ss_cpvisit');
    stopAgain();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the CookieStore change event where there is one, and removes its listener', () => {
    const listeners = new Set<(event: Event & { changed: { name: string }[] }) => void>();
    const cookieStore = {
      addEventListener: vi.fn((_type: string, listener: never) => listeners.add(listener)),
      removeEventListener: vi.fn((_type: string, listener: never) => listeners.delete(listener)),
    };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    try {
      vi.useFakeTimers();
      const stop = guardTrackingCookies(document);
      expect(vi.getTimerCount()).toBe(0);
      const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      native.set!.call(document, 'user_segment=a; path=/');
      for (const listener of listeners) {
        listener(Object.assign(new Event('change'), { changed: [{ name: 'user_segment' }] }));
      }
      expect(document.cookie).not.toContain('user_segment');
      stop();
      expect(listeners.size).toBe(0);
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});
