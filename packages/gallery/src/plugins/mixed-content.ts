/**
 * mixedContent (spec 001 §3 gallery block data): the lightbox a gallery opens holds its video
 * slides too only with `mixedContent: true`; by default it holds the image slides alone, and the
 * index it opens at counts those. (A video slide plays where it is: it never opens the lightbox.)
 */
import { LIGHTBOX_OPEN_EVENT, type LightboxOpenDetail } from '@tessera/runtime';
import type { GalleryPlugin } from '../engine';

export const mixedContentPlugin: GalleryPlugin = (context) => {
  if (context.options.mixedContent || context.slides.every((slide) => slide.type === 'image')) {
    return;
  }
  context.openLightbox = (index) => {
    const slides = context.slides.filter((slide) => slide.type === 'image');
    const shown = context.slides[index];
    const at = shown ? slides.indexOf(shown) : -1;
    if (at < 0) return;
    const detail = { index: at, slides };
    context.emitter.emit('open-lightbox', detail);
    context.element.dispatchEvent(
      new CustomEvent<LightboxOpenDetail>(LIGHTBOX_OPEN_EVENT, { detail, bubbles: true }),
    );
  };
};
