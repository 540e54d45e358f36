import { expireCookieEverywhere, TRACKING_COOKIES } from '@tessera/runtime';

const trackingNames: ReadonlySet<string> = new Set(TRACKING_COOKIES);

/** True for one of the nine visitor-tracking cookies of spec 000 §9. */
export function isTrackingCookie(name: string): boolean {
  return trackingNames.has(name);
}

/** The tracking cookies document.cookie shows right now (names only). */
export function presentTrackingCookies(cookieString: string): string[] {
  const found: string[] = [];
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (trackingNames.has(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/**
 * Expires every tracking cookie the page can see, on every path prefix and domain level it may
 * have been set on (spec 000 §4: restrictive policy without acceptance). Cookies that are not
 * present are left alone, so a clean page costs one read of document.cookie. Returns the names
 * it expired.
 */
export function clearTrackingCookies(doc: Document | undefined = globalThis.document): string[] {
  if (!doc) return [];
  const names = presentTrackingCookies(doc.cookie);
  for (const name of names) expireCookieEverywhere(name, doc);
  return names;
}
