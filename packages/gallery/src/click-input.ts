/**
 * Clicks on the gallery: the previous and next controls, and slides (through the activation).
 * The click that ends a drag or a vertical scroll is swallowed, so a swipe never opens a slide.
 */
import type { GalleryContext } from './engine';
import type { SlideActivation } from './slide-activation';

export interface ClickInput {
  /** Ignores the next click (the one the browser fires after a drag ends), if it comes now. */
  swallowNextClick(): void;
}

export function createClickInput(context: GalleryContext, slides: SlideActivation): ClickInput {
  const { store, slideIndex } = context;
  let suppressClick = false;
  store.listen(context.element, 'click', (event: MouseEvent) => {
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      return;
    }
    const target = event.target as Element | null;
    if (target?.closest('[data-part="previous"]')) return void slideIndex.previous();
    if (target?.closest('[data-part="next"]')) return void slideIndex.next();
    const slide = slides.slideOf(target);
    if (slide) slides.activate(slide, event);
  });
  return {
    swallowNextClick() {
      suppressClick = true;
      store.timeout(() => {
        suppressClick = false;
      }, 0);
    },
  };
}
