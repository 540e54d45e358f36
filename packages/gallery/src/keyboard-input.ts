/**
 * Keys on the gallery: the previous and next keys move (spec 001 §2: left and right arrows, 37
 * and 39, by default), Enter and Space activate a slide when the lightbox is on or the design asks.
 */
import { activateSlide, slideOf } from './activate-slide';
import type { DesignModule, GalleryContext } from './engine';

const KEY_CODES: Record<string, number> = {
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
};

export function createKeyboardInput(context: GalleryContext, design: DesignModule): void {
  context.store.listen(context.element, 'keydown', (event: KeyboardEvent) => {
    const target = event.target as Element | null;
    const code = event.keyCode || KEY_CODES[event.key] || 0;
    if (
      context.options.keyboard &&
      context.interactive &&
      !target?.closest('input, textarea, select')
    ) {
      const move =
        code === context.options.keys.previous
          ? 'previous'
          : code === context.options.keys.next
            ? 'next'
            : undefined;
      if (move) {
        event.preventDefault();
        context.slideIndex[move]();
        return;
      }
    }
    // spec 001 §2: Enter and Space open the lightbox from a slide (§4: a click on the strip).
    if ((event.key === 'Enter' || event.key === ' ') && target) {
      const slide = slideOf(context.slides, target);
      if (!slide || (target !== slide.element && target.closest('a[href], button'))) return;
      if (context.options.lightbox || design.keyActivates) {
        event.preventDefault();
        activateSlide(context, design, slide, event);
      }
    }
  });
}
