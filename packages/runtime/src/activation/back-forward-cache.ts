/**
 * The back/forward cache (spec 002 §4): observers off and held interactions dropped while the page
 * is hidden in it; on return, observing again and the page scanned for blocks added meanwhile.
 * No `unload` listener, which would keep the page out of the cache.
 */
import type { CleanupStore } from '../blocks/cleanup-store';
import type { BlockScanner } from './block-scanner';
import type { InteractionHolder } from './interaction-holder';

export function watchBackForwardCache(
  listeners: CleanupStore,
  view: Window,
  scanner: BlockScanner,
  holder: InteractionHolder,
): void {
  listeners.listen(view, 'pagehide', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    scanner.stop();
    holder.clear();
  });
  listeners.listen(view, 'pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    scanner.start();
    void Promise.all(scanner.scan(view.document));
  });
}
