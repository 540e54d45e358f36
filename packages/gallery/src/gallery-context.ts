/**
 * What design modules and plugins see of a running gallery, built in one place: the parts the
 * engine found in the markup, the functions the engine wires in, and the instant-move switch.
 */
import type { GalleryContext } from './engine';
import type { LayoutResult } from './layouts/types';

/** What the engine found and made before the context exists. */
export type GalleryParts = Pick<
  GalleryContext,
  | 'element'
  | 'interactive'
  | 'view'
  | 'options'
  | 'slides'
  | 'track'
  | 'viewport'
  | 'store'
  | 'emitter'
  | 'slideIndex'
  | 'environment'
>;

/** The engine's own functions, bound late because they need the context themselves. */
export interface GalleryWiring {
  layout(): LayoutResult | undefined;
  perRow(): number;
  updateState(): void;
  openLightbox(index: number): void;
}

export function createGalleryContext(parts: GalleryParts, wiring: GalleryWiring): GalleryContext {
  const { view, viewport, slideIndex } = parts;
  let instant = false;
  return {
    ...parts,
    ...wiring,
    width: () => viewport.clientWidth || viewport.getBoundingClientRect().width,
    windowWidth: () => view.innerWidth,
    instantly(move) {
      const was = instant;
      instant = true;
      // An instant move interrupts a running transition rather than being refused by it.
      slideIndex.setAnimating(false);
      try {
        move();
      } finally {
        instant = was;
      }
    },
    isInstant: () => instant,
    onChange: new Set(),
    onState: new Set(),
  };
}
