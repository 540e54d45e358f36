/**
 * A tiny HTTP client for the server tests: keeps the crumb and session cookies like a browser,
 * adds the crumb to state-changing calls unless told not to, and checks every /api/ answer
 * against the OpenAPI document.
 */
import { assertContract } from './contract';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface CallOptions {
  /** JSON body (object or list). */
  json?: unknown;
  /** application/x-www-form-urlencoded fields. */
  form?: Record<string, string>;
  /** A raw body with its content type. */
  raw?: { body: string; type: string };
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Add ?crumb= from the cookie. Default true. */
  crumb?: boolean;
  /** Check the answer against openapi.yaml. Default true. */
  contract?: boolean;
  /** 'manual' answers a redirect itself (its status and Location). Default 'follow'. */
  redirect?: RequestRedirect;
}

export interface Client {
  cookies: Map<string, string>;
  /** Loads the home page (which sets the crumb cookie). */
  visit(path?: string): Promise<Answer>;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
}

export function createClient(baseUrl: string): Client {
  const cookies = new Map<string, string>();

  function keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request(method: string, path: string, options: CallOptions = {}) {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(name, value);
    const crumb = cookies.get('crumb');
    if ((options.crumb ?? true) && crumb) url.searchParams.set('crumb', crumb);
    const headers = new Headers(options.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.raw) {
      headers.set('content-type', options.raw.type);
      body = options.raw.body;
    }
    const response = await fetch(url, { method, headers, body, redirect: options.redirect });
    keepCookies(response.headers);
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json') ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  return {
    cookies,
    visit: (path = '/') => request('GET', path, { crumb: false }),
    async call(method, path, options = {}) {
      const answer = await request(method, path, options);
      if ((options.contract ?? true) && path.startsWith('/api/')) {
        assertContract(
          method,
          path,
          answer.status,
          answer.headers.get('content-type') ?? '',
          answer.body,
        );
      }
      return answer;
    },
  };
}
