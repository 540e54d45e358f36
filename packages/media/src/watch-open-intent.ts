/**
 * Open intent: a pointer resting on an opener, a press, or keyboard focus resting on it comes
 * tens to hundreds of milliseconds before the click (a tap's press is about 100 ms before its
 * click), time enough to fetch what the click will show. A pointer passing over a grid is no
 * intent: it must rest INTENT_HOVER_DELAY_MS on one opener. The image block and the gallery's
 * lightbox entry both warm their overlay through this one watcher.
 */

/** How long a mouse or pen must rest on an opener (or focus stay) before it counts as intent. */
export const INTENT_HOVER_DELAY_MS = 50;

/**
 * Calls `onIntent(target)` when a user shows intent on `element` or one of its descendants:
 * a mouse or pen resting on it, a primary press (any pointer, at once), or focus resting on
 * it. Leaving (pointerout, focusout) before the delay cancels. Returns the cleanup, which also
 * drops a pending call.
 */
export function watchOpenIntent(
  element: HTMLElement,
  onIntent: (target: Element) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const now = (event: Event) => {
    cancel();
    if (event.target instanceof Element) onIntent(event.target);
  };
  const soon = (event: Event) => {
    cancel();
    timer = setTimeout(() => now(event), INTENT_HOVER_DELAY_MS);
  };
  const onPointerOver = (event: PointerEvent) => {
    // A touch has no hover: its pointerover comes with the press, handled below.
    if (event.pointerType !== 'touch') soon(event);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary) now(event);
  };
  element.addEventListener('pointerover', onPointerOver);
  element.addEventListener('pointerout', cancel);
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('focusin', soon);
  element.addEventListener('focusout', cancel);
  return () => {
    cancel();
    element.removeEventListener('pointerover', onPointerOver);
    element.removeEventListener('pointerout', cancel);
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('focusin', soon);
    element.removeEventListener('focusout', cancel);
  };
}
