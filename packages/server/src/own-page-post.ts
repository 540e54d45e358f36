import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CRUMB_COOKIE, crumbMatches } from './crumb';

/** Whether the post comes from a page of this site (Fetch Metadata, else Origin). */
export function isSameOriginPost(headers: {
  fetchSite?: string;
  origin?: string;
  host?: string;
}): boolean {
  if (headers.fetchSite !== undefined) return headers.fetchSite === 'same-origin';
  if (headers.origin === undefined || headers.host === undefined) return false;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}

/** Whether the request comes from a page of this site (Fetch Metadata, else Origin). */
export function isSameOriginRequest(c: Context): boolean {
  return isSameOriginPost({
    fetchSite: c.req.header('sec-fetch-site'),
    origin: c.req.header('origin'),
    host: c.req.header('host'),
  });
}

/**
 * The pages' CSRF check for a form sent without script (the checkout, the order's account, the
 * gift card, the demo order): from a page of this site, carrying this visitor's crumb as a field,
 * since a plain HTML form cannot send the crumb header the API asks for.
 */
export function isPostFromOwnPage(c: Context, crumb: unknown): boolean {
  return (
    isSameOriginRequest(c) &&
    crumbMatches(getCookie(c, CRUMB_COOKIE), typeof crumb === 'string' ? crumb : undefined)
  );
}
