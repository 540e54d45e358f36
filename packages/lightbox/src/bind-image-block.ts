/**
 * The lightbox on an image block (spec 002 §2, `"lightbox": true`): the image block asks with
 * the one open event; this answers it with the block's theme, and warms the overlay and the
 * picture on open intent (a pointer resting on the image, a press, focus staying on it).
 */
import { imageLightboxItem } from '@tessera/media';
import type { CleanupStore } from '@tessera/runtime';
import { listenForLightboxOpen } from './listen-for-lightbox-open';
import { listenForOpenIntent } from './open-intent';
import { resolveLightboxTheme } from './options';

export function bindImageBlock(
  element: HTMLElement,
  config: Record<string, unknown>,
  store: CleanupStore,
): void {
  // The image block's own rule: only a JSON true turns its lightbox on.
  if (config.lightbox !== true) return;
  const { lightboxTheme } = config;
  // Only the theme: the image's own size format and loading options are not the lightbox's.
  const options = lightboxTheme === undefined ? {} : { theme: resolveLightboxTheme(lightboxTheme) };
  store.add(listenForLightboxOpen(element, () => options));
  const itemFor = (target: Element) => {
    const img = element.querySelector('img');
    return img && target === img ? imageLightboxItem(element, img) : undefined;
  };
  // The picture is fetched as the click will ask for it: the item's own source.
  store.add(listenForOpenIntent(element, itemFor));
}
