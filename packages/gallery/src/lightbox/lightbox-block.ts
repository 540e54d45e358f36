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
import { itemFromElement, type LightboxItem } from './items';
import { listenForOpenIntent, warmLightboxWhenIdle } from './open-intent';
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
      const slides = readableSlides([...element.querySelectorAll('[data-slide]')]);
      const itemFor = (target: Element) => {
        const slide = target.closest('[data-slide]');
        return slide ? slides.items[slides.elements.indexOf(slide)] : undefined;
      };
      cleanups.push(listenForOpenIntent(element, itemFor, options));
      if (slides.items.length > 0) cleanups.push(warmLightboxWhenIdle());
      openFromAddress(slides.elements, slides.items, options, cleanups);
    }
  } else {
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
    const openerOf = (event: Event) => openerAt(event.target);
    const open = (index: number, trigger: HTMLElement) =>
      void openLightbox({ items, index, options, returnFocus: trigger }).catch((error: Error) =>
        console.warn('[tessera/lightbox]', error.message),
      );
    const onClick = (event: MouseEvent) => {
      const opener = openerOf(event);
      if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      open(opener.index, opener.trigger);
    };
    // spec 001 §2: Enter and Space open the lightbox from a slide. A link's Enter is already
    // a click; Space is not, nor is either on an opener that is not a link.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      const opener = openerOf(event);
      if (!opener || (event.key === 'Enter' && opener.trigger.matches('a[href]'))) return;
      event.preventDefault();
      open(opener.index, opener.trigger);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    cleanups.push(() => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    });
    // Only openers that show they hold a picture are fetched before a click: a stray link in
    // the set (`/logout`) must never be requested on a hover.
    const itemFor = (target: Element) => {
      const opener = openerAt(target);
      return opener && showsPicture(opener.trigger) ? items[opener.index] : undefined;
    };
    cleanups.push(listenForOpenIntent(element, itemFor, options));
    if (items.length > 0) cleanups.push(warmLightboxWhenIdle());
    cleanups.push(makeFocusable(openers));
    cleanups.push(loadThumbnails(triggers));
    openFromAddress(openers, items, options, cleanups);
  }
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
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
 * and assistive technology (WAI-ARIA button pattern); returns the undo.
 */
function makeFocusable(openers: HTMLElement[]): () => void {
  const restores: (() => void)[] = [];
  const set = (opener: HTMLElement, name: string, value: string, keep: boolean) => {
    const before = opener.getAttribute(name);
    if (keep && before !== null) return;
    opener.setAttribute(name, value);
    restores.push(() =>
      before === null ? opener.removeAttribute(name) : opener.setAttribute(name, before),
    );
  };
  for (const opener of openers) {
    if (opener.matches('a[href],button')) continue;
    set(opener, 'tabindex', '0', true);
    set(opener, 'role', 'button', true);
    set(opener, 'aria-haspopup', 'dialog', false);
  }
  return () => {
    for (const restore of restores.splice(0)) restore();
  };
}

/** The slides that read as items, each beside its element (index for index). */
function readableSlides<T extends Element>(slides: T[]): { elements: T[]; items: LightboxItem[] } {
  const elements: T[] = [];
  const items: LightboxItem[] = [];
  for (const slide of slides) {
    const item = itemFromElement(slide);
    if (!item) continue;
    elements.push(slide);
    items.push(item);
  }
  return { elements, items };
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
  void openLightbox({ items, index, options, returnFocus })
    .then((handle) => {
      if (cancelled) handle.close(true);
    })
    .catch((error: Error) => console.warn('[tessera/lightbox]', error.message));
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
