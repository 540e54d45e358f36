export {
  chooseImageWidth,
  effectivePixelRatio,
  paintedWidth,
  type WidthRequest,
} from './choose-image-width';
export * from './constants';
export {
  type CropMode,
  defaultImageConfig,
  type FitAlignment,
  type FocalPoint,
  type ImageConfig,
  type ImageDimensions,
  type ImageLoadMode,
  type ParsedImageConfig,
  parseDimensions,
  parseFocalPoint,
  parseImageConfig,
  type SizeFormat,
} from './image-config';
export {
  type ImageBlockConfig,
  imageLightboxItem,
  type LightboxImage,
} from './image-lightbox-item';
export { type ImageMode, isImageMode, parseImageMode } from './image-mode';
export {
  createImageQueue,
  type ImageQueue,
  type ImageQueueOptions,
  type QueueOrder,
} from './image-queue';
export { buildSrcset, imageUrl } from './image-url';
export { isMobileViewport, MOBILE_MEDIA_QUERY } from './is-mobile';
export {
  IMAGE_RESOLUTION_ATTRIBUTE,
  IMAGE_STATE_ATTRIBUTE,
  type ImageLoadResult,
  type LoadEnvironment,
  type LoadImageOptions,
  loadImage,
  readEnvironment,
} from './load-image';
export { loadWhenNear, type NearViewportOptions } from './load-when-near';
export { type MediaMessages, mediaMessages } from './messages';
export { NARROW_ATTRIBUTE, watchNarrow } from './narrow-flag';
export { IMAGE_SIZE_EVENT, type ImageSizeEvent, readNaturalSize } from './natural-size';
export { coverBox, objectPosition, type PositionedBox } from './object-position';
export { proximityOrder } from './proximity-order';
export { type WaitOptions, waitForImageNode } from './wait-for-image-node';
