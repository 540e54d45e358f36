/**
 * Loads one img per its image config (spec 001 §4 "Image loading"): picks the width for the
 * rendered box × pixel ratio, writes src, srcset and sizes (so the browser can choose too),
 * positions the picture (focal point for cover), and marks the element while it loads:
 * data-image-state="loading", then "loaded" (or "error"). A larger box later upgrades the
 * source; a smaller or equal one keeps it. An image already loading is skipped unless the
 * config allows concurrent loads.
 */
import { chooseImageWidth, paintedWidth } from './choose-image-width';
import type { ImageConfig } from './image-config';
import type { ImageUrlBuilder } from './image-loader';
import { siteImageLoader } from './image-loader-setting';
import { buildSrcset, imageUrl } from './image-url';
import { MESSAGE_PREFIX, mediaMessages } from './messages';
import { announceNaturalSize, readNaturalSize } from './natural-size';
import { coverBox, objectFit, objectPosition } from './object-position';
import { readImageConfig } from './read-image-config';

export type ImageLoadResult = 'loaded' | 'kept' | 'skipped' | 'error';

/** What the loader reads from the environment; injected in tests (the Floating UI way). */
export interface LoadEnvironment {
  devicePixelRatio: number;
  saveData: boolean;
}

export interface LoadImageOptions {
  /** Fields over those read from the element's attributes. */
  config?: Partial<ImageConfig>;
  environment?: Partial<LoadEnvironment>;
}

/** The data attribute that carries the loading marks. */
export const IMAGE_STATE_ATTRIBUTE = 'data-image-state';
/** The width (from the spec's list) currently requested for the element. */
export const IMAGE_RESOLUTION_ATTRIBUTE = 'data-image-resolution';

/** Marks data-image-dimensions as read from a loaded rendition rather than given in markup. */
const SIZE_READ_ATTRIBUTE = 'data-image-size-read';

export function readEnvironment(): LoadEnvironment {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)
    ?.connection;
  return {
    devicePixelRatio: globalThis.devicePixelRatio || 1,
    saveData: connection?.saveData === true,
  };
}

function isValidSource(source: string): boolean {
  // A blank source would resolve to the page itself: the HTML fetched as a picture.
  if (!source.trim()) return false;
  try {
    new URL(source, 'http://localhost/');
    return !/^\s*javascript:/i.test(source);
  } catch {
    return false;
  }
}

function measureBox(img: HTMLImageElement): { width: number; height: number } {
  const own = img.getBoundingClientRect();
  if (own.width > 0 && own.height > 0) return own;
  const parent = img.parentElement?.getBoundingClientRect();
  return { width: own.width || parent?.width || 0, height: own.height || parent?.height || 0 };
}

function whenSettled(img: HTMLImageElement): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => () => {
      img.removeEventListener('load', onLoad);
      img.removeEventListener('error', onError);
      resolve(ok);
    };
    const onLoad = done(true);
    const onError = done(false);
    img.addEventListener('load', onLoad);
    img.addEventListener('error', onError);
  });
}

export function loadImage(img: Element, options: LoadImageOptions = {}): Promise<ImageLoadResult> {
  if (!(img instanceof HTMLImageElement)) throw new TypeError(mediaMessages.notAnImg);
  const { config, problems } = readImageConfig(img, options.config);
  for (const problem of problems) console.warn(MESSAGE_PREFIX, problem);
  const environment = { ...readEnvironment(), ...options.environment };

  // LCP: the server's priority image is in the HTML with its src; the browser fetched it before
  // any script ran, and a second address would fetch it twice.
  if (isPriorityImage(img)) return settleServed(img);
  if (!isValidSource(config.source)) {
    console.warn(MESSAGE_PREFIX, mediaMessages.invalidSource, img);
    img.setAttribute(IMAGE_STATE_ATTRIBUTE, 'error');
    return Promise.resolve('error');
  }
  if (img.getAttribute(IMAGE_STATE_ATTRIBUTE) === 'loading' && !config.allowConcurrentLoads) {
    return Promise.resolve('skipped');
  }
  const loader = imageLoaderFor(img, config);
  if (typeof loader === 'function') return loadWith(img, config, environment, loader);
  return loader.then((url) => loadWith(img, config, environment, url));
}

/** The load itself, once the image's loader is known: the width, the sources, the marks. */
function loadWith(
  img: HTMLImageElement,
  config: ImageConfig,
  environment: LoadEnvironment,
  loader: ImageUrlBuilder | null,
): Promise<ImageLoadResult> {
  const box = measureBox(img);
  const request = {
    boxWidth: box.width,
    boxHeight: box.height,
    dimensions: config.dimensions,
    cropMode: config.cropMode,
    devicePixelRatio: environment.devicePixelRatio,
    dprMin: config.dprMin,
    dprMax: config.dprMax,
    saveData: environment.saveData,
    allowSaveData: config.allowSaveData,
    sizeAdjustment: config.sizeAdjustment,
    // A size read on load is a rendition's, so it gives the ratio but not the original's cap.
    stretch: config.stretch || img.hasAttribute(SIZE_READ_ATTRIBUTE),
  };
  const width = chooseImageWidth(request);
  const current = Number(img.getAttribute(IMAGE_RESOLUTION_ATTRIBUTE)) || 0;
  // spec 001 §4: upgraded only if the new size is larger than the current resolution; with no
  // loader there is one address only, so the first load is the last.
  if ((width <= current || (!loader && current)) && !config.forceImageUpdate) {
    return Promise.resolve('kept');
  }

  applyPlacement(img, config, box);
  const sizes = `${Math.max(1, Math.round(paintedWidth(request)))}px`;
  writeSources(img, config.source, width, loader, sizes);
  img.setAttribute(IMAGE_RESOLUTION_ATTRIBUTE, String(width));
  img.setAttribute(IMAGE_STATE_ATTRIBUTE, 'loading');
  const settled = whenSettled(img);
  img.src = loader ? loader(config.source, width) : config.source;
  return settled.then((ok) => afterLoad(img, config, ok));
}

