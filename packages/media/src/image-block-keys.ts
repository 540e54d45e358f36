/**
 * The image block's known configuration keys (docs/markup.md "Image"), each with the kinds of
 * JSON value it takes. `satisfies ConfigKeys<ImageBlockConfig>`: a field added to the type and
 * not here (or here and not in the type) fails the type check, so the warnings cannot drift
 * from the options. Values are checked further by parseImageConfig (ranges, names).
 */
import type { ConfigKeys } from '@tessera/runtime';
import type { ImageBlockConfig } from './image-lightbox-item';

export const imageBlockConfigKeys = {
  dimensions: ['string', 'object'],
  fixedRatio: ['boolean'],
  focalPoint: ['string', 'object'],
  load: ['boolean', 'string'],
  forceImageUpdate: ['boolean'],
  cropMode: ['string'],
  sizeAdjustment: ['number'],
  sizeFormat: ['string'],
  source: ['string'],
  stretch: ['boolean'],
  useBgImage: ['boolean'],
  useAdvancedPositioning: ['boolean'],
  allowSaveData: ['boolean'],
  dprMin: ['number'],
  dprMax: ['number'],
  fitAlignment: ['string'],
  allowConcurrentLoads: ['boolean'],
  imageLoader: ['string'],
  lightbox: ['boolean'],
  lightboxTheme: ['string'],
} as const satisfies ConfigKeys<ImageBlockConfig>;

/** The anchor of the image block's section in docs/markup.md. */
export const IMAGE_BLOCK_DOCS = 'image-block';
