/** `@tessera/gallery/grid`: the grid alone, for apps that need nothing else. */
import { gridDesign } from './designs/static';
import { createEngine, type Gallery, type GalleryEnvironment } from './engine';
import type { GalleryOptionsInput } from './options';

export { GALLERY_OPEN_EVENT, type Gallery, type GalleryEvents } from './engine';

export function createGrid(
  element: HTMLElement,
  options: Omit<GalleryOptionsInput, 'design'> = {},
  environment: Partial<GalleryEnvironment> = {},
): Gallery {
  return createEngine(element, { ...options, design: 'grid' }, environment, {
    designs: { grid: gridDesign },
  });
}
