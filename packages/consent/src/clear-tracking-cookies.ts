import { expireCookieEverywhere, TRACKING_COOKIES } from '@tessera/runtime';

const trackingNames: ReadonlySet<string> = new Set(TRACKING_COOKIES);

/**
 * The cookies the common third-party trackers a site pastes in set (issue 16: "after a tracker
 * script tries to set one"): Google Analytics (_ga, _ga_<id>, _gid, _gat, _gat_<name>), Google
 * Ads (_gcl_au, _gcl_aw, …) and Meta's pixel (_fbp, _fbc).
 */
const thirdPartyTracking = /^(?:_ga(?:_\w+)?|_gid|_gat(?:_\w+)?|_gcl_\w+|_fb[pc])$/;

/** True for one of the nine visitor-tracking cookies of spec 000 §9, or a known tracker's. */
export function isTrackingCookie(name: string): boolean {
  return trackingNames.has(name) || thirdPartyTracking.test(name);
}

/** The tracking cookies document.cookie shows right now (names only). */
export function presentTrackingCookies(cookieString: string): string[] {
  const found: string[] = [];
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (isTrackingCookie(name) && !found.includes(name)) found.push(name);
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
