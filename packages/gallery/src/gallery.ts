/**
 * `createGallery`: the engine with every design and every plugin (autoplay, history). This is
 * what the block uses; `@tessera/gallery/grid` and `@tessera/gallery/carousel` ship one design.
 */

import { carouselDesign } from './designs/carousel';
import { slideshowDesign, stackedDesignModule } from './designs/stacked';
import {
  autocolumnsDesign,
  autogridDesign,
  autorowsDesign,
  gridDesign,
  listDesign,
} from './designs/static';
import { sliderDesign } from './designs/strip';
import { createDragHandler } from './drag-handler';
import { createEngine, type Gallery, type GalleryEnvironment, type GalleryKit } from './engine';
import type { GalleryOptionsInput } from './options';
import { autoplayPlugin } from './plugins/autoplay';
import { historyPlugin } from './plugins/history';
import { mixedContentPlugin } from './plugins/mixed-content';
import { slideContentPlugin } from './plugins/slide-content';
import { thumbnailsPlugin } from './plugins/thumbnails';

export {
  type DesignModule,
  GALLERY_OPEN_EVENT,
  type Gallery,
  type GalleryContext,
  type GalleryEnvironment,
  type GalleryEvents,
  type GalleryPlugin,
} from './engine';

const everything: GalleryKit = {
  designs: {
    stacked: stackedDesignModule,
    slideshow: slideshowDesign,
    slider: sliderDesign,
    carousel: carouselDesign,
    grid: gridDesign,
    autogrid: autogridDesign,
    autocolumns: autocolumnsDesign,
    autorows: autorowsDesign,
    list: listDesign,
  },
  // The strip links first, so that the history's first selection reaches it too. Slide images
  // and captions come last: they start from the index the others settled on.
  plugins: [
    thumbnailsPlugin,
    autoplayPlugin,
    historyPlugin,
    mixedContentPlugin,
    slideContentPlugin,
  ],
  swipe: createDragHandler,
};

/** A gallery of any design on server markup (docs/markup.md). Unknown designs display as stacked;
 * an unknown transition throws 'Could not find transition named' plus the name. */
export function createGallery(
  element: HTMLElement,
  options: GalleryOptionsInput = {},
  environment: Partial<GalleryEnvironment> = {},
): Gallery {
  return createEngine(element, options, environment, everything);
}
