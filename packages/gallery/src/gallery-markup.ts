/**
 * What the `<Gallery>` component writes so that gallery.css lays it out before the engine starts,
 * as it does the server's markup (docs/markup.md "Gallery"): the compact block data the
 * stylesheet matches (design, thumbnails, square-thumbs, auto-crop, meta-position), the block's
 * custom properties for the options given, and each slide's attributes and ratio.
 */
import type { CSSProperties } from 'react';
import type { Design } from './design-names';
import type { GalleryOptionsInput } from './options';

/** A slide of the `<Gallery>` component (spec 001 §3 slide attributes). */
export interface GallerySlide {
  src: string;
  alt: string;
  /** Intrinsic size: the slide's ratio before the image loads (no layout shift). */
  width: number;
  height: number;
  /** Drawn over the slide (gallery.css). */
  caption?: string;
  /** `data-slide-id`: the item id of the history and the lightbox. */
  id?: string;
  /** `data-slide-url`: the slide's address in the history. */
  url?: string;
  /** `data-click-through-url`: where a click on the slide goes. */
  clickThroughUrl?: string;
  /** `data-image-focal-point`: the point kept in view when cropped, fractions 0-1. */
  focalPoint?: { x: number; y: number };
}

/** The block data gallery.css reads, compact as `JSON.stringify` writes it. */
export function galleryConfig(design: Design, options: GalleryOptionsInput): string {
  return JSON.stringify({
    design,
    thumbnails: options.thumbnails,
    'square-thumbs': options.squareThumbs,
    'auto-crop': options.autoCrop,
    'meta-position': options.metaPosition,
  });
}

const px = (value: number | undefined) => (value === undefined ? undefined : `${value}px`);

/** The block's custom properties for the options given (gallery.css holds the defaults). */
export function galleryStyle(design: Design, options: GalleryOptionsInput): CSSProperties {
  const aspect = (value: number | 'auto' | undefined) =>
    typeof value === 'number' ? String(value) : undefined;
  const align = { start: '0', middle: '0.5', end: '1' } as const;
  const style: Record<string, string | undefined> = {
    '--gallery-columns': options.slidesPerRow?.toString(),
    '--gallery-gutter': px(design === 'grid' ? options.padding : options.gutter),
    '--gallery-column-width': px(options.columnWidth),
    '--gallery-row-height': px(options.rowHeight),
    '--gallery-cell-aspect': aspect(options.imageAspectRatio),
    '--gallery-strip-aspect': design === 'slider' ? aspect(options.aspectRatio) : undefined,
    '--gallery-vsize': px(options.vSize),
    '--gallery-align': options.activeAlignment && align[options.activeAlignment],
    '--gallery-list-size':
      options.listImageSize === undefined ? undefined : `${options.listImageSize}%`,
  };
  return Object.fromEntries(
    Object.entries(style).filter(([, value]) => value !== undefined),
  ) as CSSProperties;
}

/** A slide's data attributes, as the server writes them (docs/markup.md "Gallery"). */
export function slideData(slide: GallerySlide): Record<string, string> {
  const data: Record<string, string> = {
    'data-image-dimensions': `${slide.width}x${slide.height}`,
  };
  if (slide.id) data['data-slide-id'] = slide.id;
  if (slide.url) data['data-slide-url'] = slide.url;
  if (slide.clickThroughUrl) data['data-click-through-url'] = slide.clickThroughUrl;
  if (slide.focalPoint)
    data['data-image-focal-point'] = `${slide.focalPoint.x},${slide.focalPoint.y}`;
  return data;
}

/** The slide's box ratio (width ÷ height, 4 decimals as the server writes it). */
export function slideStyle(slide: GallerySlide): CSSProperties {
  return {
    '--gallery-aspect': String(Number((slide.width / slide.height).toFixed(4))),
  } as CSSProperties;
}
