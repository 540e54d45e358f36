/**
 * A gallery's slide images and captions, loaded as a chunk of its own by the slide-content
 * plugin (plugins/slide-content.ts).
 *
 * Images (spec 001 §4 "Image loading", §9): each image slide with a `data-src` (on the slide or on
 * its img) loads through @tessera/media's image queue and loader: the width its box needs, a
 * srcset, its focal point; 16 at a time on desktop, 1 on mobile. The static designs load the
 * slides that come within 200 px of the viewport (by viewport). The designs with a current slide
 * start once the gallery comes within 200 px of the viewport and load the current slide (the
 * carousel: its group) and one more on each side (preload 1; a group for the carousel), nearest
 * the current index first (by proximity); more follow as the index moves. `lazyLoad: false`
 * loads every image at once. `auto-crop` (default true) crops to the box around the focal point;
 * false fits the whole image in it. A larger box after a resize upgrades the source.
 *
 * Captions (spec 001 §9 "Meta overflow"): a caption taller than 90 % of its slide is cut to 40 %
 * of it (gallery.css, `data-meta-overflow`) and scrolls; it becomes focusable so keys scroll it.
 * A figure slide with a figcaption keeps its own role (ARIA in HTML allows it no other).
 *
 * Every attribute written is restored on destroy (the block kit's rule).
 */
import { createImageQueue, type ImageConfig, loadImage, loadWhenNear } from '@tessera/media';
import type { GalleryContext } from './engine';
import type { Slide } from './read-slides';

/** spec 001 §9: stacked and strip preload 1 (slides on each side of the current one). */
export const GALLERY_PRELOAD = 1;
/** spec 001 §9 "Meta overflow": a caption over 90 % of its slide is set to 40 % of it. */
export const META_OVERFLOW_LIMIT = 0.9;
export const META_OVERFLOW_HEIGHT = 0.4;

/** What the media loader may write on an img: kept, so destroy restores the server's. */
const WRITTEN = [
  'src',
  'srcset',
  'sizes',
  'width',
  'height',
  'style',
  'data-image-state',
  'data-image-resolution',
  'data-image-size-read',
];

interface SlideImage {
  img: HTMLImageElement;
  config: Partial<ImageConfig>;
}

export function startSlideContent(context: GalleryContext): void {
  loadSlideImages(context);
  fitCaptions(context);
}

/** The slide's image to load, or undefined (a video, no img, no `data-src`). */
function slideImage(slide: Slide, autoCrop: boolean): SlideImage | undefined {
  const img = slide.element.querySelector('img');
  const source = slide.element.getAttribute('data-src') ?? img?.getAttribute('data-src');
  if (slide.type !== 'image' || !img || !source) return undefined;
  const config: Partial<ImageConfig> = {
    source,
    cropMode: autoCrop ? 'cover' : 'contain',
    focalPoint: slide.focalPoint,
  };
  // readSlides gives 1x1 for a slide without a size: the loader then reads it on load.
  if (slide.width !== 1 || slide.height !== 1) {
    config.dimensions = { width: slide.width, height: slide.height };
  }
  return { img, config };
}

function loadSlideImages(context: GalleryContext): void {
  const { slides, options, store } = context;
  const images = slides.map((slide) => slideImage(slide, options.autoCrop));
  if (!images.some(Boolean)) return;
  const lazy = options.lazyLoad !== false;
  const load = (image: SlideImage) => loadImage(image.img, { config: image.config });
  const queue = createImageQueue({
    total: slides.length,
    order: lazy ? 'viewport' : 'proximity',
    ...(lazy ? {} : { concurrency: slides.length }),
    loop: options.loop,
    load(index) {
      const image = images[index];
      if (!image) return Promise.resolve();
      for (const name of WRITTEN) store.attribute(image.img, name, image.img.getAttribute(name));
      return load(image);
    },
  });
  store.add(() => queue.destroy());
  // A box that grew (a resize) gets a larger source; a smaller one keeps what it has.
  store.add(
    context.emitter.on('layout', () => {
      for (const image of images) {
        if (image?.img.getAttribute('data-image-state') === 'loaded') void load(image);
      }
    }),
  );
  if (!lazy) return;
  if (!context.interactive) {
    const indexOf = new Map(slides.map((slide) => [slide.element as Element, slide.index]));
    const near = slides.filter((slide) => images[slide.index]).map((slide) => slide.element);
    store.add(loadWhenNear(near, (element) => queue.setVisible(indexOf.get(element) ?? -1, true)));
    return;
  }
  let near = false;
  const want = () => {
    if (!near) return;
    const perRow = context.perRow();
    const count = slides.length;
    const first = Math.max(0, Math.min(context.slideIndex.index * perRow, count - perRow));
    queue.setCurrentIndex(first);
    const reach = GALLERY_PRELOAD * perRow;
    for (let offset = -reach; offset < perRow + reach; offset++) {
      const index = first + offset;
      queue.setVisible(options.loop ? ((index % count) + count) % count : index, true);
    }
  };
  context.onState.add(want);
  store.add(() => context.onState.delete(want));
  store.add(
    loadWhenNear([context.element], () => {
      near = true;
      want();
    }),
  );
}

/** spec 001 §9 "Meta overflow", checked now and after every layout (a resize). */
function fitCaptions(context: GalleryContext): void {
  const captions = context.slides.flatMap((slide) => {
    const caption = slide.element.querySelector<HTMLElement>('figcaption,[data-slide-meta]');
    return caption
      ? [{ slide: slide.element, caption, tabindex: caption.getAttribute('tabindex') }]
      : [];
  });
  if (captions.length === 0) return;
  // A figure with a caption may have no role but its own (ARIA in HTML), which groups too: the
  // carousel pattern's role="group" goes (its slide description and label stay).
  for (const { slide } of captions) {
    if (slide.matches('figure[role="group"]')) context.store.attribute(slide, 'role', null);
  }
  const fit = () => {
    for (const { slide, caption, tabindex } of captions) {
      const room = slide.clientHeight;
      if (!room) continue;
      const cut = caption.hasAttribute('data-meta-overflow');
      const height = cut ? caption.scrollHeight : caption.offsetHeight;
      const over = height > META_OVERFLOW_LIMIT * room;
      if (over === cut) continue;
      context.store.attribute(caption, 'data-meta-overflow', over ? '' : null);
      context.store.attribute(caption, 'tabindex', over ? (tabindex ?? '0') : tabindex);
    }
  };
  fit();
  context.store.add(context.emitter.on('layout', fit));
}
