/**
 * The image block (spec 002 §2): one responsive image, flagged narrow under 415 px, with an
 * optional lightbox that is the gallery's overlay (loaded on first open).
 *
 *   <figure data-block="image" data-block-config='{"lightbox":true}'>
 *     <img data-src="/images/dunes.jpg" data-image-dimensions="1600x1067" alt="Dunes">
 *     <figcaption>Dunes at dawn</figcaption>
 *   </figure>
 */
import { type BlockContext, type Destroy, readBlockConfig } from '@tessera/runtime';
import { type ImageConfig, parseDimensions } from './image-config';
import { loadImage } from './load-image';
import { loadWhenNear } from './load-when-near';
import { MESSAGE_PREFIX } from './messages';
import { watchNarrow } from './narrow-flag';
import { readImageConfig } from './read-image-config';
import { waitForImageNode } from './wait-for-image-node';
import { watchOpenIntent } from './watch-open-intent';

export interface ImageBlockConfig extends Partial<ImageConfig> {
  /** Open the image in the lightbox on click, Enter or Space. Default false. */
  lightbox?: boolean;
  /** spec 001 §3: light or dark; anything else is dark. */
  lightboxTheme?: string;
}

/** The image as a lightbox item. */
export interface LightboxImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
  meta?: string;
}

/** The lightbox entry the block calls; a module so the overlay loads only on first open. */
export interface LightboxOpener {
  openLightbox(request: {
    items: LightboxImage[];
    index: number;
    options?: { theme?: string };
    returnFocus?: HTMLElement;
  }): unknown;
  /** Fetches the overlay and the picture ahead of the click (on hover, press or focus). */
  warmLightbox?(item: LightboxImage): void;
  /** Stops the picture warmed for a press that became a scroll. */
  cancelWarmLightbox?(item: LightboxImage): void;
}

let loadLightbox = (): Promise<LightboxOpener> =>
  import('@tessera/gallery/lightbox') as Promise<LightboxOpener>;

/** For tests and hosts that bring their own overlay. */
export function setLightboxLoader(loader: () => Promise<LightboxOpener>): void {
  loadLightbox = loader;
}

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  const block = readBlockConfig<ImageBlockConfig>(element) ?? {};
  const { lightbox, lightboxTheme, ...imageOptions } = block;
  const cleanups: (() => void)[] = [];
  const aborter = new AbortController();
  cleanups.push(() => aborter.abort());
  let image: HTMLImageElement | undefined;
  let loading = false;
  let resizedWhileLoading = false;

  // One load at a time: a resize while one is in flight is answered once it has settled,
  // so a block that grew meanwhile still gets its larger source (spec 001 §4: upgrade only).
  const load = (img: HTMLImageElement) => {
    image = img;
    if (loading) {
      resizedWhileLoading = true;
      return;
    }
    loading = true;
    void loadImage(img, { config: imageOptions }).then(() => {
      loading = false;
      if (!resizedWhileLoading || aborter.signal.aborted) return;
      resizedWhileLoading = false;
      load(img);
    });
  };

  cleanups.push(
    watchNarrow(element, () => {
      if (image) load(image);
    }),
  );

  waitForImageNode(() => element.querySelector('img'), { signal: aborter.signal })
    .then((img) => {
      // Destroyed before the node was found (or in the same task): bind nothing.
      if (aborter.signal.aborted) return;
      const { config } = readImageConfig(img, imageOptions);
      if (config.load === true) load(img);
      else if (config.load === 'viewport') cleanups.push(loadWhenNear([img], () => load(img)));
      if (lightbox === true) {
        cleanups.push(bindLightbox(element, img, imageOptions, lightboxTheme, aborter.signal));
      }
    })
    .catch((error: Error) => {
      if (!aborter.signal.aborted) console.warn(MESSAGE_PREFIX, error.message, element);
    });

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}

function bindLightbox(
  element: HTMLElement,
  img: HTMLImageElement,
  imageOptions: Partial<ImageConfig>,
  theme: string | undefined,
  destroyed: AbortSignal,
): () => void {
  const undoButton = makeButton(img);
  const item = (): LightboxImage => {
    // The same config the block loads with, so a block-level source or size is shown too.
    const { config } = readImageConfig(img, imageOptions);
    // A size read on load (no dimensions in markup) is written back as data-image-dimensions.
    const dimensions =
      config.dimensions ?? parseDimensions(img.getAttribute('data-image-dimensions'));
    const caption = element.querySelector('figcaption')?.textContent?.trim();
    return {
      src: config.source,
      alt: img.alt,
      ...(dimensions ? { width: dimensions.width, height: dimensions.height } : {}),
      ...(caption ? { meta: caption } : {}),
    };
  };
  const open = () => {
    void loadLightbox()
      .then((module) => {
        // The block was destroyed while the overlay chunk was on its way.
        if (destroyed.aborted) return;
        module.openLightbox({
          items: [item()],
          index: 0,
          options: theme === undefined ? {} : { theme },
          returnFocus: img,
        });
      })
      .catch((error: Error) => console.warn(MESSAGE_PREFIX, error.message));
  };
  // Open intent (a pointer resting on the image, a press, focus) comes well before the click:
  // the overlay and the large picture are fetched then, once (the entry keeps what it warmed).
  const withEntry = (use: (module: LightboxOpener) => void) =>
    void loadLightbox()
      .then((module) => {
        if (!destroyed.aborted) use(module);
      })
      .catch(() => {
        // Reported by the click, which fetches again.
      });
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    open();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  img.addEventListener('click', onClick);
  img.addEventListener('keydown', onKey);
  const stopWatching = watchOpenIntent(img, {
    onIntent: () => withEntry((module) => module.warmLightbox?.(item())),
    onCancel: () => withEntry((module) => module.cancelWarmLightbox?.(item())),
  });
  return () => {
    stopWatching();
    img.removeEventListener('click', onClick);
    img.removeEventListener('keydown', onKey);
    undoButton();
  };
}

/**
 * The image becomes a button for the keyboard and assistive technology (WAI-ARIA button
 * pattern): focusable, role button, opening a dialog. Attributes the markup set are kept;
 * returns the undo, which restores the markup's own.
 */
function makeButton(img: HTMLImageElement): () => void {
  const before = ['tabindex', 'role', 'aria-haspopup'].map(
    (name) => [name, img.getAttribute(name)] as const,
  );
  if (!img.hasAttribute('tabindex')) img.tabIndex = 0;
  if (!img.hasAttribute('role')) img.setAttribute('role', 'button');
  img.setAttribute('aria-haspopup', 'dialog');
  return () => {
    for (const [name, value] of before) {
      if (value === null) img.removeAttribute(name);
      else img.setAttribute(name, value);
    }
  };
}
