/**
 * Link rules (spec 002 §2 and §5): link categories, the length limits per kind of link, the
 * proper-tel and proper-mailto checks, url-safe text, the blog URL format and page ids.
 * All pure, linear-time and total: any string in, an answer out, never a throw.
 */

export type LinkCategory =
  | 'anchor'
  | 'content'
  | 'file'
  | 'external'
  | 'empty'
  | 'misc-protocol'
  | 'malformed-protocol';

/** Length limits: a link of the kind must be shorter than this (spec 002 §5). */
export const LINK_LIMITS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;

/** Schemes whose URLs need the `//` authority prefix; without it they are malformed. */
const AUTHORITY_SCHEMES = new Set(['http', 'https', 'ftp', 'ftps']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The href as a browser's URL parser reads it: leading and trailing C0 controls and spaces
 * stripped, tabs and newlines removed, backslashes read as slashes. Classifying the raw text
 * would call '/\\evil.test' a content link and 'java\tscript:' external.
 */
function normaliseHref(href: string): string {
  return (
    href
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping C0 controls is the point
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/[\t\n\r]/g, '')
      .replace(/\\/g, '/')
  );
}

/** The category of a link's href (spec 002 §2). */
export function classifyLink(href: string | null | undefined): LinkCategory {
  const link = normaliseHref(href ?? '');
  if (link === '') return 'empty';
  if (link.startsWith('#')) return 'anchor';
  if (link.startsWith('//')) return 'external';
  if (link.startsWith('/s/')) return 'file';
  if (link.startsWith('/')) return 'content';
  const scheme = SCHEME.exec(link);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    if (AUTHORITY_SCHEMES.has(name)) {
      return link.slice(scheme[0].length).startsWith('//') ? 'external' : 'malformed-protocol';
    }
    return 'misc-protocol';
  }
  return 'external';
}

const startsWithIgnoreCase = (text: string, prefix: string) =>
  text.slice(0, prefix.length).toLowerCase() === prefix;

/** Anchor: starts with # and is under 100 characters. */
export function isValidAnchorLink(href: string): boolean {
  return href.startsWith('#') && href.length < LINK_LIMITS.anchor;
}

/** Tel: starts with tel: and is under 50 characters. */
export function isValidTelLink(href: string): boolean {
  return startsWithIgnoreCase(href, 'tel:') && href.length < LINK_LIMITS.tel;
}

/** A proper tel: 4 or more characters, each a digit, plus or minus. */
export function isProperTelLink(href: string): boolean {
  return isValidTelLink(href) && /^[\d+-]{4,}$/.test(href.slice(4));
}

/** Sms: starts with sms: and is under 1000 characters. */
export function isValidSmsLink(href: string): boolean {
  return startsWithIgnoreCase(href, 'sms:') && href.length < LINK_LIMITS.sms;
}

/** Mailto: starts with mailto: and is under 1000 characters. */
export function isValidMailtoLink(href: string): boolean {
  return startsWithIgnoreCase(href, 'mailto:') && href.length < LINK_LIMITS.mailto;
}

/** A proper mailto: exactly one at sign, and a dotted extension after it. */
export function isProperMailtoLink(href: string): boolean {
  if (!isValidMailtoLink(href)) return false;
  const address = href.slice('mailto:'.length);
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@')) return false;
  const domain = address.slice(at + 1);
  const dot = domain.indexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

/** Javascript links: under 250 characters. */
export function isValidJavascriptLink(href: string): boolean {
  return startsWithIgnoreCase(href, 'javascript:') && href.length < LINK_LIMITS.javascript;
}

/** Ftp links: under 100 characters. */
export function isValidFtpLink(href: string): boolean {
  return startsWithIgnoreCase(href, 'ftp:') && href.length < LINK_LIMITS.ftp;
}

/** Internal (content) URLs: under 150 characters. */
export function isValidInternalUrl(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && href.length < LINK_LIMITS.internal;
}

/** Proper URL: a host whose top-level domain has 2 to 3 letters. */
export function isProperUrl(href: string): boolean {
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(href) ? href : `http://${href}`).hostname;
  } catch {
    return false;
  }
  const dot = host.lastIndexOf('.');
  return dot > 0 && /^[a-z]{2,3}$/i.test(host.slice(dot + 1));
}

/**
 * The length rule a link breaks, or undefined when it keeps them all: anchor, tel, sms, mailto,
 * javascript, ftp and internal links each have their limit (spec 002 §5).
 */
export function linkRuleViolation(href: string): string | undefined {
  const checks: [string, (href: string) => boolean, (href: string) => boolean][] = [
    ['anchor', (h) => h.startsWith('#'), isValidAnchorLink],
    ['tel', (h) => startsWithIgnoreCase(h, 'tel:'), isValidTelLink],
    ['sms', (h) => startsWithIgnoreCase(h, 'sms:'), isValidSmsLink],
    ['mailto', (h) => startsWithIgnoreCase(h, 'mailto:'), isValidMailtoLink],
    ['javascript', (h) => startsWithIgnoreCase(h, 'javascript:'), isValidJavascriptLink],
    ['ftp', (h) => startsWithIgnoreCase(h, 'ftp:'), isValidFtpLink],
    ['internal', (h) => h.startsWith('/') && !h.startsWith('//'), isValidInternalUrl],
  ];
  for (const [kind, applies, valid] of checks) {
    if (applies(href)) {
      return valid(href)
        ? undefined
        : `A ${kind} link must be under ${LINK_LIMITS[kind as keyof typeof LINK_LIMITS]} characters`;
    }
  }
  return undefined;
}

/**
 * Url-safe text (spec 002 §5): trimmed, spaces turned into hyphens, characters other than
 * letters, digits, slash and hyphen removed, repeated dots or hyphens collapsed, lower-cased.
 * Any run of white space counts as a space. Accented letters keep their base letter ('Café'
 * gives 'cafe'); letters of other scripts, which have no ASCII base, are removed.
 */
export function toUrlSafe(text: string): string {
  return text
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9/-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .toLowerCase();
}

/** Blog URL format: only percent tokens for year, month, day and title (%y, %m, %d, %t). */
export function isValidBlogUrlFormat(format: string): boolean {
  for (let i = format.indexOf('%'); i !== -1; i = format.indexOf('%', i + 2)) {
    if (!'ymdt'.includes(format[i + 1] ?? '') || format[i + 1] === undefined) return false;
  }
  return true;
}

/** Page id: 24 lowercase alphanumeric characters. */
export const PAGE_ID_PATTERN = /^[a-z0-9]{24}$/;

export function isPageId(value: string): boolean {
  return PAGE_ID_PATTERN.test(value);
}

/** /pages/{24 lowercase alphanumeric characters} is a collection panel link (spec 002 §2). */
export function isCollectionPanelLink(path: string): boolean {
  return path.startsWith('/pages/') && isPageId(path.slice('/pages/'.length));
}
