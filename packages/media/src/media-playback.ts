/**
 * Only one medium plays on the page (spec 001 §4 "Video": showing one video returns the others
 * to their overlays): a video or audio block that starts announces it on the document, and every
 * other one pauses. A playing one inside an element that becomes inert, inactive or hidden (a
 * gallery slide left, a tab closed) pauses too: the gallery marks the slides it hides (inert) and
 * the strip's inactive video slides (data-inactive), so it needs no import of this package.
 */
import type { CleanupStore } from '@tessera/runtime';

/** Dispatched on the document, its detail the block element that started playing. */
export const MEDIA_PLAY_EVENT = 'tessera:media-play';

/** What hides a medium: a left gallery slide (inert), a strip's inactive slide, a closed panel. */
const HIDDEN_SELECTOR = '[inert],[data-inactive],[hidden]';

/** Tells the other media on the page that `element` started playing. */
export function announcePlay(element: Element): void {
  element.ownerDocument.dispatchEvent(new CustomEvent(MEDIA_PLAY_EVENT, { detail: element }));
}

/** Calls `pause` whenever another medium on the page starts playing. */
export function pauseOnOtherPlay(element: Element, store: CleanupStore, pause: () => void): void {
  store.listen(element.ownerDocument, MEDIA_PLAY_EVENT, (event) => {
    if ((event as CustomEvent<unknown>).detail !== element) pause();
  });
}

/** True when the element sits in an inert, inactive or hidden part of the page. */
function isHiddenMedium(element: Element): boolean {
  return element.closest(HIDDEN_SELECTOR) !== null;
}

/**
 * Calls `pause` once the element sits in an inert, inactive or hidden part of the page; returns
 * the function that stops watching. Watches while playing only (one observer per playing medium).
 */
export function pauseWhenHidden(element: Element, pause: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (isHiddenMedium(element)) pause();
  });
  observer.observe(element.ownerDocument.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: ['inert', 'data-inactive', 'hidden'],
  });
  return () => observer.disconnect();
}
