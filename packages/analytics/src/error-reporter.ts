/**
 * The error reporter (spec 000 §7): uncaught errors and unhandled rejections sent to
 * POST /api/events/RecordJavascriptErrors as a JSON list of `{event, data, timestamp}`, with the
 * crumb in the X-CSRF-Token header; at most 20 reports a page, at most 10 waiting, sent 1 s after
 * the last error (at once when 10 wait), stacks cut to 5,000 characters. After the first batch
 * is sent, the system error overlay shows its "logged" form (`system-error` `{ kind: 'logged' }`).
 */
import {
  type Api,
  CRUMB_COOKIE,
  CRUMB_HEADER,
  type EventBus,
  type JavascriptErrorReport,
  type PageContext,
  RECORD_JAVASCRIPT_ERRORS_PATH,
  readCookie,
  type TesseraEvents,
} from '@tessera/runtime';

/** spec 000 §7: the reporter's limits. */
export const ERROR_REPORTER_LIMITS = {
  perPage: 20,
  queued: 10,
  debounceMs: 1000,
  stackLength: 5000,
} as const;

/** The report's `event` and the data's `app`. */
export const JAVASCRIPT_ERROR_EVENT = 'javascript-error';
export const ERROR_REPORTER_APP = 'tessera';

export interface ErrorReporterOptions {
  window: Window;
  api: Pick<Api, 'post'>;
  page: PageContext;
  events?: Pick<EventBus<TesseraEvents>, 'emit'>;
  /** Errors and rejections the page had before the reporter started: reported first, in order. */
  earlier?: readonly Event[];
}

/** What one error says, from an ErrorEvent or a rejection's reason. */
interface ErrorFacts {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
}

function factsOfReason(reason: unknown): ErrorFacts {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack };
  const stack = (reason as { stack?: unknown } | null)?.stack;
  return { message: String(reason), stack: typeof stack === 'string' ? stack : undefined };
}

function factsOfEvent(event: ErrorEvent): ErrorFacts {
  // The thrown value's own message: the event's is the console's ('Uncaught Error: …').
  const fromError = event.error == null ? undefined : factsOfReason(event.error);
  return {
    message: fromError?.message || event.message || 'Unknown error',
    stack: fromError?.stack,
    file: event.filename || undefined,
    line: event.lineno || undefined,
    column: event.colno || undefined,
  };
}

const ignore = () => {};

/** Starts reporting the window's uncaught errors; returns the function that stops it. */
export function startErrorReporter(options: ErrorReporterOptions): () => void {
  const { window: view, api, page } = options;
  const queue: JavascriptErrorReport[] = [];
  let reported = 0;
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue.splice(0);
    if (batch.length === 0) return;
    const crumb = readCookie(CRUMB_COOKIE, view.document) ?? '';
    api
      .post(RECORD_JAVASCRIPT_ERRORS_PATH, batch, {
        headers: { [CRUMB_HEADER]: crumb },
        keepalive: true,
        onFailure: ignore,
      })
      .then(() => {
        if (shown) return;
        shown = true;
        options.events?.emit('system-error', { kind: 'logged' });
      }, ignore);
  };

  const report = (facts: ErrorFacts) => {
    if (reported >= ERROR_REPORTER_LIMITS.perPage) return;
    reported++;
    const data: Record<string, unknown> = {
      websiteId: page.website?.id,
      templateId: page.templateId ?? page.website?.templateId,
      url: view.location.href,
      userAgent: view.navigator.userAgent,
      app: ERROR_REPORTER_APP,
      message: facts.message,
      stack: facts.stack?.slice(0, ERROR_REPORTER_LIMITS.stackLength),
      file: facts.file,
      line: facts.line,
      column: facts.column,
    };
    for (const key of Object.keys(data))
      if (typeof data[key] !== 'string' && typeof data[key] !== 'number') delete data[key];
    queue.push({ event: JAVASCRIPT_ERROR_EVENT, data, timestamp: Date.now() });
    if (queue.length >= ERROR_REPORTER_LIMITS.queued) return flush();
    clearTimeout(timer);
    timer = setTimeout(flush, ERROR_REPORTER_LIMITS.debounceMs);
  };

  const onError = (event: ErrorEvent) => report(factsOfEvent(event));
  const onRejection = (event: PromiseRejectionEvent) => report(factsOfReason(event.reason));
  for (const event of options.earlier ?? []) {
    if (event.type === 'error') onError(event as ErrorEvent);
    else onRejection(event as PromiseRejectionEvent);
  }
  view.addEventListener('error', onError);
  view.addEventListener('unhandledrejection', onRejection);
  return () => {
    view.removeEventListener('error', onError);
    view.removeEventListener('unhandledrejection', onRejection);
    clearTimeout(timer);
    timer = undefined;
    queue.length = 0;
  };
}
