/**
 * Lazy loading (spec 001 §4): run `load` once an element comes within 200 px of the viewport;
 * without IntersectionObserver, at once (and then the native loading="lazy" attribute, where
 * the browser has it, still defers the fetch). Returns the cleanup.
 */
import { LAZY_LOAD_MARGIN_PX } from './constants';
import { isPriorityImage } from './load-image';

export interface NearViewportOptions {
  /** Margin around the viewport, px. Default 200 (spec 001 §9). */
  margin?: number;
  /** For tests and non-window roots. Default globalThis.IntersectionObserver. */
  IntersectionObserver?: typeof IntersectionObserver | undefined;
}

export function loadWhenNear(
  elements: Iterable<Element>,
  load: (element: Element) => void,
  options: NearViewportOptions = {},
): () => void {
  const margin = options.margin ?? LAZY_LOAD_MARGIN_PX;
  const Observer =
    'IntersectionObserver' in options
      ? options.IntersectionObserver
      : globalThis.IntersectionObserver;
  const list = [...elements];
  if (!Observer) {
    for (const element of list) {
      const image = element instanceof HTMLImageElement ? element : undefined;
      // Never the priority image (LCP): lazy would hold back the page's largest paint.
      if (image && !isPriorityImage(image) && 'loading' in HTMLImageElement.prototype) {
        image.loading = 'lazy';
      }
      load(element);
    }
    return () => {};
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target);
      }
    },
    { rootMargin: `${margin}px` },
  );
  for (const element of list) observer.observe(element);
  return () => observer.disconnect();
}
