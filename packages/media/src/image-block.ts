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

export interface ImageBlockConfig extends Partial<ImageConfig> {
  /** Open the image in the lightbox on click, Enter or Space. Default false. */
  lightbox?: boolean;
  /** spec 001 §3: light or dark; anything else is dark. */
  lightboxTheme?: string;
}

/** The lightbox entry the block calls; a module so the overlay loads only on first open. */
export interface LightboxOpener {
  openLightbox(request: {
    items: {
      src: string;
      alt?: string;
      width?: number;
      height?: number;
      meta?: string;
    }[];
    index: number;
    options?: { theme?: string };
    returnFocus?: HTMLElement;
  }): unknown;
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
  let loaded = false;

  cleanups.push(
    watchNarrow(element, () => {
      // A wider box may need a larger source (upgrade only, spec 001 §4).
      const img = element.querySelector('img');
      if (loaded && img) void loadImage(img, { config: imageOptions });
    }),
  );

  waitForImageNode(() => element.querySelector('img'), { signal: aborter.signal })
    .then((img) => {
      const { config } = readImageConfig(img, imageOptions);
      const start = () => {
        loaded = true;
        void loadImage(img, { config: imageOptions });
      };
      if (config.load === true) start();
      else if (config.load === 'viewport') cleanups.push(loadWhenNear([img], start));
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
  img.tabIndex = 0;
  img.setAttribute('role', 'button');
  img.setAttribute('aria-haspopup', 'dialog');
  const open = () => {
    // The same config the block loads with, so a block-level source or size is shown too.
    const { config } = readImageConfig(img, imageOptions);
    // A size read on load (no dimensions in markup) is written back as data-image-dimensions.
    const dimensions =
      config.dimensions ?? parseDimensions(img.getAttribute('data-image-dimensions'));
    const caption = element.querySelector('figcaption')?.textContent?.trim();
    void loadLightbox()
      .then((module) => {
        // The block was destroyed while the overlay chunk was on its way.
        if (destroyed.aborted) return;
        module.openLightbox({
          items: [
            {
              src: config.source,
              alt: img.alt,
              ...(dimensions ? { width: dimensions.width, height: dimensions.height } : {}),
              ...(caption ? { meta: caption } : {}),
            },
          ],
          index: 0,
          options: theme === undefined ? {} : { theme },
          returnFocus: img,
        });
      })
      .catch((error: Error) => console.warn(MESSAGE_PREFIX, error.message));
  };
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
  return () => {
    img.removeEventListener('click', onClick);
    img.removeEventListener('keydown', onKey);
    img.removeAttribute('role');
    img.removeAttribute('tabindex');
    img.removeAttribute('aria-haspopup');
  };
}
