/**
 * The gallery's options: one type, typed defaults named after spec 001 §9's constants, merged once
 * where they enter (`resolveOptions`). Per-design defaults come from §9's table.
 */

import { AUTOPLAY_TIMEOUT_MS } from './autoplay-rules';
import { type Design, displayDesign } from './design-names';
import type { ColumnWidthBehavior } from './layouts/column-count';
import type { StripAlignment } from './layouts/strip';
import type { AspectSetting } from './layouts/types';
import { defaultLabels, type GalleryLabels } from './messages';
import { type NewSwipeOptions, newSwipeDefaults } from './new-swipe-options';
import type { ActiveSlideClick, ClickBehavior } from './slideshow-click';
import type { TransitionName } from './transitions';

/** spec 001 §9: resize debounce, gallery default. */
export const GALLERY_RESIZE_DEBOUNCE_MS = 300;

export interface GalleryOptions {
  /** Default 'stacked'; unknown names display as stacked (spec 001 §2). */
  design: Design;
  /** Index shown first. Default 0. */
  currentIndex: number;
  /** Wrap at the ends. Default true for stacked, slideshow and slider; the carousel never loops. */
  loop: boolean;
  /** Default false. */
  autoplay: boolean;
  /** ms between slides. Default 5000 (spec 001 §9). */
  autoplayTimeout: number;
  /** Random mode: autoplay picks another slide. Default false. */
  randomize: boolean;
  /** Selectors of extra elements whose hover pauses autoplay (spec 001 §3 pauseOnMouseover). */
  pauseOnMouseover: string[];
  /** Arrow keys navigate. Default true. */
  keyboard: boolean;
  /** Key codes. Default previous 37 (left arrow), next 39 (right arrow) (spec 001 §2). */
  keys: { previous: number; next: number };
  /** Write the current slide into the history. Default false. */
  historyHash: boolean;
  /** Open a lightbox from slides. Default true for autorows and grid (spec 001 §9), else false. */
  lightbox: boolean;
  /** 'light' or 'dark'; anything else is dark (spec 001 §3). */
  lightboxTheme: 'light' | 'dark';
  /** Default 'fade' (spec 001 §4). */
  transition: TransitionName;
  /** ms a change takes. Default 1000 for stacked and slideshow, 500 for the strip (spec 001 §9). */
  speed: number;
  /** Slideshow click: next (default), previous or side. */
  clickBehavior: ClickBehavior;
  /** Strip: clicking the active slide. Default 'next'. */
  activeSlideClick: ActiveSlideClick;
  /** Strip alignment. Default 'middle' (spec 001 §9). */
  activeAlignment: StripAlignment;
  /** Grid and carousel slides per row (4 and 3, spec 001 §9). */
  slidesPerRow: number;
  /** Grid spacing. Default 20 (spec 001 §9). */
  padding: number;
  /** Space between slides: autorows 20, autogrid/autocolumns 0, carousel 1, list 20. */
  gutter: number;
  /** autogrid/autocolumns. Default 250 (spec 001 §9). */
  columnWidth: number;
  columnWidthBehavior: ColumnWidthBehavior;
  /** autorows. Default 250 (spec 001 §9). */
  rowHeight: number;
  /** Cell ratio (width ÷ height) or 'auto'. */
  imageAspectRatio: AspectSetting;
  /** The gallery's own ratio for stacked, slideshow and slider. */
  aspectRatio: AspectSetting;
  /** Strip gap. Default 10 (spec 001 §9). */
  vSize: number;
  /** list: percent of the width. Default 100. */
  listImageSize: number;
  /** new-swipe boundaries (default inertial at both ends) and snap points (shares of the width,
   * default none). With the new-swipe transition, invalid values throw (spec 001 §5). */
  newSwipe: NewSwipeOptions;
  /** Debounce of static relayout on resize. Default 300 ms (spec 001 §9, gallery default). */
  resizeDebounce: number;
  /** WAI-ARIA carousel pattern. Default true. */
  accessibility: boolean;
  labels: GalleryLabels;
  /** Inside the site editor frame: history skipped, click-through becomes a bypass event.
   * Default: the page is not the top frame. */
  inEditor: boolean;
  /** The collection's full url for history; default the page context's collection.fullUrl. */
  collectionUrl: string | undefined;
  /** Load `data-src` slides lazily through the image queue (by viewport, or by proximity to the
   * current index); false loads them all at once. Default true (spec 001 §3 lazyLoad). */
  lazyLoad?: boolean;
  /** The lightbox holds the video slides too; without it, only the image slides. Default false. */
  mixedContent: boolean;
  thumbnails: boolean;
  thumbnailsPerRow: number;
  squareThumbs: boolean;
  /** Slide images fill their box, cropped around the focal point; false fits them. Default true. */
  autoCrop: boolean;
  thumbnailStripHeight: number | undefined;
  thumbnailStripMargin: number | undefined;
  /** Where captions sit (gallery.css reads it from the block data): `top-left` … `bottom-right`. */
  metaPosition: string | undefined;
}

