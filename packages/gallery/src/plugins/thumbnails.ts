/**
 * The thumbnail strip as a plugin (spec 001 §3, §4, §5, §9): only when the block carries
 * `thumbnails: true` (§5), under a stacked, slideshow or slider gallery. The strip is a linked
 * gallery with its own slide index, kept at the main gallery's index both ways (§4). It uses the
 * server's `[data-part="thumbnails"]` (laid out by gallery.css before the script: no layout shift)
 * or builds one from the slides. The active thumbnail carries aria-current and the one tab stop
 * (a roving tabindex); arrows, Home and End move inside the strip and focus follows.
 */
import type { GalleryContext, GalleryPlugin } from '../engine';
import {
  layoutThumbnails,
  thumbnailPadding,
  thumbnailScrollLeft,
  thumbnailsPerRow,
} from '../layouts/thumbnails';
import { positionLabel } from '../messages';
import { createSlideIndex, linkSlideIndexes } from '../slide-index';

/** The part a server renders (or the plugin builds) under the viewport. */
const THUMBNAILS_SELECTOR = '[data-part="thumbnails"]';
const THUMBNAIL_SELECTOR = '[data-thumbnail]';

/** Designs that show one slide at a time, which a strip of thumbnails can pick from. */
const designsWithThumbnails = new Set(['stacked', 'slideshow', 'slider']);

export const thumbnailsPlugin: GalleryPlugin = (context) => {
  // spec 001 §5: the strip needs the block to carry thumbnails set to true.
  if (
    context.options.thumbnails !== true ||
    !designsWithThumbnails.has(context.options.design) ||
    !context.slides.length
  )
    return;
  const strip =
    context.element.querySelector<HTMLElement>(THUMBNAILS_SELECTOR) ?? buildStrip(context);
  const thumbnails = Array.from(strip.querySelectorAll<HTMLElement>(THUMBNAIL_SELECTOR));
  // Linked indexes wrap: a strip of another length would pull the gallery to the wrong slide.
  if (thumbnails.length !== context.slides.length) {
    console.warn(
      `[tessera] gallery: the thumbnail strip has ${thumbnails.length} thumbnails for ${context.slides.length} slides; it needs one per slide`,
    );
    return;
  }

  const gap = describeStrip(context, strip, thumbnails);

  // spec 001 §4: a linked gallery, kept at the same index both ways.
  const thumbnailIndex = createSlideIndex({
    count: thumbnails.length,
    loop: context.slideIndex.loop,
    index: context.slideIndex.index,
  });
  context.store.add(() => thumbnailIndex.destroy());
  context.store.add(linkSlideIndexes(context.slideIndex, thumbnailIndex));

  const reducedMotion =
    context.view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const scrollToActive = (smooth: boolean) => {
    const width = strip.clientWidth;
    const layout = layoutThumbnails(
      thumbnails.length,
      { width },
      { ...context.options, padding: gap },
    );
    const left = thumbnailScrollLeft(layout, thumbnailIndex.index, width, strip.scrollLeft);
    if (Math.abs(left - strip.scrollLeft) < 0.5) return;
    if (typeof strip.scrollTo === 'function')
      strip.scrollTo({ left, behavior: smooth && !reducedMotion ? 'smooth' : 'auto' });
    else strip.scrollLeft = left;
  };
  const mark = () => {
    const active = thumbnailIndex.index;
    thumbnails.forEach((thumbnail, index) => {
      context.store.attribute(thumbnail, 'aria-current', index === active ? 'true' : null);
      context.store.attribute(thumbnail, 'tabindex', index === active ? '0' : '-1');
    });
  };
  thumbnailIndex.on('change', ({ to }) => {
    mark();
    // Focus follows the active thumbnail while the visitor is in the strip (roving tabindex).
    if (strip.contains(context.element.ownerDocument.activeElement))
      thumbnails[to]?.focus({ preventScroll: true });
    scrollToActive(!context.isInstant());
  });
  context.store.add(context.emitter.on('layout', () => scrollToActive(false)));

  context.store.listen(strip, 'click', (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index < 0) return;
    // A server's thumbnail may be a link to the full image: the strip selects instead.
    event.preventDefault();
    thumbnailIndex.goTo(index);
  });
  context.store.listen(strip, 'keydown', (event: KeyboardEvent) => {
    const index = indexOf(event.target);
    if (index < 0) return;
    const target = keyTarget(event.key, index, thumbnails[index]?.tagName === 'BUTTON');
    if (target === undefined) return;
    event.preventDefault();
    // The strip's own keys: the gallery's arrow handling must not move a second time.
    event.stopPropagation();
    if (target === 'previous') thumbnailIndex.previous();
    else if (target === 'next') thumbnailIndex.next();
    else thumbnailIndex.goTo(target);
  });

  mark();
  scrollToActive(false);

  function indexOf(target: EventTarget | null): number {
    const thumbnail = target instanceof Element ? target.closest(THUMBNAIL_SELECTOR) : null;
    return thumbnails.indexOf(thumbnail as HTMLElement);
  }
};

