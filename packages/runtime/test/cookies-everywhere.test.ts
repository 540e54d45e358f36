// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.shop.example.com/shop/item"}
import { describe, expect, it } from 'vitest';
import { expireCookieEverywhere, readCookie } from '../src/cookies';

describe('expireCookieEverywhere', () => {
  it('expires a cookie set on any path prefix and domain level of the page', () => {
    document.cookie = 'ss_cvr=root; path=/';
    document.cookie = 'ss_cvr=shop; path=/shop; domain=shop.example.com';
    document.cookie = 'ss_cvr=item; path=/shop/item; domain=.example.com';
    document.cookie = 'ss_cvt=keep; path=/';
    expect(document.cookie.match(/ss_cvr=/g)).toHaveLength(3);
    expireCookieEverywhere('ss_cvr');
    expect(readCookie('ss_cvr')).toBeUndefined();
    expect(document.cookie).not.toContain('ss_cvr');
    expect(readCookie('ss_cvt')).toBe('keep');
  });
});
