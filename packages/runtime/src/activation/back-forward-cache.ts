/**
 * The back/forward cache (spec 002 §4): observers off and held interactions dropped while the page
 * is hidden in it; on return, observing again and the page scanned for blocks added meanwhile.
 * No `unload` listener, which would keep the page out of the cache. Returns what stops watching.
 */
import type { BlockScanner } from './block-scanner';
import type { InteractionHolder } from './interaction-holder';

export function watchBackForwardCache(
  view: Window,
  scanner: BlockScanner,
  holder: InteractionHolder,
): () => void {
  const hide = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    scanner.stop();
    holder.drop();
  };
  const show = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    scanner.start();
    scanner.scan(view.document);
  };
  const each = (method: 'addEventListener' | 'removeEventListener') => {
    view[method]('pagehide', hide as EventListener);
    view[method]('pageshow', show as EventListener);
  };
  each('addEventListener');
  return () => each('removeEventListener');
}
