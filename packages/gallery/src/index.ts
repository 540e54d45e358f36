// The swipe rules are the runtime's, shared with the lightbox (spec 001 §9).
export { swipeAxis, swipeDirection } from '@tessera/runtime';
export {
  AUTOPLAY_TIMEOUT_MS,
  autoplayAllowed,
  autoplayTimeout,
  nextAutoplayIndex,
} from './autoplay-rules';
export { galleryOf } from './block';
export { createCarousel } from './carousel';
export {
  createLayout,
  type Design,
  designs,
  type Layout,
  type LayoutOptions,
} from './designs';
export { createDragHandler } from './drag-handler';
export { createEngine, type GalleryKit, type SlideMotion } from './engine';
export {
  createGallery,
  type DesignModule,
  GALLERY_OPEN_EVENT,
  type Gallery,
  type GalleryContext,
  type GalleryEnvironment,
  type GalleryEvents,
  type GalleryPlugin,
} from './gallery';
export { GALLERY_DOCS, type GalleryBlockFields, galleryBlockKeys } from './gallery-data-keys';
export { createGrid } from './grid';
export { findSlideByItemId, historyUrl, readItemId } from './history-hash';
export { layoutAutocolumns } from './layouts/autocolumns';
export { layoutAutogrid } from './layouts/autogrid';
export { layoutAutorows } from './layouts/autorows';
export { layoutCarousel } from './layouts/carousel';
export { layoutGrid } from './layouts/grid';
export { layoutList } from './layouts/list';
export { layoutStacked } from './layouts/stacked';
export { layoutStrip, type StripAlignment } from './layouts/strip';
export {
  layoutThumbnails,
  THUMBNAIL_PADDING_MAX,
  THUMBNAILS_PER_ROW,
  type ThumbnailOptions,
  thumbnailScrollLeft,
} from './layouts/thumbnails';
export type { Box, LayoutContainer, LayoutResult, LayoutSlide } from './layouts/types';
export { defaultLabels, type GalleryLabels, messages } from './messages';
export { parseBoundary, parseSnapPoints } from './new-swipe-options';
export {
  designDefaults,
  GALLERY_RESIZE_DEBOUNCE_MS,
  type GalleryOptions,
  type GalleryOptionsInput,
  resolveOptions,
} from './options';
export { autoplayPlugin } from './plugins/autoplay';
export { historyPlugin } from './plugins/history';
export { thumbnailsPlugin } from './plugins/thumbnails';
export { galleryOptionsFromData, readGalleryData } from './read-gallery-data';
export type { Slide } from './read-slides';
export {
  createSlideIndex,
  linkSlideIndexes,
  normaliseIndex,
  type SlideIndex,
  type SlideIndexAction,
  type SlideIndexEvents,
  type SlideIndexOutcome,
  type SlideIndexState,
  stepSlideIndex,
} from './slide-index';
export { slideshowClickAction, stripClickTarget } from './slideshow-click';
export {
  createTransition,
  type Transition,
  type TransitionName,
  transitionNames,
} from './transitions';
export { TWEEN_DEFAULT_DURATION_MS, tween } from './tween';
