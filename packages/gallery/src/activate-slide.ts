/**
 * What a click, Enter or Space on a slide does (spec 001 §4): the design decides first, then the
 * lightbox for an image, else the slide's click-through url (an event instead inside the editor).
 */
import type { DesignModule, GalleryContext } from './engine';
import type { Slide } from './read-slides';

/** The slide holding `target`, if any. */
export function slideOf(slides: readonly Slide[], target: EventTarget | null): Slide | undefined {
  const node = target instanceof Element ? target.closest<HTMLElement>('[data-slide]') : null;
  return slides.find((slide) => slide.element === node);
}

export function activateSlide(
  context: GalleryContext,
  design: DesignModule,
  slide: Slide,
  event: MouseEvent | KeyboardEvent,
): void {
  // Links inside a slide do their own thing (spec 001 §4).
  if (event.target instanceof Element && event.target.closest('a[href]')) return;
  if (design.activate?.(context, slide, event)) return;
  const url = slide.clickThroughUrl;
  if (context.options.lightbox && slide.type === 'image' && !url) {
    context.openLightbox(slide.index);
  } else if (url) {
    if (context.options.inEditor)
      context.emitter.emit('click-through-bypass', { index: slide.index, url });
    else context.environment.navigate(url);
  }
}
