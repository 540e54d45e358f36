import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The crumb cookie (our CSRF token): the data layer copies it into `crumb` on every call. */
export const CRUMB_COOKIE = 'crumb';
/** The header alternative to the `crumb` query parameter (the error reporter uses it, spec 000 §7). */
export const CRUMB_HEADER = 'x-csrf-token';

const crumbPattern = /^[A-Za-z0-9_-]{16,128}$/;

export function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

export function isWellFormedCrumb(value: string | undefined): value is string {
  return value !== undefined && crumbPattern.test(value);
}

/** The crumb cookie's Set-Cookie value: readable by the page's script, sent same-site only. */
export function crumbCookieHeader(crumb: string): string {
  return `${CRUMB_COOKIE}=${crumb}; Path=/; SameSite=Lax`;
}

/** Whether the crumb sent with a call matches the cookie (constant time). */
export function crumbMatches(cookie: string | undefined, sent: string | undefined): boolean {
  if (!isWellFormedCrumb(cookie) || sent === undefined || sent.length !== cookie.length) {
    return false;
  }
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(sent));
}
