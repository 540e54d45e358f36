import { HTML_FORM_SUBMISSION_PATH } from '@tessera/runtime';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from './session-cookie';

/** The directives a site may add sources to (site.json `contentSecurityPolicy`). */
const EXTENSIBLE_DIRECTIVES = [
  'scriptSrc',
  'styleSrc',
  'imgSrc',
  'fontSrc',
  'connectSrc',
  'frameSrc',
  'mediaSrc',
  'workerSrc',
  'formAction',
] as const;

/**
 * Sources a site adds to the Content-Security-Policy, by directive (camelCase, as Hono names
 * them): `{ "scriptSrc": ["https://www.google.com"], "frameSrc": ["https://www.google.com"] }`.
 */
export type ContentSecuritySources = Partial<
  Record<(typeof EXTENSIBLE_DIRECTIVES)[number], string[]>
>;

/** One year, subdomains included (OWASP ASVS 14.4.5); sent over HTTPS only. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
// A source is one token: a space, `;` or `,` would start another source, directive or policy.
const SOURCE = /^[^\s;,]+$/;

/** `https://console.example.com` as an origin (scheme, host, port), or an Error naming it. */
export function checkConsoleOrigin(value: unknown, where: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value) {
    throw new Error(`${where} must be an origin such as "https://console.example.com"`);
  }
  return value;
}

/** site.json's `contentSecurityPolicy`, checked: known directives, lists of single sources. */
export function checkContentSecuritySources(value: unknown, where: string): ContentSecuritySources {
  const known: readonly string[] = EXTENSIBLE_DIRECTIVES;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where} must be an object of source lists by directive`);
  }
  for (const [directive, sources] of Object.entries(value)) {
    if (!known.includes(directive)) {
      throw new Error(`${where}.${directive} must be one of ${known.join(', ')}`);
    }
    if (!Array.isArray(sources) || !sources.every((s) => typeof s === 'string' && SOURCE.test(s))) {
      throw new Error(`${where}.${directive} must be a list of sources without spaces, ; or ,`);
    }
  }
  return value as ContentSecuritySources;
}

interface SecurityHeaderOptions {
  /** The owner's console, allowed to frame the site besides the site itself. */
  consoleOrigin?: string;
  /** Sources added to the default policy, by directive. */
  sources?: ContentSecuritySources;
  /** Read X-Forwarded-Proto (HSTS behind a TLS-terminating proxy). */
  trustProxy: boolean;
}

/** The policy's directives: everything from the site's own origin unless `sources` adds more. */
function policy(options: SecurityHeaderOptions) {
  const added = (directive: (typeof EXTENSIBLE_DIRECTIVES)[number], base: string[]) => [
    ...base,
    ...(options.sources?.[directive] ?? []),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: added('scriptSrc', ["'self'"]),
    // Block markup carries style attributes (--gallery-aspect) and overlays inline styles.
    styleSrc: added('styleSrc', ["'self'", "'unsafe-inline'"]),
    imgSrc: added('imgSrc', ["'self'", 'data:']),
    fontSrc: added('fontSrc', ["'self'"]),
    connectSrc: added('connectSrc', ["'self'"]),
    frameSrc: added('frameSrc', ["'self'"]),
    mediaSrc: added('mediaSrc', ["'self'"]),
    workerSrc: added('workerSrc', ["'self'"]),
    formAction: added('formAction', ["'self'"]),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'", ...(options.consoleOrigin ? [options.consoleOrigin] : [])],
  };
}

/**
 * Security headers on every answer (hono/secure-headers): the Content-Security-Policy above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: SAMEORIGIN` unless a console origin may frame the site (frame-ancestors
 * says it then), Hono's other defaults (Cross-Origin-Opener-Policy and -Resource-Policy
 * same-origin, …), and Strict-Transport-Security only on answers to HTTPS requests.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const common = {
    contentSecurityPolicy: policy(options),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: options.consoleOrigin ? false : 'SAMEORIGIN',
  };
  const overHttps = secureHeaders({
    ...common,
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
  });
  const overHttp = secureHeaders({ ...common, strictTransportSecurity: false });
  return async (c, next) => {
    const https = isHttpsRequest(c, options.trustProxy);
    if (isConsoleAnswer(c.req.path)) {
      await (https ? overHttps : overHttp)(c, next);
      for (const [name, value] of CONSOLE_HEADERS) c.res.headers.set(name, value);
      return;
    }
    if (!isDataAnswer(c.req.path)) return (https ? overHttps : overHttp)(c, next);
    await next();
    for (const [name, value] of DATA_HEADERS) c.res.headers.set(name, value);
    if (https) c.res.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}

/**
 * The data layer's answers (JSON, CSV, a pixel) are never documents a browser renders, runs or
 * frames: they get a policy that allows nothing and the few headers that matter for them (a data
 * call's header lines: 322 B, against 779 B with the page set; bench/server prints them). The
 * no-script form's answers are pages.
 */
const DATA_HEADERS = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
] as const;

/**
 * The owner console (/config/) holds the session's data and its xsrfToken: its own strict policy
 * (no inline script or style, nothing from elsewhere, framed by nobody), over the page set.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const CONSOLE_HEADERS = [
  ['content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'same-origin'],
  ['x-frame-options', 'DENY'],
] as const;

function isConsoleAnswer(path: string): boolean {
  return path === '/config' || path.startsWith('/config/');
}

function isDataAnswer(path: string): boolean {
  return path.startsWith('/api/') && path !== HTML_FORM_SUBMISSION_PATH;
}
