/**
 * Open intent: a pointer resting on a thumbnail, a press, or keyboard focus comes tens to
 * hundreds of milliseconds before the click (a tap's press is about 100 ms before its click).
 * Warming then, fetching the core and the slide's picture, means the click finds both ready,
 * and the picture is painted in the dialog's first frames instead of after its download.
 *
 * A pointer passing over a grid warms nothing: it must rest INTENT_HOVER_DELAY_MS on one
 * opener. Under Save-Data only the core is fetched before the click, never a picture.
 */
import { warmImage } from './first-paint';
import type { LightboxItem } from './items';
import { preloadLightbox } from './open-lightbox';
import type { LightboxOptions } from './options';

/** How long a mouse or pen must rest on an opener (or focus stay) before it counts as intent. */
export const INTENT_HOVER_DELAY_MS = 50;

function saveData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)
    ?.connection;
  return connection?.saveData === true;
}

/**
 * Fetches the lightbox core and, unless Save-Data is on, the item's picture at the size the
 * view will ask for. Safe to call often: each is fetched once.
 */
export function warmLightbox(
  item: LightboxItem | undefined,
  options: Partial<LightboxOptions> = {},
): void {
  preloadLightbox().catch(() => {
    // A failed warm-up is not an error: the click tries the fetch again and reports it.
  });
  if (!saveData()) warmImage(item, options.sizeFormat);
}

/**
 * Warms the lightbox when a user shows intent to open one of `element`'s openers: a mouse or
 * pen resting on it, a press (any pointer), or keyboard focus resting on it. `itemFor` names
 * the opener's item, or undefined for an element that opens nothing. Returns the cleanup.
 */
export function listenForOpenIntent(
  element: HTMLElement,
  itemFor: (target: Element) => LightboxItem | undefined,
  options: Partial<LightboxOptions> = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const warm = (event: Event) => {
    cancel();
    const target = event.target;
    const item = target instanceof Element ? itemFor(target) : undefined;
    if (item) warmLightbox(item, options);
    return item !== undefined;
  };
  const warmSoon = (event: Event) => {
    cancel();
    timer = setTimeout(() => warm(event), INTENT_HOVER_DELAY_MS);
  };
  const onPointerOver = (event: PointerEvent) => {
    // A touch has no hover: its pointerover comes with the press, handled below.
    if (event.pointerType !== 'touch') warmSoon(event);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary) warm(event);
  };
  element.addEventListener('pointerover', onPointerOver);
  element.addEventListener('pointerout', cancel);
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('focusin', warmSoon);
  element.addEventListener('focusout', cancel);
  return () => {
    cancel();
    element.removeEventListener('pointerover', onPointerOver);
    element.removeEventListener('pointerout', cancel);
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('focusin', warmSoon);
    element.removeEventListener('focusout', cancel);
  };
}
