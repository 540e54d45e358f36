/**
 * The lightbox's side of the one open event (@tessera/runtime's LIGHTBOX_OPEN_EVENT): a gallery
 * engine or an image block dispatches it on its block element with `{ index, slides, opener }`;
 * the lightbox opens there, with the block's options, and returns focus to the opener.
 */
import { LIGHTBOX_OPEN_EVENT, type LightboxOpenDetail, readBlockConfig } from '@tessera/runtime';
import { optionsFromBlockConfig } from './block-options';
import { openLightbox } from './open-lightbox';
import type { LightboxOptions } from './options';

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

/** The gallery's and lightbox block's options: read from the block's JSON at each open. */
const blockOptions = (element: HTMLElement) => optionsFromBlockConfig(readBlockConfig(element));

/**
 * Opens the lightbox that `detail` asks for on `element` (an open event's detail; anything else
 * is ignored), focus returning to its opener, else to `active` (the element focused when it was
 * asked) if inside the block, else to the slide. A lightbox whose code arrives once `stopped()`
 * says the block was destroyed is closed at once.
 */
export function answerLightboxOpen(
  element: HTMLElement,
  detail: LightboxOpenDetail | undefined,
  readOptions: () => Partial<LightboxOptions>,
  active: Element | null,
  stopped: () => boolean,
): void {
  if (!detail || !Array.isArray(detail.slides)) return;
  const returnFocus =
    detail.opener ??
    (active instanceof HTMLElement && element.contains(active)
      ? active
      : focusTarget(detail.slides[detail.index]));
  void openLightbox({
    items: detail.slides,
    index: detail.index,
    options: readOptions(),
    returnFocus,
  })
    .then((handle) => {
      // The block was destroyed while the overlay's code was on its way.
      if (stopped()) handle.close(true);
    })
    .catch((error: Error) => console.warn('[tessera/lightbox]', error.message));
}

/**
 * Listens on one block element; returns the cleanup. `readOptions` gives the lightbox's options
 * at each open (default: the block's JSON read as a gallery's).
 */
export function listenForLightboxOpen(
  element: HTMLElement,
  readOptions: (element: HTMLElement) => Partial<LightboxOptions> = blockOptions,
): () => void {
  let stopped = false;
  const onOpen = (event: Event) =>
    answerLightboxOpen(
      element,
      (event as CustomEvent<LightboxOpenDetail | undefined>).detail,
      () => readOptions(element),
      element.ownerDocument.activeElement,
      () => stopped,
    );
  element.addEventListener(LIGHTBOX_OPEN_EVENT, onOpen);
  return () => {
    stopped = true;
    element.removeEventListener(LIGHTBOX_OPEN_EVENT, onOpen);
  };
}
