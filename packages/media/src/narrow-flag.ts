/**
 * spec 002 §2, §9: an image block narrower than 415 px is flagged narrow (data-narrow), so
 * its caption and layout can adapt. Watched with a ResizeObserver; returns the cleanup.
 */
import { IMAGE_BLOCK_NARROW_WIDTH_PX } from './constants';

export const NARROW_ATTRIBUTE = 'data-narrow';

export function isNarrow(width: number): boolean {
  return width < IMAGE_BLOCK_NARROW_WIDTH_PX;
}

export function watchNarrow(
  element: HTMLElement,
  onResize?: (width: number) => void,
  Observer: typeof ResizeObserver | undefined = globalThis.ResizeObserver,
): () => void {
  const apply = (width: number) => {
    element.toggleAttribute(NARROW_ATTRIBUTE, isNarrow(width));
    onResize?.(width);
  };
  if (!Observer) {
    apply(element.getBoundingClientRect().width);
    return () => {};
  }
  // The block's own width, padding and border included, as getBoundingClientRect gives it
  // where there is no ResizeObserver: the same block is narrow or not whichever path measures.
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      apply(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    }
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}
