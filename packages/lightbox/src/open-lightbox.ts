/**
 * Opening the lightbox from the small entry: the core (view, styles, React) is one dynamic
 * import, fetched on first open (or on `preloadLightbox`) and shared afterwards.
 */
import { releaseWarmImage, showBackdrop, warmImage } from './first-paint';
import { toItems } from './items';
import type { LightboxHandle, OpenLightboxRequest } from './mount-lightbox';
import { LIGHTBOX_OVERLAY_FADE_MS } from './options';
import { wrapIndex } from './wrap-index';

let core: Promise<typeof import('./mount-lightbox')> | undefined;

/** Starts fetching the overlay (e.g. on a thumbnail's pointerdown) without opening it. */
export function preloadLightbox(): Promise<typeof import('./mount-lightbox')> {
  core ??= import('./mount-lightbox').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is not cached: the next open tries again.
    core = undefined;
    throw error;
  });
  return core;
}

/**
 * Opens the lightbox on `items` at `index`; resolves once the dialog is in the page. The
 * backdrop and the first picture's fetch start at once, before the core has loaded.
 */
export function openLightbox(request: OpenLightboxRequest): Promise<LightboxHandle> {
  const items = toItems(request.items);
  const index = wrapIndex(request.index ?? 0, items.length);
  const removeBackdrop = items.length > 0 ? showBackdrop(request.options) : () => {};
  // Already under way if the user showed intent (open-intent.ts); the click finds it.
  warmImage(items[index], request.options?.sizeFormat);
  return preloadLightbox().then(
    (module) => {
      try {
        const handle = module.mountLightbox({ ...request, items, index });
        // The view's own <img> holds the picture now (or joins its download).
        releaseWarmImage(items[index], request.options?.sizeFormat);
        // The dialog's own overlay has faded in by then (spec 001 §4: 0.3 s).
        const timer = setTimeout(removeBackdrop, LIGHTBOX_OVERLAY_FADE_MS);
        void handle.closed.then(() => {
          clearTimeout(timer);
          removeBackdrop();
        });
        return handle;
      } catch (error) {
        removeBackdrop();
        throw error;
      }
    },
    (error: unknown) => {
      removeBackdrop();
      throw error;
    },
  );
}
