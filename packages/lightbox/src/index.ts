/**
 * @tessera/lightbox: the small lightbox entry. It holds no UI: the overlay (view,
 * styles, React) is a dynamic import made on first open, as PhotoSwipe v5's lightbox does, so
 * a page with thumbnails pays only for this file until someone opens one.
 */

export { optionsFromBlockConfig } from './block-options';
export {
  findItemIndex,
  hashFor,
  ITEM_ID_PARAMETER,
  indexFromLocation,
  itemIdFromLocation,
} from './history';
export { itemFromElement, type LightboxItem, toItems } from './items';
export { listenForLightboxOpen } from './listen-for-lightbox-open';
export { formatPosition, type LightboxMessages, lightboxMessages } from './messages';
export type { LightboxHandle, OpenLightboxRequest } from './mount-lightbox';
export {
  cancelWarmLightbox,
  IDLE_WARM_FALLBACK_MS,
  IDLE_WARM_TIMEOUT_MS,
  listenForOpenIntent,
  warmLightbox,
  warmLightboxWhenIdle,
} from './open-intent';
export { openLightbox, preloadLightbox } from './open-lightbox';
export {
  LIGHTBOX_ARROW_HIDE_MS,
  LIGHTBOX_CLICK_EDGE_MARGIN,
  LIGHTBOX_CONTENT_FADE_MS,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_OVERLAY_FADE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
  type LightboxOptions,
  type LightboxTheme,
  lightboxDefaults,
  resolveLightboxTheme,
} from './options';
export {
  INTENT_FOCUS_DELAY_MS,
  INTENT_HOVER_DELAY_MS,
  type OpenIntentHandlers,
  type OpenIntentKind,
  watchOpenIntent,
} from './watch-open-intent';