/** An img the server marked as the page's priority image (fetchpriority="high") with a src. */
export function isPriorityImage(img: HTMLImageElement): boolean {
  return img.getAttribute('fetchpriority')?.toLowerCase() === 'high' && !!img.getAttribute('src');
}

/** A served image's state: loaded (or error) once the browser has it; nothing else is written. */
function settleServed(img: HTMLImageElement): Promise<ImageLoadResult> {
  const state = (ok: boolean): ImageLoadResult => {
    img.setAttribute(IMAGE_STATE_ATTRIBUTE, ok ? 'loaded' : 'error');
    return ok ? 'loaded' : 'error';
  };
  if (img.complete) return Promise.resolve(state(img.naturalWidth > 0));
  img.setAttribute(IMAGE_STATE_ATTRIBUTE, 'loading');
  return whenSettled(img).then(state);
}

/**
 * The image's loader: its config's, else the site's, else Tessera's. Tessera's own convention
 * needs no loader code; any other setting fetches it (once: the module is cached), so a page
 * on the default pays nothing for the CDN templates. A refused setting is none.
 */
function imageLoaderFor(
  img: HTMLImageElement,
  config: ImageConfig,
): ImageUrlBuilder | Promise<ImageUrlBuilder | null> {
  const doc = img.ownerDocument;
  const setting = (config.imageLoader || siteImageLoader(doc) || '').trim();
  if (setting === '' || setting === 'tessera') {
    return (source, width) => imageUrl(source, width, config.sizeFormat);
  }
  return import('./image-loader').then(({ imageLoaderOf }) =>
    imageLoaderOf(img, setting, config.sizeFormat, !config.imageLoader),
  );
}

/** srcset and sizes: the loader's widths, or (no loader) the markup's data-srcset and data-sizes. */
function writeSources(
  img: HTMLImageElement,
  source: string,
  width: number,
  loader: ImageUrlBuilder | null,
  sizes: string,
): void {
  if (loader) {
    img.setAttribute('sizes', sizes);
    img.setAttribute('srcset', buildSrcset(source, width, loader));
    return;
  }
  const ownSrcset = img.getAttribute('data-srcset');
  if (ownSrcset === null) return;
  img.setAttribute('sizes', img.getAttribute('data-sizes') ?? sizes);
  img.setAttribute('srcset', ownSrcset);
}

function afterLoad(img: HTMLImageElement, config: ImageConfig, ok: boolean): ImageLoadResult {
  if (!ok) {
    img.setAttribute(IMAGE_STATE_ATTRIBUTE, 'error');
    img.removeAttribute(IMAGE_RESOLUTION_ATTRIBUTE);
    return 'error';
  }
  img.setAttribute(IMAGE_STATE_ATTRIBUTE, 'loaded');
  if (!config.dimensions) {
    try {
      const size = readNaturalSize(img);
      img.setAttribute(SIZE_READ_ATTRIBUTE, '');
      announceNaturalSize(img, size);
      if (!img.hasAttribute('width')) img.setAttribute('width', String(size.width));
      if (!img.hasAttribute('height')) img.setAttribute('height', String(size.height));
    } catch (error) {
      // An SVG without intrinsic size has none to announce.
      console.warn(MESSAGE_PREFIX, (error as Error).message, img);
    }
  }
  if (config.useBgImage && img.parentElement) {
    img.parentElement.style.backgroundImage = `url("${img.currentSrc || img.src}")`;
  }
  return 'loaded';
}

/** Writes intrinsic size, crop and focal point before the fetch, so nothing shifts after. */
function applyPlacement(
  img: HTMLImageElement,
  config: ImageConfig,
  box: { width: number; height: number },
): void {
  const { dimensions } = config;
  if (dimensions) {
    if (!img.hasAttribute('width')) img.setAttribute('width', String(dimensions.width));
    if (!img.hasAttribute('height')) img.setAttribute('height', String(dimensions.height));
    if (config.fixedRatio) img.style.aspectRatio = `${dimensions.width} / ${dimensions.height}`;
  }
  const position = objectPosition(config.cropMode, config.focalPoint, config.fitAlignment);
  if (config.useBgImage && img.parentElement) {
    const parent = img.parentElement.style;
    parent.backgroundSize = config.cropMode === 'none' ? 'auto' : config.cropMode;
    parent.backgroundPosition = position;
    parent.backgroundRepeat = 'no-repeat';
    img.style.opacity = '0';
    return;
  }
  if (config.useAdvancedPositioning && config.cropMode === 'cover' && dimensions) {
    const placed = coverBox(box, dimensions, config.focalPoint);
    Object.assign(img.style, {
      position: 'absolute',
      maxWidth: 'none',
      left: `${placed.left}px`,
      top: `${placed.top}px`,
      width: `${placed.width}px`,
      height: `${placed.height}px`,
    });
    return;
  }
  img.style.objectFit = objectFit(config.cropMode);
  img.style.objectPosition = position;
}
