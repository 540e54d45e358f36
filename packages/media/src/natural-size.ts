/**
 * Images without known dimensions (spec 001 §3 makes data-image-dimensions optional): their
 * size is read once they load, written back as data-image-dimensions, and announced with a
 * bubbling DOM event so a layout (gallery grid, lightbox) can place them again.
 */
import type { ImageDimensions } from './image-config';
import { mediaMessages } from './messages';

/** Dispatched on the img, bubbling, when its intrinsic size became known on load. */
export const IMAGE_SIZE_EVENT = 'tessera:image-size';

export type ImageSizeEvent = CustomEvent<ImageDimensions>;

/** The intrinsic size of a loaded image; throws 'not loaded' (spec 001 §8) before that. */
export function readNaturalSize(img: HTMLImageElement): ImageDimensions {
  if (!img.complete || img.naturalWidth === 0 || img.naturalHeight === 0) {
    throw new Error(mediaMessages.notLoaded);
  }
  return { width: img.naturalWidth, height: img.naturalHeight };
}

/** Records the size on the element and tells the layout. */
export function announceNaturalSize(img: HTMLImageElement, size: ImageDimensions): void {
  img.setAttribute('data-image-dimensions', `${size.width}x${size.height}`);
  img.dispatchEvent(
    new CustomEvent<ImageDimensions>(IMAGE_SIZE_EVENT, { bubbles: true, detail: size }),
  );
}
