/**
 * The lightbox block (docs/markup.md): on a `data-block="lightbox"` element, its links to large
 * images become a lightbox set (the PhotoSwipe markup); on a `data-block="gallery"` element it
 * answers the engine's `tessera:gallery-open`. Both open a slide named by the address (spec
 * 001 §2: by item id from the hash or the path).
 */
import { createImageQueue, loadImage, loadWhenNear } from '@tessera/media';
import { type BlockContext, type Destroy, readBlockConfig } from '@tessera/runtime';
import { optionsFromBlockConfig } from './block-options';
import { listenForGalleryOpen } from './gallery-open';
import { indexFromLocation } from './history';
import { type LightboxItem, toItems } from './items';
import { openLightbox } from './open-lightbox';

/** The elements of a lightbox block that open it: links, or anything carrying data-src. */
export const LIGHTBOX_ITEM_SELECTOR = 'a[href],[data-src]:not(a [data-src])';

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  const config = readBlockConfig<Record<string, unknown>>(element) ?? {};
  const options = optionsFromBlockConfig(config);
  const isGallery = element.getAttribute('data-block') === 'gallery';
  const cleanups: (() => void)[] = [];

  if (isGallery) {
    cleanups.push(listenForGalleryOpen(element));
    if (config.lightbox === true || config.lightbox === 'true') {
      const slides = [...element.querySelectorAll('[data-slide]')];
      openFromAddress(slides, toItems(slides), options, cleanups);
    }
  } else {
    const triggers = [...element.querySelectorAll<HTMLElement>(LIGHTBOX_ITEM_SELECTOR)];
    const items = toItems(triggers);
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element).closest<HTMLElement>(LIGHTBOX_ITEM_SELECTOR);
      const index = trigger ? triggers.indexOf(trigger) : -1;
      if (index < 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      void openLightbox({ items, index, options, returnFocus: trigger }).catch((error: Error) =>
        console.warn('[tessera/lightbox]', error.message),
      );
    };
    element.addEventListener('click', onClick);
    cleanups.push(() => element.removeEventListener('click', onClick));
    cleanups.push(loadThumbnails(triggers));
    openFromAddress(triggers, items, options, cleanups);
  }
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}

function openFromAddress(
  triggers: Element[],
  items: LightboxItem[],
  options: ReturnType<typeof optionsFromBlockConfig>,
  cleanups: (() => void)[],
): void {
  const index = indexFromLocation(items, window.location);
  if (index < 0) return;
  let cancelled = false;
  cleanups.push(() => {
    cancelled = true;
  });
  const returnFocus =
    triggers[index] instanceof HTMLElement ? (triggers[index] as HTMLElement) : null;
  void openLightbox({ items, index, options, returnFocus }).then((handle) => {
    if (cancelled) handle.close(true);
  });
}

/**
 * Thumbnails given as `<img data-src>` load through the media queue (spec 001 §4: gallery
 * images lazily, by viewport, 16 at a time on desktop and 1 on mobile). Returns the cleanup.
 */
function loadThumbnails(triggers: HTMLElement[]): () => void {
  const images = triggers.map((trigger) =>
    trigger.matches('img[data-src]')
      ? trigger
      : trigger.querySelector<HTMLImageElement>('img[data-src]'),
  );
  const present = images.filter((img): img is HTMLImageElement => img instanceof HTMLImageElement);
  if (present.length === 0) return () => {};
  const queue = createImageQueue({
    total: images.length,
    order: 'viewport',
    load: (index) => {
      const img = images[index];
      return img instanceof HTMLImageElement ? loadImage(img) : Promise.resolve();
    },
  });
  const stop = loadWhenNear(present, (img) =>
    queue.setVisible(images.indexOf(img as HTMLImageElement), true),
  );
  return () => {
    stop();
    queue.destroy();
  };
}
