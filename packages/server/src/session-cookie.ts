import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './accounts';

/**
 * Whether the visitor reached the server over HTTPS: the request URL's scheme, or, behind a
 * trusted proxy only, the X-Forwarded-Proto value that proxy wrote (the last one: earlier values
 * came with the request and anyone can send them).
 */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * The session token the browser sent. Over HTTPS only the `__Host-` cookie counts, so a cookie
 * planted over plain HTTP (or by a sibling domain) cannot choose the session.
 */
export function readSessionToken(c: Context, trustProxy: boolean): string | undefined {
  return isHttpsRequest(c, trustProxy)
    ? getCookie(c, SESSION_COOKIE, 'host')
    : getCookie(c, SESSION_COOKIE);
}

/**
 * Sets the session cookie: HttpOnly and SameSite=Lax always; over HTTPS named
 * `__Host-tessera-session` and Secure. Without rememberMe a browser-session cookie (the server
 * ends it after 12 hours anyway).
 */
export function writeSessionCookie(
  c: Context,
  trustProxy: boolean,
  session: { token: string; maxAgeSeconds: number; rememberMe: boolean },
): void {
  const secure = isHttpsRequest(c, trustProxy);
  setCookie(c, SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    ...(secure ? { prefix: 'host' as const, secure: true } : {}),
    ...(session.rememberMe ? { maxAge: session.maxAgeSeconds } : {}),
  });
}

/** Expires the session cookie under the name this scheme uses. */
export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  if (isHttpsRequest(c, trustProxy)) {
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      prefix: 'host',
    });
  } else {
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
  }
}
