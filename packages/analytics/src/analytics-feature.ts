/**
 * The analytics page feature (declared in this package's package.json: on pages whose context
 * names the website). It starts the error reporter at once, and when consent ('analytics') is
 * given, at once if it is, creates the visitor cookies and sends the page view, both through the
 * runtime's tracking gate (which drops them for excluded pages and accounts).
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  refreshVisitorCookies,
  whenConsentGiven,
} from '@tessera/runtime';
import { startErrorReporter } from './error-reporter';
import { sendPageView } from './page-view';

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
  whenConsentGiven('analytics', controller.signal, gate).then(
    () => {
      refreshVisitorCookies(gate);
      void sendPageView(context.page, doc, context.api, gate);
    },
    () => {},
  );
  return () => store.clear();
}
