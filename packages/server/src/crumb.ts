import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CRUMB_COOKIE } from '@tessera/runtime';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

// The crumb cookie (our CSRF token) and its header are the runtime's wire contract; re-exported
// here because they are part of this package's public API.
export { CRUMB_COOKIE, CRUMB_HEADER } from '@tessera/runtime';

const crumbPattern = /^[A-Za-z0-9_-]{16,128}$/;

export function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

export function isWellFormedCrumb(value: string | undefined): value is string {
  return value !== undefined && crumbPattern.test(value);
}

/** The visitor's crumb: the browser's own when it has a well-formed one, else a new one. */
export function visitorCrumb(c: Context): string {
  const cookie = getCookie(c, CRUMB_COOKIE);
  return isWellFormedCrumb(cookie) ? cookie : newCrumb();
}

/**
 * The crumb cookie's Set-Cookie value: readable by the page's script, sent same-site only, and
 * Secure when the page came over HTTPS. It keeps the spec's name `crumb` (spec 000 §8), so no
 * `__Host-` prefix: the data layer reads the cookie by that name.
 */
export function crumbCookieHeader(crumb: string, secure = false): string {
  return `${CRUMB_COOKIE}=${crumb}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the crumb sent with a call matches the cookie (constant time). */
export function crumbMatches(cookie: string | undefined, sent: string | undefined): boolean {
  if (!isWellFormedCrumb(cookie) || sent === undefined || sent.length !== cookie.length) {
    return false;
  }
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(sent));
}
