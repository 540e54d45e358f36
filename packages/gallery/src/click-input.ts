/**
 * Clicks on the gallery: the previous and next controls, and slides (see activate-slide). The
 * click that ends a drag or a vertical scroll is swallowed, so a swipe never opens a slide.
 */
import { activateSlide, slideOf } from './activate-slide';
import type { DesignModule, GalleryContext } from './engine';

/** Listens for clicks; returns the function that ignores the next click, if it comes now (the
 * one the browser fires after a drag ends). */
export function createClickInput(context: GalleryContext, design: DesignModule): () => void {
  let suppressClick = false;
  context.store.listen(context.element, 'click', (event: MouseEvent) => {
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      return;
    }
    const target = event.target as Element | null;
    for (const part of ['previous', 'next'] as const) {
      if (target?.closest(`[data-part="${part}"]`)) return void context.slideIndex[part]();
    }
    const slide = slideOf(context.slides, target);
    if (slide) activateSlide(context, design, slide, event);
  });
  return () => {
    suppressClick = true;
    context.store.timeout(() => {
      suppressClick = false;
    }, 0);
  };
}
