import { CRUMB_COOKIE, CRUMB_HEADER, XSRF_TOKEN_HEADER } from '@tessera/runtime';
import { ConsoleApiError } from './console-api-error';

/** Query parameters; undefined and empty values are left out of the address. */
export type Query = Record<string, string | number | undefined>;

type WriteMethod = 'PUT' | 'PATCH' | 'POST' | 'DELETE';

export interface ConsoleApi {
  /** GET a JSON answer. */
  get<T>(path: string, query?: Query): Promise<T>;
  /** A write with a JSON body; answers the JSON the server sent back (or undefined). */
  send<T>(method: WriteMethod, path: string, body?: unknown): Promise<T>;
  /** GET a file (CSV export) as a Blob, with the name the server gave it. */
  download(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | undefined }>;
}

export interface ConsoleApiOptions {
  xsrfToken: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Where the crumb cookie is read (writes send it as X-CSRF-Token). Default: document. */
  document?: Document;
}

export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function readCookie(doc: Document | undefined, name: string): string | undefined {
  const pair = (doc?.cookie ?? '').split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `attachment; filename="x.csv"` → x.csv */
function fileNameOf(response: Response): string | undefined {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(header)?.[1];
}

/**
 * The console's only way to the server: every call same-origin with credentials and the
 * session's X-XSRF-Token (spec 000 §7); writes also carry the crumb as X-CSRF-Token, which the
 * reference server asks of state-changing calls. A non-2xx answer rejects with ConsoleApiError.
 */
export function createConsoleApi(options: ConsoleApiOptions): ConsoleApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);

  async function call(method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [XSRF_TOKEN_HEADER]: options.xsrfToken,
    };
    if (method !== 'GET') {
      const crumb = readCookie(doc, CRUMB_COOKIE);
      if (crumb) headers[CRUMB_HEADER] = crumb;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ConsoleApiError(0, undefined);
    }
    if (!response.ok) throw new ConsoleApiError(response.status, await readBody(response));
    return response;
  }

  return {
    async get<T>(path: string, query?: Query) {
      return (await readBody(await call('GET', withQuery(path, query)))) as T;
    },
    async send<T>(method: WriteMethod, path: string, body?: unknown) {
      return (await readBody(await call(method, path, body))) as T;
    },
    async download(path: string, query?: Query) {
      const response = await call('GET', withQuery(path, query));
      return { blob: await response.blob(), fileName: fileNameOf(response) };
    },
  };
}
