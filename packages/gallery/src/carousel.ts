/**
 * `@tessera/gallery/carousel`: the carousel alone (with autoplay), for apps that need nothing else.
 */
import { carouselDesign } from './designs/carousel';
import { createDragHandler } from './drag-handler';
import { createEngine, type Gallery, type GalleryEnvironment } from './engine';
import type { GalleryOptionsInput } from './options';
import { autoplayPlugin } from './plugins/autoplay';

export { GALLERY_OPEN_EVENT, type Gallery, type GalleryEvents } from './engine';

export function createCarousel(
  element: HTMLElement,
  options: Omit<GalleryOptionsInput, 'design'> = {},
  environment: Partial<GalleryEnvironment> = {},
): Gallery {
  return createEngine(element, { ...options, design: 'carousel' }, environment, {
    designs: { carousel: carouselDesign },
    plugins: [autoplayPlugin],
    swipe: createDragHandler,
  });
}
