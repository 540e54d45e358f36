/**
 * The runtime's real data layer over a scripted fetch: each call is recorded (path, form body,
 * credentials) and answered by the next scripted answer for its path.
 */
import { createApi, createEventBus, type TesseraEvents } from '@tessera/runtime';

export type Answer =
  | { status: number; body?: unknown }
  | { drop: true }
  | { text: string; status?: number }
  | { wait: Promise<void>; answer: Answer };

export interface Call {
  path: string;
  body: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** The request body as sent (undefined for an empty body). */
  rawBody: BodyInit | null | undefined;
}

export function fakeBackend() {
  const calls: Call[] = [];
  const scripts = new Map<string, Answer[]>();
  const fallback = new Map<string, Answer>([
    ['/api/form/FormSubmissionKey', { status: 200, body: { key: 'key-1' } }],
    ['/api/form/SaveFormSubmission', { status: 200, body: { success: true, submissionId: 's1' } }],
    ['/api/census/form-render', { status: 200, body: {} }],
  ]);
  let keys = 0;

  async function answer(next: Answer, path: string): Promise<Response> {
    if ('wait' in next) {
      await next.wait;
      return answer(next.answer, path);
    }
    if ('drop' in next) throw new TypeError('Failed to fetch');
    if ('text' in next) return new Response(next.text, { status: next.status ?? 200 });
    return new Response(JSON.stringify(next.body ?? {}), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  }

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body: Record<string, string> = {};
    if (init?.body instanceof URLSearchParams) {
      for (const [key, value] of init.body) body[key] = value;
    }
    calls.push({ path: url.pathname, body, credentials: init?.credentials, rawBody: init?.body });
    const queued = scripts.get(url.pathname)?.shift();
    if (!queued && url.pathname === '/api/form/FormSubmissionKey') {
      return answer({ status: 200, body: { key: `key-${++keys}` } }, url.pathname);
    }
    const next = queued ??
      fallback.get(url.pathname) ?? { status: 404, body: { error: 'Not found' } };
    return answer(next, url.pathname);
  }) as typeof globalThis.fetch;

  const events = createEventBus<TesseraEvents>();
  const routed: string[] = [];
  events.on('system-error', () => routed.push('system-error'));
  events.on('field-errors', () => routed.push('field-errors'));
  const api = createApi({ fetch, events, baseUrl: 'http://127.0.0.1/', retryDelayMs: 0 });

  return {
    api,
    events,
    calls,
    /** Events the runtime routed to the system overlay or field-errors dialog: must stay empty. */
    routed,
    /** Scripts the next answers of `path`. */
    answer(path: string, ...answers: Answer[]) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
    },
    saves: () => calls.filter((call) => call.path === '/api/form/SaveFormSubmission'),
  };
}
