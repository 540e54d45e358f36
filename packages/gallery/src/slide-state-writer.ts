/**
 * Writes the shown slides back to the DOM after every change: `data-active`, the design's own
 * state, the accessibility attributes, then the plugins' state hooks.
 */
import { updateAccessibility } from './accessibility';
import type { DesignModule, GalleryContext } from './engine';

export function createSlideStateWriter(context: GalleryContext, design: DesignModule): () => void {
  return () => {
    const perRow = context.perRow();
    // The carousel's last group sits flush with the right edge, so it shows the last `perRow`
    // slides: those are the ones to mark shown (and to keep out of inert).
    const first = Math.max(
      0,
      Math.min(context.slideIndex.index * perRow, context.slides.length - perRow),
    );
    const shown = new Set(
      context.slides
        .map((slide) => slide.index)
        .filter((index) => index >= first && index < first + perRow),
    );
    for (const slide of context.slides) {
      context.store.attribute(
        slide.element,
        'data-active',
        !context.interactive || shown.has(slide.index) ? '' : null,
      );
    }
    design.update?.(context, shown);
    if (context.options.accessibility) {
      updateAccessibility(context, shown, context.autoplay?.running ?? false);
    }
    for (const hook of context.onState) hook();
  };
}
