/**
 * The gallery engine's hand-off: when a slide is activated with the lightbox on, the gallery
 * block element receives a `tessera:gallery-open` CustomEvent with `{ index, slides }`; the
 * lightbox opens there, with the block's options, and returns focus to the activated slide.
 */
import { readBlockConfig } from '@tessera/runtime';
import { optionsFromBlockConfig } from './block-options';
import type { LightboxItem } from './items';
import { openLightbox } from './open-lightbox';
import type { LightboxOptions } from './options';

export const GALLERY_OPEN_EVENT = 'tessera:gallery-open';

export interface GalleryOpenDetail {
  index: number;
  /** Slide elements (read per spec 001 §3 attributes) or items. */
  slides: readonly (Element | LightboxItem | object)[];
  /** Overrides of the block's own options. */
  options?: Partial<LightboxOptions>;
}

function focusTarget(slide: unknown): HTMLElement | null {
  // The engine's slide records carry their element.
  const element =
    slide && typeof slide === 'object' && 'element' in slide
      ? (slide as { element: unknown }).element
      : slide;
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement)) return null;
  const focusable = element.matches('a[href],button,[tabindex]')
    ? element
    : element.querySelector<HTMLElement>('a[href],button,[tabindex]');
  return focusable ?? element;
}

/** Listens on one gallery block element; returns the cleanup. */
export function listenForGalleryOpen(
  element: HTMLElement,
  options: Partial<LightboxOptions> = {},
): () => void {
  const onOpen = (event: Event) => {
    const detail = (event as CustomEvent<GalleryOpenDetail>).detail;
    if (!detail || !Array.isArray(detail.slides)) return;
    const active = element.ownerDocument.activeElement;
    const returnFocus =
      active instanceof HTMLElement && element.contains(active)
        ? active
        : focusTarget(detail.slides[detail.index]);
    void openLightbox({
      items: detail.slides,
      index: detail.index,
      options: {
        ...optionsFromBlockConfig(readBlockConfig(element)),
        ...options,
        ...detail.options,
      },
      returnFocus,
    }).catch((error: Error) => console.warn('[tessera/lightbox]', error.message));
  };
  element.addEventListener(GALLERY_OPEN_EVENT, onOpen);
  return () => element.removeEventListener(GALLERY_OPEN_EVENT, onOpen);
}
