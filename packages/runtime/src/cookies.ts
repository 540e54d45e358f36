import { currentDocument } from './read-cookie';

/**
 * The cookie helper every package uses. Writes are SameSite=Lax, path=/ unless told otherwise,
 * and Secure whenever the page is served over https.
 */

export interface CookieOptions {
  /** Lifetime in days (spec 000 §9: consent 30 days, visitor record 2 years). */
  days?: number;
  /** Lifetime in minutes (spec 000 §9: session cookie 30 minutes). Ignored when `days` is set. */
  minutes?: number;
  /** Default '/'. */
  path?: string;
  domain?: string;
  /** Default 'Lax'. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Default: true on https pages. */
  secure?: boolean;
}

// readCookie lives in its own module, so that a page that only reads (a visitor who decided,
// the consent page feature) fetches no writing code in the script build.
export { readCookie } from './read-cookie';

/** Builds the Set-Cookie style string for document.cookie (exported for tests and servers). */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions & { expires?: Date } = {},
  isHttps = typeof location !== 'undefined' && location.protocol === 'https:',
): string {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) {
    throw new TypeError(`Invalid cookie name "${name}": use letters, digits and !#$%&'*+-.^_\`|~`);
  }
  let cookie = `${name}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`;
  let expires = options.expires;
  if (!expires && options.days !== undefined) expires = new Date(Date.now() + options.days * 864e5);
  else if (!expires && options.minutes !== undefined) {
    expires = new Date(Date.now() + options.minutes * 6e4);
  }
  if (expires) cookie += `; expires=${expires.toUTCString()}`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  cookie += `; SameSite=${options.sameSite ?? 'Lax'}`;
  if (options.secure ?? isHttps) cookie += '; Secure';
  return cookie;
}

export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: Document | undefined = currentDocument(),
): void {
  if (!doc) return;
  doc.cookie = serializeCookie(name, value, options, doc.location?.protocol === 'https:');
}

/** Expires cookie `name` for one path and domain (see expireCookieEverywhere for all of them). */
export function expireCookie(
  name: string,
  options: Pick<CookieOptions, 'path' | 'domain'> = {},
  doc: Document | undefined = currentDocument(),
): void {
  if (!doc) return;
  doc.cookie = serializeCookie(name, '', { ...options, expires: new Date(0) });
}

/**
 * Every path prefix of `pathname` and every domain level of `hostname` a cookie may have been
 * set on ('/a/b' gives '/a/b', '/a', '/'; 'www.shop.example.com' gives itself and each parent
 * down to 'example.com', plus host-only).
 */
export function cookieScopes(
  pathname: string,
  hostname: string,
): { paths: string[]; domains: (string | undefined)[] } {
  const paths = ['/'];
  const segments = pathname.split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    paths.push(path, `${path}/`);
  }
  const domains: (string | undefined)[] = [undefined];
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  if (!isIp && hostname.includes('.')) {
    const labels = hostname.split('.');
    for (let i = 0; i < labels.length - 1; i++) {
      const domain = labels.slice(i).join('.');
      domains.push(domain, `.${domain}`);
    }
  }
  return { paths, domains };
}

/** Expires `name` on every path and domain level of the current page it may have been set on. */
export function expireCookieEverywhere(
  name: string,
  doc: Document | undefined = currentDocument(),
): void {
  if (!doc?.location) return;
  const { paths, domains } = cookieScopes(doc.location.pathname, doc.location.hostname);
  for (const domain of domains) {
    for (const path of paths) expireCookie(name, domain ? { path, domain } : { path }, doc);
  }
}
