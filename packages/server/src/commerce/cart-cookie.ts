import { CART_TOKEN_COOKIE } from '@tessera/runtime';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { HttpError } from '../http-error';
import { isHttpsRequest } from '../session-cookie';
import { isCartToken } from './cart-store';
import { storeMessages } from './store-messages';

/** 30 days, as shops keep a cart. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export function writeCartCookie(c: Context, token: string, trustProxy: boolean): void {
  setCookie(c, CART_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: CART_COOKIE_MAX_AGE,
    ...(isHttpsRequest(c, trustProxy) ? { secure: true } : {}),
  });
}

export function clearCartCookie(c: Context): void {
  deleteCookie(c, CART_TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
}

/**
 * The cart token of this request: the cookie's when it is one this server could have given,
 * undefined without a cookie. A cookie of another shape is cleared: for a read it counts as no
 * cart; a change answers 400 saying so (`strict`), so nothing lands in a cart nobody can see.
 */
export function readCartToken(c: Context, strict: boolean): string | undefined {
  const cookie = getCookie(c, CART_TOKEN_COOKIE);
  if (cookie === undefined || cookie === '') return undefined;
  if (isCartToken(cookie)) return cookie;
  clearCartCookie(c);
  if (strict) {
    throw new HttpError(
      400,
      { error: storeMessages.badCartCookie },
      {
        'set-cookie': `${CART_TOKEN_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
      },
    );
  }
  return undefined;
}

/**
 * A cart token sent in the body or the query must be the cookie's: the server never acts on a
 * cart named by a value a page (or a forged link) chose. 403 otherwise.
 */
export function requireOwnToken(sent: unknown, cookie: string | undefined): void {
  if (sent === undefined) return;
  if (typeof sent !== 'string' || cookie === undefined || sent !== cookie) {
    throw new HttpError(403, { error: storeMessages.foreignCart });
  }
}
