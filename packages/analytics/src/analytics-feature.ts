/**
 * The analytics page feature (declared in this package's package.json: on pages whose context
 * carries websiteSettings). It holds the page's errors at once (the error reporter is imported
 * with the first), and when consent ('analytics') is
 * given, at once if it is, imports the page view's module (the runtime's tracking gate and the
 * data layer come with it: a visitor who has not accepted never downloads them), which creates
 * the visitor cookies and sends the page view through the gate (which drops both for excluded
 * pages and accounts), and starts the heartbeat, the trace batches (sent every 30 s and on page
 * hide) and the bus's analytics events; and
 * after the load event the performance records' module (web-vitals with it, its own chunk),
 * which collects the Core Web Vitals and sends them 30 s after load and on page hide.
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  whenConsentGiven,
} from '@tessera/runtime';
import type { ErrorReporterOptions } from './error-reporter';
import { SOCIAL_PIXEL_PURPOSE } from './social-pixel-purpose';

/**
 * Holds the window's errors and rejections until the reporter's chunk is in, imported with the
 * first one: a page without an error never fetches it (issue 13). The reporter reports the held
 * ones first, so nothing is lost to the import.
 */
function reportErrorsFromTheFirst(
  view: Window,
  options: Omit<ErrorReporterOptions, 'window' | 'earlier'>,
): () => void {
  const held: Event[] = [];
  let stopped = false;
  let stop = () => {};
  const unhold = () => {
    view.removeEventListener('error', hold);
    view.removeEventListener('unhandledrejection', hold);
  };
  function hold(event: Event) {
    if (held.push(event) > 1) return;
    import('./error-reporter').then(
      (module) => {
        if (stopped) return;
        unhold();
        stop = module.startErrorReporter({ ...options, window: view, earlier: held });
      },
      () => {},
    );
  }
  view.addEventListener('error', hold);
  view.addEventListener('unhandledrejection', hold);
  return () => {
    stopped = true;
    unhold();
    stop();
  };
}

/** Resolves once the document's load event has passed. */
function loaded(doc: Document): Promise<void> {
  if (doc.readyState === 'complete' || !doc.defaultView) return Promise.resolve();
  const view = doc.defaultView;
  return new Promise((resolve) => view.addEventListener('load', () => resolve(), { once: true }));
}

/** Once `ready` resolves, imports a module and starts it, unless the feature was destroyed. */
function startWhen<T>(
  ready: Promise<unknown>,
  signal: AbortSignal,
  load: () => Promise<T>,
  start: (module: T) => void,
): void {
  ready.then(load).then(
    (module) => {
      if (!signal.aborted) start(module);
    },
    () => {},
  );
}

export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  const { api, page, events } = context;
  const store = createCleanupStore();
  if (view) store.add(reportErrorsFromTheFirst(view, { api, page, events }));
  const controller = new AbortController();
  const { signal } = controller;
  store.add(() => controller.abort());
  // One object for the gate and the senders (the gate reads page, document and events).
  const gate = { page, document: doc, events, api };
  const consent = whenConsentGiven('analytics', signal, gate);
  startWhen(
    consent,
    signal,
    () => import('./send-page-view'),
    (module) => {
      void module.startPageView(context, doc, gate);
      store.add(module.startHeartbeat(page, doc, api, gate));
      store.add(module.listenForAnalyticsEvents(events, gate));
      if (!view) return;
      const batches = module.startTraceBatches(view, gate);
      store.add(() => batches.stop());
    },
  );
  // The social-advertising pixel: its own purpose, its own chunk (which reads the settings),
  // fetched only on a site that has one.
  if ((page.websiteSettings as { socialPixel?: unknown } | undefined)?.socialPixel) {
    startWhen(
      whenConsentGiven(SOCIAL_PIXEL_PURPOSE, signal, gate),
      signal,
      () => import('./start-social-pixel'),
      (module) => store.add(module.startSocialPixel(page, doc, events, gate)),
    );
  }
  // After the load event: web-vitals reads the page's buffered entries, so nothing is lost, and
  // its 3 kB stay out of the page's loading.
  const consentAndLoad = consent.then(() => loaded(doc));
  startWhen(
    consentAndLoad,
    signal,
    () => import('./performance/performance-records'),
    (module) => {
      if (!view) return;
      const records = module.startPerformanceRecords(view, gate);
      store.add(() => records.stop());
    },
  );
  return () => store.clear();
}
