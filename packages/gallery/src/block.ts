/**
 * The gallery block: `init(element, context) => destroy` (CONTRIBUTING.md "Blocks"). Undecodable
 * block data leaves the block as the server rendered it (spec 001 §8), and nothing throws out of
 * the block: a failure is logged and the server markup stays.
 */
import type { BlockContext } from '@tessera/runtime';
import { galleryMarkupMistakes } from './check-gallery-markup';
import { createGallery, type Gallery } from './gallery';
import { GALLERY_DOCS, galleryBlockKeys } from './gallery-data-keys';
import { parseNewSwipe } from './new-swipe-options';
import type { GalleryOptions } from './options';
import { galleryOptionsFromData, readGalleryData } from './read-gallery-data';
import { linkSlideIndexes } from './slide-index';

const galleries = new WeakMap<HTMLElement, Gallery>();

/** The gallery an element was initialised with, for the lightbox and other code on the page. */
export function galleryOf(element: HTMLElement): Gallery | undefined {
  return galleries.get(element);
}

export function init(element: HTMLElement, context: Partial<BlockContext> = {}): () => void {
  const data = readGalleryData(element);
  if (data === undefined) return () => {};
  const mistakes = galleryMarkupMistakes(element, data);
  if (mistakes.length > 0) {
    const context = { block: 'gallery', anchor: GALLERY_DOCS, known: galleryBlockKeys };
    void import('@tessera/runtime/report-markup').then(({ reportMarkupMistakes }) =>
      reportMarkupMistakes(element, mistakes, context),
    );
  }
  const options: Partial<GalleryOptions> = {
    ...engineSettings(data),
    ...galleryOptionsFromData(data),
  };
  const fullUrl = context.page?.collection?.fullUrl;
  if (typeof fullUrl === 'string' && fullUrl) options.collectionUrl = fullUrl;
  let gallery: Gallery;
  try {
    gallery = createGallery(element, options);
  } catch (error) {
    console.error('[tessera] gallery:', error, element);
    return () => {};
  }
  galleries.set(element, gallery);
  const unlink = linkGalleries(element, gallery, data.linkedGalleries);
  return () => {
    unlink();
    galleries.delete(element);
    gallery.destroy();
  };
}

/** The galleries on the page: their `linkedGalleries` selectors and the unlinking of each pair. */
const linkable = new Map<HTMLElement, { selectors: string[]; unlinks: Set<() => void> }>();

/** Whether `element` matches one of `selectors` (a list holding a bad selector matches none). */
function matchesAny(element: HTMLElement, selectors: string[]): boolean {
  try {
    return selectors.length > 0 && element.matches(selectors.join());
  } catch {
    return false;
  }
}

/**
 * linkedGalleries (spec 001 §3, §4): block data naming other galleries by selector (a string or
 * a list); each pair is linked both ways, whichever starts first, so that they keep the same
 * index (the later one takes the earlier one's). Either side's destroy unlinks the pair.
 */
function linkGalleries(element: HTMLElement, gallery: Gallery, setting: unknown): () => void {
  const selectors = [setting].flat().filter((selector) => typeof selector === 'string');
  const own = { selectors, unlinks: new Set<() => void>() };
  for (const [other, theirs] of linkable) {
    const peer = galleries.get(other);
    if (
      peer &&
      other.isConnected &&
      (matchesAny(other, selectors) || matchesAny(element, theirs.selectors))
    ) {
      const unlink = linkSlideIndexes(peer.slideIndex, gallery.slideIndex);
      const once = () => {
        own.unlinks.delete(once);
        theirs.unlinks.delete(once);
        unlink();
      };
      own.unlinks.add(once);
      theirs.unlinks.add(once);
    }
  }
  linkable.set(element, own);
  return () => {
    linkable.delete(element);
    for (const unlink of own.unlinks) unlink();
  };
}

/** Gallery settings (spec 001 §3) a block may carry beside its block data. */
function engineSettings(data: Record<string, unknown>): Partial<GalleryOptions> {
  const settings: Partial<GalleryOptions> = {};
  if (typeof data.loop === 'boolean') settings.loop = data.loop;
  if (typeof data.historyHash === 'boolean') settings.historyHash = data.historyHash;
  if (typeof data.keyboard === 'boolean') settings.keyboard = data.keyboard;
  if (typeof data.transition === 'string')
    settings.transition = data.transition as GalleryOptions['transition'];
  if (
    data.clickBehavior === 'next' ||
    data.clickBehavior === 'previous' ||
    data.clickBehavior === 'side'
  ) {
    settings.clickBehavior = data.clickBehavior;
  }
  const options = data.autoplayOptions;
  if (typeof options === 'object' && options !== null) {
    const { randomize, timeout, pauseOnMouseover } = options as Record<string, unknown>;
    if (typeof randomize === 'boolean') settings.randomize = randomize;
    if (typeof timeout === 'number' && timeout > 0) settings.autoplayTimeout = timeout;
    if (Array.isArray(pauseOnMouseover))
      settings.pauseOnMouseover = pauseOnMouseover.filter((item) => typeof item === 'string');
  }
  if (typeof data.currentIndex === 'number') settings.currentIndex = data.currentIndex;
  if (typeof data.lazyLoad === 'boolean') settings.lazyLoad = data.lazyLoad;
  if (['next', 'previous', 'none'].includes(data.activeSlideClick as string)) {
    settings.activeSlideClick = data.activeSlideClick as GalleryOptions['activeSlideClick'];
  }
  const keys = data.keys as Record<string, unknown> | null;
  if (typeof keys === 'object' && keys) {
    // Key codes (spec 001 §2); one left out keeps its default, the left or right arrow.
    settings.keys = { previous: 37, next: 39 };
    for (const name of ['previous', 'next'] as const) {
      if (typeof keys[name] === 'number') settings.keys[name] = keys[name];
    }
  }
  if (data.newSwipe !== undefined) {
    // Bad values fall back to the defaults with a warning: the block still works.
    try {
      settings.newSwipe = parseNewSwipe(data.newSwipe);
    } catch (error) {
      console.warn(`[tessera] gallery: ${(error as Error).message}`);
    }
  }
  return settings;
}
