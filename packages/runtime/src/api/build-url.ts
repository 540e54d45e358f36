import { CRUMB_PARAMETER } from '../contract/cookie-names';
import { readCookie } from '../cookies';
import type { ApiOptions, RequestOptions } from './api-types';
import { callOrigin } from './secure-call';

/**
 * A call's URL: only paths under /api/ of the site's own origin (or its secure origin), so the
 * crumb, which is the CSRF token, never goes anywhere else (spec 000 §7: "paths under /api/
 * with a crumb query parameter added").
 */
export function buildUrl(
  options: ApiOptions,
  crumbCookie: string,
  path: string,
  request: RequestOptions,
): URL {
  const base = callOrigin(options, request);
  const url = new URL(path, base);
  if (url.origin !== base.origin || !url.pathname.startsWith('/api/')) {
    throw new TypeError(
      `Data-layer calls go to paths under ${base.origin}/api/; refused "${path}"`,
    );
  }
  for (const [key, value] of Object.entries(request.params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const crumb = readCookie(crumbCookie);
  if (crumb) url.searchParams.set(CRUMB_PARAMETER, crumb);
  return url;
}

/** The URL as messages and events show it: without the crumb. */
export function shownUrl(url: URL): string {
  const shown = new URL(url.href);
  shown.searchParams.delete(CRUMB_PARAMETER);
  return shown.pathname + shown.search;
}
