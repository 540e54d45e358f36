/**
 * The lightbox block (docs/markup.md): on a `data-block="lightbox"` element, its links to large
 * images become a lightbox set (the PhotoSwipe markup); on a `data-block="gallery"` element it
 * answers the one open event (@tessera/runtime's LIGHTBOX_OPEN_EVENT) that the gallery engine
 * dispatches. Sets and galleries open a slide named by the address (spec 001 §2: by item id from
 * the hash or the path). An image block's lightbox is a small block of its own
 * (image-lightbox-block.ts), so that a page with one image does not load all of this.
 */
import { createImageQueue, loadImage, loadWhenNear } from '@tessera/media';
import {
  type BlockContext,
  type CleanupStore,
  createCleanupStore,
  type Destroy,
  readBlockConfig,
} from '@tessera/runtime';
import { optionsFromBlockConfig } from './block-options';
import { listenForLightboxOpen } from './listen-for-lightbox-open';
import { openFromAddress } from './open-from-address';
import { listenForOpenIntent, warmLightboxWhenIdle } from './open-intent';
import { openLightbox } from './open-lightbox';
import type { LightboxOptions } from './options';
import { readableSlides } from './readable-slides';

/**
 * An image block's lightbox (image-lightbox-block.ts) imports this module on its first intent or
 * open, for these: one chunk with the galleries' and link sets' code, since the open code that
 * both use would otherwise leave this block's chunk for small chunks of their own.
 */
export {
  cancelWarmLightbox,
  openImageLightbox,
  warmImageLightbox,
} from './image-lightbox-binding';

/** The elements of a lightbox block that open it: links, or anything carrying data-src. */
const LIGHTBOX_ITEM_SELECTOR = 'a[href],[data-src]:not(a [data-src])';

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  const kind = element.getAttribute('data-block');
  let malformed = false;
  const config =
    readBlockConfig<Record<string, unknown>>(element, (problem) => {
      malformed = true;
      // On a gallery the gallery block reports its own configuration.
      if (kind !== 'gallery') console.warn(`[tessera] ${problem}`, element);
    }) ?? {};
  // The block kit's rule: a configuration that is no JSON object leaves the markup alone.
  if (malformed) return () => {};
  const store = createCleanupStore();
  if (kind === 'gallery') bindGallery(element, config, store);
  else bindLinkSet(element, optionsFromBlockConfig(config), store);
  return () => store.clear();
}

function bindGallery(element: HTMLElement, config: Record<string, unknown>, store: CleanupStore) {
  store.add(listenForLightboxOpen(element));
  if (config.lightbox !== true && config.lightbox !== 'true') return;
  const options = optionsFromBlockConfig(config);
  const slides = readableSlides([...element.querySelectorAll('[data-slide]')]);
  const itemFor = (target: Element) => {
    const slide = target.closest('[data-slide]');
    return slide ? slides.items[slides.elements.indexOf(slide)] : undefined;
  };
  store.add(listenForOpenIntent(element, itemFor, options));
  if (slides.items.length > 0) store.add(warmLightboxWhenIdle());
  openFromAddress(slides.elements, slides.items, options, store);
}

function bindLinkSet(
  element: HTMLElement,
  options: Partial<LightboxOptions>,
  store: CleanupStore,
): void {
  const triggers = [...element.querySelectorAll<HTMLElement>(LIGHTBOX_ITEM_SELECTOR)];
  // Links without a picture (`href="#top"`) are no slides: left to the browser, and not
  // counted, so every opener's index is its item's.
  const { elements: openers, items } = readableSlides(triggers);
  const openerAt = (target: EventTarget | null) => {
    const trigger =
      target instanceof Element ? target.closest<HTMLElement>(LIGHTBOX_ITEM_SELECTOR) : null;
    const index = trigger ? openers.indexOf(trigger) : -1;
    return index < 0 ? undefined : { trigger: trigger!, index };
  };
  const open = (index: number, trigger: HTMLElement) =>
    void openLightbox({ items, index, options, returnFocus: trigger }).catch((error: Error) =>
      console.warn('[tessera/lightbox]', error.message),
    );
  store.listen(element, 'click', (event: MouseEvent) => {
    const opener = openerAt(event.target);
    if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open(opener.index, opener.trigger);
  });
  // spec 001 §2: Enter and Space open the lightbox from a slide. A link's Enter is already
  // a click; Space is not, nor is either on an opener that is not a link.
  store.listen(element, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const opener = openerAt(event.target);
    if (!opener || (event.key === 'Enter' && opener.trigger.matches('a[href]'))) return;
    event.preventDefault();
    open(opener.index, opener.trigger);
  });
  // Only openers that show they hold a picture are fetched before a click: a stray link in
  // the set (`/logout`) must never be requested on a hover.
  const itemFor = (target: Element) => {
    const opener = openerAt(target);
    return opener && showsPicture(opener.trigger) ? items[opener.index] : undefined;
  };
  store.add(listenForOpenIntent(element, itemFor, options));
  if (items.length > 0) store.add(warmLightboxWhenIdle());
  makeFocusable(openers, store);
  store.add(loadThumbnails(triggers));
  openFromAddress(openers, items, options, store);
}

/** An opener that is a picture, holds one, or states its picture's size. */
function showsPicture(opener: Element): boolean {
  return (
    opener.tagName === 'IMG' ||
    opener.hasAttribute('data-image-dimensions') ||
    opener.querySelector('img') !== null
  );
}

/**
 * Openers that are not links (an `img[data-src]`, a figure) become buttons for the keyboard
 * and assistive technology (WAI-ARIA button pattern); the store restores the markup's own.
 */
function makeFocusable(openers: HTMLElement[], store: CleanupStore): void {
  for (const opener of openers) {
    if (opener.matches('a[href],button')) continue;
    if (!opener.hasAttribute('tabindex')) store.attribute(opener, 'tabindex', '0');
    if (!opener.hasAttribute('role')) store.attribute(opener, 'role', 'button');
    store.attribute(opener, 'aria-haspopup', 'dialog');
  }
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