const base: GalleryOptions = {
  design: 'stacked',
  currentIndex: 0,
  loop: true,
  autoplay: false,
  autoplayTimeout: AUTOPLAY_TIMEOUT_MS,
  randomize: false,
  pauseOnMouseover: [],
  keyboard: true,
  keys: { previous: 37, next: 39 },
  historyHash: false,
  lightbox: false,
  lightboxTheme: 'dark',
  transition: 'fade',
  speed: 1000,
  clickBehavior: 'next',
  activeSlideClick: 'next',
  activeAlignment: 'middle',
  slidesPerRow: 4,
  padding: 20,
  gutter: 20,
  columnWidth: 250,
  columnWidthBehavior: 'min',
  rowHeight: 250,
  imageAspectRatio: 1,
  aspectRatio: 'auto',
  vSize: 10,
  listImageSize: 100,
  newSwipe: newSwipeDefaults,
  resizeDebounce: GALLERY_RESIZE_DEBOUNCE_MS,
  accessibility: true,
  labels: defaultLabels,
  inEditor: false,
  collectionUrl: undefined,
  mixedContent: false,
  thumbnails: false,
  thumbnailsPerRow: 4,
  squareThumbs: false,
  autoCrop: true,
  thumbnailStripHeight: undefined,
  thumbnailStripMargin: undefined,
  metaPosition: undefined,
};

/** spec 001 §9, per design. */
export const designDefaults: Record<Design, Partial<GalleryOptions>> = {
  stacked: { speed: 1000 },
  slideshow: { speed: 1000, transition: 'fade' },
  slider: { speed: 500, loop: true, aspectRatio: 3 },
  grid: { slidesPerRow: 4, padding: 20, lightbox: true, loop: false },
  autogrid: { columnWidth: 250, gutter: 0, loop: false },
  autocolumns: { columnWidth: 250, gutter: 0, imageAspectRatio: 'auto', loop: false },
  autorows: { rowHeight: 250, gutter: 20, lightbox: true, loop: false },
  carousel: { slidesPerRow: 3, gutter: 1, loop: false },
  list: { gutter: 20, imageAspectRatio: 'auto', loop: false },
};

/** What callers give: any option, and only the labels they replace. */
export type GalleryOptionsInput = Partial<Omit<GalleryOptions, 'labels'>> & {
  labels?: Partial<GalleryLabels>;
};

/** Defaults, then the design's defaults, then what the caller gave (undefined keys ignored). */
export function resolveOptions(given: GalleryOptionsInput = {}): GalleryOptions {
  const design = displayDesign(given.design);
  const defined = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as Partial<GalleryOptions>;
  const options = { ...base, ...designDefaults[design], ...defined, design };
  // spec 001 §4: the carousel does not loop.
  if (design === 'carousel') options.loop = false;
  options.labels = { ...defaultLabels, ...given.labels };
  return options;
}
