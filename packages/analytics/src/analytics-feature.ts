/**
 * The analytics page feature (declared in this package's package.json: on pages whose context
 * carries websiteSettings). It starts the error reporter at once, and when consent ('analytics') is
 * given, at once if it is, imports the page view's module (the runtime's tracking gate and the
 * data layer come with it: a visitor who has not accepted never downloads them), which creates
 * the visitor cookies and sends the page view through the gate (which drops both for excluded
 * pages and accounts), and starts the trace batches (sent every 30 s and on page hide); and
 * after the load event the performance records' module (web-vitals with it, its own chunk),
 * which collects the Core Web Vitals and sends them 30 s after load and on page hide.
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  whenConsentGiven,
} from '@tessera/runtime';
import { startErrorReporter } from './error-reporter';

/** Resolves once the document's load event has passed. */
function loaded(doc: Document): Promise<void> {
  if (doc.readyState === 'complete' || !doc.defaultView) return Promise.resolve();
  const view = doc.defaultView;
  return new Promise((resolve) => view.addEventListener('load', () => resolve(), { once: true }));
}

export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  const store = createCleanupStore();
  if (view) {
    store.add(
      startErrorReporter({
        window: view,
        api: context.api,
        page: context.page,
        events: context.events,
      }),
    );
  }
  const controller = new AbortController();
  store.add(() => controller.abort());
  const gate = { page: context.page, document: doc, events: context.events };
  const consent = whenConsentGiven('analytics', controller.signal, gate);
  // After the load event: web-vitals reads the page's buffered entries, so nothing is lost, and
  // its 3 kB stay out of the page's loading.
  consent
    .then(() => loaded(doc))
    .then(() => import('./performance/performance-records'))
    .then(
      (module) => {
        if (controller.signal.aborted || !view) return;
        const records = module.startPerformanceRecords(view, { ...gate, api: context.api });
        store.add(() => records.stop());
      },
      () => {},
    );
  consent
    .then(() => import('./send-page-view'))
    .then(
      (module) => {
        if (controller.signal.aborted) return;
        void module.startPageView(context, doc, gate);
        if (!view) return;
        const batches = module.startTraceBatches(view, { ...gate, api: context.api });
        store.add(() => batches.stop());
      },
      () => {},
    );
  return () => store.clear();
}
