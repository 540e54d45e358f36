/**
 * The slider design, the strip (spec 001 §4 "Strip"): slides side by side, the active one at the
 * alignment, moved in the strip speed (0.5 s). Clicking another slide selects it, clicking the
 * active one does next, previous or nothing; Enter or Space acts as a click; only the active video
 * slide is active.
 */
import type { DesignModule } from '../engine';
import { layoutStrip, stripOffset } from '../layouts/strip';
import { stripClickTarget } from '../slideshow-click';

export const sliderDesign: DesignModule = {
  name: 'slider',
  interactive: true,
  keyActivates: true,
  layout: (slides, container, { vSize, aspectRatio }) =>
    layoutStrip(slides, container, {
      vSize,
      ...(typeof aspectRatio === 'number' ? { aspectRatio } : {}),
    }),
  offset: (layout, index, context) =>
    stripOffset(layout, index, context.width(), context.options.activeAlignment),
  activate(context, slide) {
    const target = stripClickTarget(
      slide.index,
      context.slideIndex.index,
      context.options.activeSlideClick,
    );
    if (target.kind === 'go') context.slideIndex.goTo(target.index);
    else if (target.kind === 'move')
      target.direction > 0 ? context.slideIndex.next() : context.slideIndex.previous();
    else if (context.options.lightbox) context.openLightbox(slide.index);
    return true;
  },
  update(context, shown) {
    for (const slide of context.slides) {
      if (slide.type === 'video') {
        context.store.attribute(slide.element, 'data-inactive', shown.has(slide.index) ? null : '');
      }
    }
  },
};
