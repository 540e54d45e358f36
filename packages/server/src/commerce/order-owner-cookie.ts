import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttpsRequest } from '../session-cookie';
import { isCartToken } from './cart-store';

/**
 * Who bought an order: when a checkout empties the ss_cart cookie, the token of the cart that
 * bought the order moves to this HttpOnly cookie (ours; the spec names no such cookie). Holding
 * it proves the browser paid for that order: the order-confirmed page offers account creation to
 * it alone, as Shopify's order status page does to the buyer's browser.
 */
const ORDER_OWNER_COOKIE = 'tessera-order';
/** How long the offer stands; the server checks the order's age too (the cookie's age is the
 * browser's to keep). */
export const ORDER_ACCOUNT_OFFER_HOURS = 24;

export function writeOrderOwnerCookie(c: Context, cartToken: string, trustProxy: boolean): void {
  setCookie(c, ORDER_OWNER_COOKIE, cartToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: ORDER_ACCOUNT_OFFER_HOURS * 3600,
    ...(isHttpsRequest(c, trustProxy) ? { secure: true } : {}),
  });
}

/** The cart token the cookie holds, when it has a cart token's shape. */
export function readOrderOwnerToken(c: Context): string | undefined {
  const value = getCookie(c, ORDER_OWNER_COOKIE);
  return isCartToken(value) ? value : undefined;
}
