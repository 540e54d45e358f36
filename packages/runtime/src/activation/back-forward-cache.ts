/**
 * The back/forward cache (spec 002 §4): observers off and held interactions dropped while the page
 * is hidden in it; on return, observing again and the page scanned for blocks added meanwhile.
 * No `unload` listener, which would keep the page out of the cache. Returns the two listeners,
 * which the runtime adds to the window and removes (with the interaction holder's).
 */
import type { BlockScanner } from './block-scanner';
import type { InteractionHolder } from './interaction-holder';
import type { PageListener } from './page-listeners';

export function backForwardCacheListeners(
  view: Window,
  scanner: BlockScanner,
  holder: InteractionHolder,
): PageListener[] {
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
  return [
    ['pagehide', hide as EventListener],
    ['pageshow', show as EventListener],
  ];
}
