/**
 * Lightbox items (spec 001 §3 "Lightbox item: content and meta") and how they are read from
 * slide markup (spec 001 §3 slide attributes): data-type, data-slide-id, data-slide-url,
 * data-src, data-image-dimensions, data-image-focal-point, the img's alt, and a caption.
 */
import { parseDimensions } from '@tessera/media';

export interface LightboxItem {
  /** 'image' (default) or 'video'. */
  type?: 'image' | 'video';
  /** Image source (the original; the lightbox asks the spec's widths of it). */
  src: string;
  alt?: string;
  /** Intrinsic size, when known; read on load otherwise. */
  width?: number;
  height?: number;
  /** Caption text (the item's meta). */
  meta?: string;
  /** spec 001 §2: the item id written to and read from the address. */
  id?: string;
  /** spec 001 §2: the slide url, also matched as an item id. */
  url?: string;
  /** A small image for the thumbnail strip; default: src at the smallest width. */
  thumbnail?: string;
  /** For video slides: the embed address (an iframe src, http or https). */
  videoUrl?: string;
}

/** Only http(s) embeds run in the lightbox: a javascript: or data: url never does. */
export function safeVideoUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, globalThis.location?.href ?? 'http://localhost/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads one slide element. The slide may be the img itself, a link to the large image
 * (`<a href="large.jpg">`, the PhotoSwipe convention), or a wrapper holding either.
 */
export function itemFromElement(slide: Element): LightboxItem | undefined {
  const item = readSlideElement(slide);
  return item.src || item.videoUrl ? item : undefined;
}

/** Everything the markup says about a slide, even without a source (the engine may have one). */
function readSlideElement(slide: Element): LightboxItem {
  const img = slide.tagName === 'IMG' ? slide : slide.querySelector('img');
  const link = slide.tagName === 'A' ? slide : slide.querySelector('a[href]');
  const attribute = (name: string) =>
    slide.getAttribute(name) ?? img?.getAttribute(name) ?? link?.getAttribute(name) ?? null;
  const iframe = slide.querySelector('iframe');
  const videoUrl = safeVideoUrl(attribute('data-video-url') ?? iframe?.getAttribute('src'));
  const explicitType = attribute('data-type');
  const type: 'image' | 'video' =
    explicitType === 'video' || (explicitType !== 'image' && videoUrl) ? 'video' : 'image';
  const href = link?.getAttribute('href');
  const src =
    slide.getAttribute('data-src') ??
    (href && !href.startsWith('#') ? href : null) ??
    img?.getAttribute('data-src') ??
    img?.getAttribute('src') ??
    '';
  const item: LightboxItem = { type, src };
  const dimensions = parseDimensions(attribute('data-image-dimensions'));
  if (dimensions) Object.assign(item, dimensions);
  const alt = img?.getAttribute('alt');
  if (alt) item.alt = alt;
  const caption =
    slide.querySelector('figcaption, [data-slide-meta], .meta')?.textContent?.trim() ??
    attribute('data-caption') ??
    undefined;
  if (caption) item.meta = caption;
  const id = attribute('data-slide-id');
  if (id) item.id = id;
  const url = attribute('data-slide-url');
  if (url) item.url = url;
  const thumbnail = img?.getAttribute('data-src') ?? img?.getAttribute('src');
  if (thumbnail && thumbnail !== src) item.thumbnail = thumbnail;
  if (videoUrl) item.videoUrl = videoUrl;
  return item;
}

const textFields = ['src', 'alt', 'meta', 'id', 'url', 'thumbnail'] as const;

/**
 * An item from slide data: a LightboxItem, or the gallery engine's slide record (which carries
 * its element), the record's defined fields over what its element's markup says.
 */
function itemFromData(slide: Record<string, unknown>): LightboxItem | undefined {
  const element = slide.element;
  const item: LightboxItem =
    typeof Element !== 'undefined' && element instanceof Element
      ? readSlideElement(element)
      : { src: '' };
  for (const field of textFields) {
    const value = slide[field];
    if (typeof value === 'string' && value !== '') item[field] = value;
  }
  for (const field of ['width', 'height'] as const) {
    const value = slide[field];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) item[field] = value;
  }
  if (slide.type === 'image' || slide.type === 'video') item.type = slide.type;
  const videoUrl = safeVideoUrl(typeof slide.videoUrl === 'string' ? slide.videoUrl : undefined);
  if (videoUrl) item.videoUrl = videoUrl;
  return item;
}

/** Items from slides given as data, elements, or both; unreadable slides are dropped. */
export function toItems(slides: readonly (LightboxItem | Element | object)[]): LightboxItem[] {
  const items: LightboxItem[] = [];
  for (const slide of slides) {
    if (!slide || typeof slide !== 'object') continue;
    const item =
      typeof Element !== 'undefined' && slide instanceof Element
        ? itemFromElement(slide)
        : itemFromData(slide as Record<string, unknown>);
    if (item && (item.src || item.videoUrl)) items.push(item);
  }
  return items;
}
