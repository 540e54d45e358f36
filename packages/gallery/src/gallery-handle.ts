/**
 * The public face of a running gallery: state as getters, moves that ignore the slide index's
 * outcome, the events, and `destroy`, which stops autoplay and undoes every side effect.
 */
import type { Design } from './design-names';
import type { Gallery, GalleryContext } from './engine';
import type { LayoutWriter } from './layout-writer';

export function createGalleryHandle(
  context: GalleryContext,
  design: Design,
  writer: LayoutWriter,
): Gallery {
  const { slideIndex, emitter } = context;
  return {
    element: context.element,
    slides: context.slides,
    options: context.options,
    design,
    get index() {
      return slideIndex.index;
    },
    slideIndex,
    get layout() {
      return writer.layout();
    },
    get autoplay() {
      return context.autoplay;
    },
    next() {
      slideIndex.next();
    },
    previous() {
      slideIndex.previous();
    },
    goTo(index) {
      slideIndex.goTo(index);
    },
    openLightbox: context.openLightbox,
    relayout: writer.relayout,
    on: emitter.on,
    off: emitter.off,
    destroy() {
      context.autoplay?.stop();
      context.store.clear();
      slideIndex.destroy();
      emitter.clear();
    },
  };
}
