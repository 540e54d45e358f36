/**
 * The analytics page feature (declared in this package's package.json: on pages whose context
 * carries websiteSettings). It starts the error reporter at once, and when consent ('analytics') is
 * given, at once if it is, imports the page view's module (the runtime's tracking gate and the
 * data layer come with it: a visitor who has not accepted never downloads them), which creates
 * the visitor cookies and sends the page view through the gate (which drops both for excluded
 * pages and accounts), and starts the trace batches (sent every 30 s and on page hide).
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  whenConsentGiven,
} from '@tessera/runtime';
import { startErrorReporter } from './error-reporter';

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
  whenConsentGiven('analytics', controller.signal, gate)
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
