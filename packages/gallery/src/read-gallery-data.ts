/**
 * Block data (spec 001 §3 "Gallery block data"): the JSON of the block's data-block-config
 * attribute (or a child <script type="application/json" data-block-config>), else inherited from
 * the nearest plain ancestor that carries data-block-config. Undecodable data logs 'Error
 * decoding gallery block data' (spec 001 §8) and the block stays as the server rendered it.
 */
import { autoplayTimeout } from './autoplay-rules';
import { parseColumnWidth } from './layouts/column-count';
import { normaliseStripAlignment } from './layouts/strip';
import type { AspectSetting } from './layouts/types';
import { DECODE_ERROR, EVALUATE_ERROR } from './messages';
import type { GalleryOptions } from './options';

const ATTRIBUTE = 'data-block-config';

/** Raw block data, as the server writes it. */
export type GalleryBlockData = Record<string, unknown>;

function configText(element: Element): string | null {
  const own = element.getAttribute(ATTRIBUTE);
  if (own !== null) return own;
  for (const child of Array.from(element.children)) {
    if (child.tagName === 'SCRIPT' && child.hasAttribute(ATTRIBUTE)) return child.textContent ?? '';
  }
  // Inherited node data: a wrapper (not another block) that carries the data for its galleries.
  const holder = element.parentElement?.closest(`[${ATTRIBUTE}]:not([data-block])`);
  return holder ? holder.getAttribute(ATTRIBUTE) : null;
}

/** The block data, `{}` when there is none, or undefined (logged) when it cannot be read. */
export function readGalleryData(element: Element): GalleryBlockData | undefined {
  const text = configText(element);
  if (text === null || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // A warning, as for every block's unreadable configuration (the block kit's conformance).
    console.warn(DECODE_ERROR, element, error);
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    console.warn(EVALUATE_ERROR, element, value);
    return undefined;
  }
  return value as GalleryBlockData;
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A number (width ÷ height), 'w:h', or the word Auto (any case). */
export function parseAspectSetting(value: unknown): AspectSetting | undefined {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return 'auto';
  if (typeof value === 'string' && value.includes(':')) {
    const [width, height] = value.split(':').map(Number);
    if (width && height && width > 0 && height > 0) return width / height;
    return undefined;
  }
  const number = toNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}

/** Block data to options. Bad values are dropped (the default applies) with a console warning. */
export function galleryOptionsFromData(data: GalleryBlockData): Partial<GalleryOptions> {
  const options: Partial<GalleryOptions> = {};
  if (typeof data.design === 'string') options.design = data.design as GalleryOptions['design'];
  const set = <K extends keyof GalleryOptions>(key: K, value: GalleryOptions[K] | undefined) => {
    if (value !== undefined) options[key] = value;
  };
  set('imageAspectRatio', parseAspectSetting(data.imageAspectRatio));
  set('aspectRatio', parseAspectSetting(data.aspectRatio));
  set('slidesPerRow', toNumber(data.slidesPerRow));
  set('lightbox', toBoolean(data.lightbox));
  if (data.lightboxTheme !== undefined) {
    options.lightboxTheme = data.lightboxTheme === 'light' ? 'light' : 'dark';
  }
  set('mixedContent', toBoolean(data.mixedContent));
  if (data.columnWidth !== undefined) {
    try {
      options.columnWidth = parseColumnWidth(data.columnWidth);
    } catch (error) {
      console.warn(`[tessera] gallery: ${(error as Error).message}`);
    }
  }
  set('gutter', toNumber(data.gutter));
  set('listImageSize', toNumber(data.listImageSize));
  set('vSize', toNumber(data.vSize));
  if (data['active-alignment'] !== undefined) {
    options.activeAlignment = normaliseStripAlignment(data['active-alignment']);
  }
  set('thumbnailsPerRow', toNumber(data['thumbnails-per-row']));
  set('squareThumbs', toBoolean(data['square-thumbs']));
  set('autoCrop', toBoolean(data['auto-crop']));
  set('autoplay', toBoolean(data.autoplay));
  if (data['autoplay-duration'] !== undefined) {
    options.autoplayTimeout = autoplayTimeout(data['autoplay-duration']);
  }
  set('thumbnails', toBoolean(data.thumbnails));
  set('thumbnailStripHeight', toNumber(data['thumbnail-strip-height']));
  set('thumbnailStripMargin', toNumber(data['thumbnail-strip-margin']));
  set('padding', toNumber(data.padding));
  if (typeof data['meta-position'] === 'string') options.metaPosition = data['meta-position'];
  return options;
}
