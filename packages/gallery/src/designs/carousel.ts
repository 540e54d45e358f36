/**
 * The carousel design (spec 001 §4 "Carousel"): groups of slides per row moved a group at a time
 * with the scroll transition's 0.4 s; previous and next hidden when everything fits and disabled at
 * the first and last group; no loop (resolveOptions forces it off).
 */
import type { DesignModule } from '../engine';
import {
  carouselControls,
  carouselOffset,
  carouselSlidesPerRow,
  layoutCarousel,
} from '../layouts/carousel';
import { SCROLL_DURATION_MS } from '../transitions';

export const carouselDesign: DesignModule = {
  name: 'carousel',
  interactive: true,
  // The gallery's options whole: the layout reads only its own keys.
  layout: layoutCarousel,
  perRow: (options, windowWidth) => carouselSlidesPerRow(options.slidesPerRow, windowWidth),
  offset: (layout, index, context) =>
    carouselOffset(layout, index, context.perRow(), context.width()),
  duration: () => SCROLL_DURATION_MS,
  update(context) {
    const controls = carouselControls(
      context.slideIndex.index,
      context.slides.length,
      context.perRow(),
    );
    for (const [part, disabled] of [
      ['previous', controls.previousDisabled],
      ['next', controls.nextDisabled],
    ] as const) {
      const button = context.element.querySelector(`[data-part="${part}"]`);
      if (!button) continue;
      context.store.attribute(button, 'hidden', controls.hidden ? '' : null);
      context.store.attribute(button, 'disabled', disabled ? '' : null);
    }
  },
};
