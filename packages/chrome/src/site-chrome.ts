import {
  type BlockContext,
  checkPageContext,
  createCleanupStore,
  type Destroy,
} from '@tessera/runtime';
import { mobileInfoBarLook } from './mobile-info-bar';

/**
 * The site-chrome page feature (declared in this package's package.json; loaded when the page
 * holds a `[data-chrome]` element or the page context asks for fonts or comment counts). This
 * chunk only decides; each part that has work on this page is imported lazily.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const page = checkPageContext(context.page);
  const store = createCleanupStore();
  let destroyed = false;
  const start = <M>(load: () => Promise<M>, run: (module: M) => void) => {
    load().then(
      (module) => {
        if (!destroyed) run(module);
      },
      (error: unknown) => console.error('[tessera] site-chrome: a part failed to load', error),
    );
  };

  const bar = doc.querySelector<HTMLElement>('[data-chrome="announcement-bar"]');
  if (bar) {
    start(
      () => import('./start-announcement-bar'),
      (module) => module.startAnnouncementBar(bar, page, store),
    );
  }
  const mobileBar = doc.querySelector<HTMLElement>('[data-chrome="mobile-info-bar"]');
  const look = mobileInfoBarLook(page.websiteSettings?.mobileInfoBarSettings);
  // Style none (or no style): the bar stays hidden, as the server should have rendered it.
  if (mobileBar && !look) store.attribute(mobileBar, 'hidden', '');
  if (mobileBar && look) {
    start(
      () => import('./start-mobile-info-bar'),
      (module) => module.startMobileInfoBar(mobileBar, look, store),
    );
  }
  return () => {
    destroyed = true;
    store.clear();
  };
}
