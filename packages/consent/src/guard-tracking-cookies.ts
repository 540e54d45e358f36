import {
  clearTrackingCookies,
  isTrackingCookie,
  presentTrackingCookies,
} from './clear-tracking-cookies';

/**
 * How often document.cookie is checked for tracking cookies when the CookieStore change event
 * is unavailable (only while tracking is not allowed). bench/consent measures one check.
 */
export const COOKIE_POLL_MS = 500;

/** The part of the Cookie Store API the guard uses (Chromium; not in every lib.dom yet). */
interface CookieStoreLike {
  addEventListener(type: 'change', listener: (event: CookieChangeLike) => void): void;
  removeEventListener(type: 'change', listener: (event: CookieChangeLike) => void): void;
}
interface CookieChangeLike extends Event {
  changed?: readonly { name?: string }[];
}

export interface GuardOptions {
  /** Use the CookieStore change event when the browser has one. Default true. */
  useCookieStore?: boolean;
  /** Poll interval when there is no CookieStore (ms). Default COOKIE_POLL_MS (500). */
  pollMs?: number;
}

/**
 * Whether a document.cookie write's attributes delete the cookie at once. As the browser reads
 * them (RFC 6265 §5.3): the last valid Max-Age wins over any Expires, else the last valid Expires.
 */
function expiresAtOnce(attributes: readonly string[], now: number): boolean {
  let maxAge: number | undefined;
  let expires: number | undefined;
  for (const attribute of attributes) {
    const separator = attribute.indexOf('=');
    if (separator === -1) continue;
    const name = attribute.slice(0, separator).trim().toLowerCase();
    const value = attribute.slice(separator + 1).trim();
    if (name === 'max-age' && /^-?[0-9]+$/.test(value)) maxAge = Number(value);
    if (name === 'expires' && !Number.isNaN(Date.parse(value))) expires = Date.parse(value);
  }
  if (maxAge !== undefined) return maxAge <= 0;
  return expires !== undefined && expires <= now;
}

/**
 * True when a document.cookie write would store a tracking cookie: a tracking name, with any
 * value (an empty one still creates the cookie), that the write does not expire at once.
 * Expiring writes (ours and anyone's) pass.
 */
export function isTrackingCookieWrite(cookie: string): boolean {
  const [pair = '', ...attributes] = cookie.split(';');
  const separator = pair.indexOf('=');
  if (separator === -1) return false;
  if (!isTrackingCookie(pair.slice(0, separator).trim())) return false;
  return !expiresAtOnce(attributes, Date.now());
}

function findCookieDescriptor(doc: Document): PropertyDescriptor | undefined {
  for (let proto = Object.getPrototypeOf(doc); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor) return descriptor;
  }
  return undefined;
}

/**
 * Drops document.cookie writes of tracking cookies at the source, so a tracker script cannot
 * set one even for the moment before the watcher clears it (a request sent in that moment
 * would carry it). Returns the function that restores the native accessor.
 */
export function blockTrackingCookieWrites(doc: Document): () => void {
  const native = findCookieDescriptor(doc);
  const { get, set } = native ?? {};
  if (!get || !set || Object.getOwnPropertyDescriptor(doc, 'cookie')) return () => {};
  const guarded: PropertyDescriptor = {
    configurable: true,
    enumerable: native?.enumerable ?? true,
    get: () => get.call(doc),
    set: (value: unknown) => {
      if (isTrackingCookieWrite(String(value))) return;
      set.call(doc, value);
    },
  };
  Object.defineProperty(doc, 'cookie', guarded);
  return () => {
    // Leave a later wrapper (another script's) in place rather than tearing it out.
    if (Object.getOwnPropertyDescriptor(doc, 'cookie')?.set === guarded.set) {
      delete (doc as { cookie?: string }).cookie;
    }
  };
}

/**
 * Keeps the tracking cookies away while tracking is not allowed (spec 000 §4, restrictive
 * policy without acceptance): clears those present now, blocks document.cookie writes, and
 * clears any that arrive another way (Set-Cookie on a response, cookieStore.set) through the
 * CookieStore change event, or a poll of document.cookie where that event is missing.
 * Returns the function that stops all three.
 */
export function guardTrackingCookies(
  doc: Document = document,
  options: GuardOptions = {},
): () => void {
  clearTrackingCookies(doc);
  const unblock = blockTrackingCookieWrites(doc);
  const view = doc.defaultView as (Window & { cookieStore?: CookieStoreLike }) | null;
  const cookieStore = options.useCookieStore === false ? undefined : view?.cookieStore;

  if (cookieStore) {
    const onChange = (event: CookieChangeLike) => {
      if (event.changed?.some((cookie) => cookie.name && isTrackingCookie(cookie.name))) {
        clearTrackingCookies(doc);
      }
    };
    cookieStore.addEventListener('change', onChange);
    return () => {
      cookieStore.removeEventListener('change', onChange);
      unblock();
    };
  }

  const timer = setInterval(() => {
    if (presentTrackingCookies(doc.cookie).length > 0) clearTrackingCookies(doc);
  }, options.pollMs ?? COOKIE_POLL_MS);
  return () => {
    clearInterval(timer);
    unblock();
  };
}
