import type { CleanupStore } from '@tessera/runtime';
import { MOBILE_INFO_BAR_QUERY, type MobileInfoBarLook } from './mobile-info-bar';

/**
 * The mobile info bar's DOM shell: the server renders the bar hidden; this sets its look
 * (`data-style`) and shows it while the viewport is 1024 px wide or less, following every change
 * of the viewport (a rotated tablet, a resized window). The bar is fixed to the bottom edge by
 * its stylesheet, so showing it moves nothing. The badge, which shares that edge, is hidden
 * while the bar shows.
 */
export function startMobileInfoBar(
  bar: HTMLElement,
  look: MobileInfoBarLook,
  store: CleanupStore,
  badge?: HTMLElement | null,
): void {
  const view = bar.ownerDocument.defaultView;
  if (!view?.matchMedia) return;
  const query = view.matchMedia(MOBILE_INFO_BAR_QUERY);
  store.attribute(bar, 'data-style', look);
  const apply = () => {
    store.attribute(bar, 'hidden', query.matches ? null : '');
    if (badge) store.attribute(badge, 'hidden', query.matches ? '' : null);
  };
  apply();
  store.listen(query, 'change', apply);
}
