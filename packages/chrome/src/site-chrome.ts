import {
  type BlockContext,
  checkPageContext,
  createCleanupStore,
  type Destroy,
} from '@tessera/runtime';
import { commentCountScriptUrl } from './comment-counts';
import { mobileInfoBarLook } from './mobile-info-bar';

/**
 * The site-chrome page feature (declared in this package's package.json; loaded when the page
 * holds a `[data-chrome]` element or the page context asks for fonts or comment counts). This
 * chunk only decides; the parts that have work on this page run from one lazily imported chunk
 * (start-parts: a chunk for each part went over the script build's 64-chunk limit).
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const page = checkPageContext(context.page);
  const store = createCleanupStore();
  let destroyed = false;
  const start = (run: (module: typeof import('./start-parts')) => void) => {
    import('./start-parts').then(
      (module) => {
        if (!destroyed) run(module);
      },
      (error: unknown) => console.error('[tessera] site-chrome: a part failed to load', error),
    );
  };

  const bar = doc.querySelector<HTMLElement>('[data-chrome="announcement-bar"]');
  if (bar) {
    start((module) => module.startAnnouncementBar(bar, page, store));
  }
  const mobileBar = doc.querySelector<HTMLElement>('[data-chrome="mobile-info-bar"]');
  const look = mobileInfoBarLook(page.websiteSettings?.mobileInfoBarSettings);
  // Style none (or no style): the bar stays hidden, as the server should have rendered it.
  if (mobileBar && !look) store.attribute(mobileBar, 'hidden', '');
  if (mobileBar && look) {
    const badge = doc.querySelector<HTMLElement>('[data-chrome="badge"]');
    start((module) => module.startMobileInfoBar(mobileBar, look, store, badge));
  }
  const licensed = doc.querySelector<HTMLElement>('[data-chrome="licensed-assets"]');
  if (licensed) start((module) => module.startLicensedAssetsBar(licensed, page, store));
  const gate = { page, document: doc, events: context.events };
  if (page.googleFonts || page.website?.typekitId) {
    start((module) => module.startFonts(doc, page, gate, store));
  }
  const url = commentCountScriptUrl(page.websiteSettings);
  if (url) {
    const controller = new AbortController();
    store.add(() => controller.abort());
    start((module) => module.startCommentCounts(url, gate, controller.signal));
  }
  return () => {
    destroyed = true;
    store.clear();
  };
}
