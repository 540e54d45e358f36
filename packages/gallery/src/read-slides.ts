/**
 * Slide attributes (spec 001 §3 "Slide attributes"): data-type (image or video, inferred from a
 * video wrapper, default image), data-slide-id, data-slide-url, data-click-through-url, data-src,
 * data-image-dimensions ('widthxheight'), data-image-focal-point ('x,y' fractions).
 */

/** Marks a slide element in the server markup. */
const SLIDE_SELECTOR = '[data-slide]';
/** What counts as a video wrapper inside a slide. */
const VIDEO_WRAPPER_SELECTOR = '[data-part="video"], .video-wrapper, video, iframe';

export interface Slide {
  index: number;
  element: HTMLElement;
  type: 'image' | 'video';
  id: string | undefined;
  url: string | undefined;
  clickThroughUrl: string | undefined;
  src: string | undefined;
  /** Intrinsic size; from data-image-dimensions, else the img's width and height attributes. */
  width: number;
  height: number;
  focalPoint: { x: number; y: number };
  alt: string;
}

/** 'widthxheight' to numbers; undefined unless both are positive numbers. */
export function parseDimensions(
  value: string | null | undefined,
): { width: number; height: number } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** 'x,y' fractions, each clamped to 0-1; the centre (0.5, 0.5) when missing or bad. */
export function parseFocalPoint(value: string | null | undefined): { x: number; y: number } {
  const parts = (value ?? '').split(',').map((part) => Number(part.trim()));
  const [x, y] = parts;
  if (parts.length !== 2 || !Number.isFinite(x) || !Number.isFinite(y) || value?.trim() === '') {
    return { x: 0.5, y: 0.5 };
  }
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(x as number), y: clamp(y as number) };
}

function attribute(element: Element, name: string): string | undefined {
  const value = element.getAttribute(name);
  return value === null || value === '' ? undefined : value;
}

function readSlide(element: HTMLElement, index: number): Slide {
  const declared = element.getAttribute('data-type');
  const type =
    declared === 'image' || declared === 'video'
      ? declared
      : element.querySelector(VIDEO_WRAPPER_SELECTOR)
        ? 'video'
        : 'image';
  const image = element.querySelector('img');
  const size = parseDimensions(element.getAttribute('data-image-dimensions')) ??
    parseDimensions(
      image ? `${image.getAttribute('width')}x${image.getAttribute('height')}` : null,
    ) ?? {
      width: 1,
      height: 1,
    };
  return {
    index,
    element,
    type,
    id: attribute(element, 'data-slide-id'),
    url: attribute(element, 'data-slide-url'),
    clickThroughUrl: attribute(element, 'data-click-through-url'),
    src: attribute(element, 'data-src') ?? image?.getAttribute('src') ?? undefined,
    width: size.width,
    height: size.height,
    focalPoint: parseFocalPoint(element.getAttribute('data-image-focal-point')),
    alt: image?.getAttribute('alt') ?? '',
  };
}

/** The block's slides, in document order (nested galleries' slides excluded). */
export function readSlides(block: HTMLElement): Slide[] {
  return Array.from(block.querySelectorAll<HTMLElement>(SLIDE_SELECTOR))
    .filter(
      (element) =>
        element.closest('[data-block="gallery"]') === block ||
        !block.matches('[data-block="gallery"]'),
    )
    .map(readSlide);
}