/** What a key does in the strip: a step, an index (-1 is the last), or nothing. */
function keyTarget(
  key: string,
  index: number,
  isButton: boolean,
): 'previous' | 'next' | number | undefined {
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  if (key === 'Home') return 0;
  if (key === 'End') return -1;
  // A native button turns Enter and Space into a click; anything else is selected here.
  if ((key === 'Enter' || key === ' ') && !isButton) return index;
  return undefined;
}

/** Whether assistive technology already has a name for the thumbnail. */
function accessibleName(thumbnail: HTMLElement): boolean {
  if (thumbnail.getAttribute('aria-label')?.trim() || thumbnail.hasAttribute('aria-labelledby'))
    return true;
  if (thumbnail.textContent?.trim()) return true;
  return Array.from(thumbnail.querySelectorAll('img')).some((image) => image.alt.trim() !== '');
}

/** A strip built from the slides when the server rendered none (placed after the viewport). */
function buildStrip({ element, viewport, slides, store }: GalleryContext): HTMLElement {
  const document = element.ownerDocument;
  const strip = document.createElement('div');
  strip.setAttribute('data-part', 'thumbnails');
  for (const slide of slides) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('data-thumbnail', '');
    if (slide.src) {
      const image = document.createElement('img');
      // Text, never markup: the source and size come from attributes the server wrote.
      image.src = slide.src;
      image.alt = '';
      image.width = slide.width;
      image.height = slide.height;
      image.loading = 'lazy';
      image.decoding = 'async';
      button.append(image);
    }
    strip.append(button);
  }
  const after = viewport === element ? null : viewport;
  if (after?.parentElement === element) after.after(strip);
  else element.append(strip);
  store.add(() => strip.remove());
  return strip;
}

/** Roles, labels and the block data's numbers for the stylesheet (the server may have written
 * them already); returns the gap between thumbnails in px. */
function describeStrip(
  { element, options, slides, store }: GalleryContext,
  strip: HTMLElement,
  thumbnails: readonly HTMLElement[],
): number {
  store.attribute(element, 'data-gallery-thumbnails', '');
  store.attribute(strip, 'role', 'group');
  if (!strip.hasAttribute('aria-label') && !strip.hasAttribute('aria-labelledby'))
    store.attribute(strip, 'aria-label', options.labels.thumbnails);
  store.attribute(strip, 'data-square-thumbs', options.squareThumbs ? '' : null);
  // The block data's numbers, for the stylesheet (the server may have written them already).
  const perRow = thumbnailsPerRow(options.thumbnailsPerRow);
  const gap = thumbnailPadding(options.padding);
  store.style(strip, '--gallery-thumbs-per-row', String(perRow));
  store.style(strip, '--gallery-thumb-gap', `${gap}px`);
  if (options.thumbnailStripHeight !== undefined && options.thumbnailStripHeight > 0)
    store.style(strip, '--gallery-thumb-height', `${options.thumbnailStripHeight}px`);
  if (options.thumbnailStripMargin !== undefined && options.thumbnailStripMargin >= 0)
    store.style(strip, '--gallery-thumb-margin', `${options.thumbnailStripMargin}px`);
  thumbnails.forEach((thumbnail, index) => {
    if (thumbnail.tagName !== 'BUTTON' && !thumbnail.matches('a[href]'))
      store.attribute(thumbnail, 'role', 'button');
    if (!accessibleName(thumbnail)) {
      const label = positionLabel(options.labels, index, slides.length, options.labels.thumbnail);
      store.attribute(thumbnail, 'aria-label', label);
    }
  });
  return gap;
}
