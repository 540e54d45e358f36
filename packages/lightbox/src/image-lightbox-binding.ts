/**
 * What an image block's lightbox (image-lightbox-block.ts) fetches with the first open intent or
 * open: the image block's item (@tessera/media reads it as the image block loads it), the
 * warm-up of the overlay's code and the picture, and the opening. The overlay itself is one more
 * dynamic import (open-lightbox.ts), started by the warm-up.
 */
import { imageLightboxItem } from '@tessera/media';
import type { LightboxOpenDetail } from '@tessera/runtime';
import type { LightboxItem } from './items';
import { answerLightboxOpen } from './listen-for-lightbox-open';
import { warmLightbox } from './open-intent';
import { resolveLightboxTheme } from './options';

export { cancelWarmLightbox } from './open-intent';

/**
 * Warms the lightbox for `target` when it is the block's image; returns the item warmed. The
 * picture is fetched as the click will ask for it: the item's own source.
 */
export function warmImageLightbox(element: HTMLElement, target: Element): LightboxItem | undefined {
  const img = element.querySelector('img');
  if (!img || target !== img) return undefined;
  const item = imageLightboxItem(element, img);
  warmLightbox(item);
  return item;
}

/**
 * Opens what the image block asked for, in the block's theme (`lightboxTheme`, spec 001 §3);
 * only the theme: the image's own size format and loading options are not the lightbox's.
 */
export function openImageLightbox(
  element: HTMLElement,
  detail: LightboxOpenDetail | undefined,
  lightboxTheme: unknown,
  active: Element | null,
  stopped: () => boolean,
): void {
  const options = lightboxTheme === undefined ? {} : { theme: resolveLightboxTheme(lightboxTheme) };
  answerLightboxOpen(element, detail, () => options, active, stopped);
}
