/**
 * What an image block shows in a lightbox: its picture as a lightbox item. Read here, beside the
 * image config, so the block (on open) and the lightbox block (warming on intent) see one item.
 */
import { readBlockConfig } from '@tessera/runtime';
import { type ImageConfig, parseDimensions } from './image-config';
import { readImageConfig } from './read-image-config';

export interface ImageBlockConfig extends Partial<ImageConfig> {
  /** Open the image in the lightbox on click, Enter or Space. Default false. */
  lightbox?: boolean;
  /** spec 001 §3: light or dark; anything else is dark. */
  lightboxTheme?: string;
}

/** The image as a lightbox item. */
export interface LightboxImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
  meta?: string;
}

/**
 * The item of an image block `element` whose picture is `img`: the same config the block loads
 * with (so a block-level source or size is shown too), its alt, and its figcaption as caption.
 */
export function imageLightboxItem(element: HTMLElement, img: HTMLImageElement): LightboxImage {
  const {
    lightbox: _lightbox,
    lightboxTheme: _theme,
    ...imageOptions
  } = readBlockConfig<ImageBlockConfig>(element) ?? {};
  const { config } = readImageConfig(img, imageOptions);
  // A size read on load (no dimensions in markup) is written back as data-image-dimensions.
  const dimensions =
    config.dimensions ?? parseDimensions(img.getAttribute('data-image-dimensions'));
  const caption = element.querySelector('figcaption')?.textContent?.trim();
  return {
    src: config.source,
    alt: img.alt,
    ...(dimensions ? { width: dimensions.width, height: dimensions.height } : {}),
    ...(caption ? { meta: caption } : {}),
  };
}
