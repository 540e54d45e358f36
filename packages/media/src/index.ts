export {
  chooseImageWidth,
  effectivePixelRatio,
  paintedWidth,
  type WidthRequest,
} from './choose-image-width';
export * from './constants';
export { EMBED_PREFIX, type EmbedMessages, embedMessages } from './embed-messages';
export { IMAGE_BLOCK_DOCS, imageBlockConfigKeys } from './image-block-keys';
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
export {
  IMAGE_LOADER_NAMES,
  type ImageUrlBuilder,
  type ResolvedImageLoader,
  resolveImageLoader,
  siteImageUrlBuilder,
} from './image-loader';
export {
  IMAGE_LOADER_ATTRIBUTE,
  IMAGE_LOADER_DOCS,
  siteImageLoader,
} from './image-loader-setting';
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
  isPriorityImage,
  type LoadEnvironment,
  type LoadImageOptions,
  loadImage,
  readEnvironment,
} from './load-image';
export { loadWhenNear, type NearViewportOptions } from './load-when-near';
export { MEDIA_PLAY_EVENT } from './media-playback';
export { type MediaMessages, mediaMessages } from './messages';
export { NARROW_ATTRIBUTE, watchNarrow } from './narrow-flag';
export { IMAGE_SIZE_EVENT, type ImageSizeEvent, readNaturalSize } from './natural-size';
export { coverBox, objectPosition, type PositionedBox } from './object-position';
export { proximityOrder } from './proximity-order';
export {
  parseVideoMode,
  readVideoEmbed,
  type VideoBlockConfig,
  type VideoEmbed,
  type VideoMode,
} from './video-config';
export * from './video-constants';
export { type FrameBox, frameBox } from './video-layout';
export { nativeVideoMessages } from './video-player';
export {
  parseStartTime,
  parseVideoStart,
  playerCommand,
  playerOrigin,
  videoOembedUrl,
  videoPlayerUrl,
} from './video-player-url';
export {
  parseVideoUrl,
  VIDEO_PROVIDER_NAMES,
  VIDEO_PROVIDERS,
  type VideoProvider,
  type VideoSource,
  videoThumbnail,
} from './video-provider';
export { type WaitOptions, waitForImageNode } from './wait-for-image-node';
