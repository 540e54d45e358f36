/**
 * Open intent: a pointer resting on a thumbnail, a press, or keyboard focus comes tens to
 * hundreds of milliseconds before the click (a tap's press is about 100 ms before its click).
 * Warming then, fetching the core and the slide's picture, means the click finds both ready,
 * and the picture is painted in the dialog's first frames instead of after its download.
 *
 * A pointer crossing a grid warms nothing: it must be still INTENT_HOVER_DELAY_MS on one
 * opener (watch-open-intent.ts, which also serves image blocks); focus must stay
 * INTENT_FOCUS_DELAY_MS. Only one warmed picture downloads at a time, and a touch that becomes a
 * scroll stops its picture. Under Save-Data only the core is fetched before the click.
 *
 * The core alone (code, a few kB, fetched once per page) is also fetched when the browser is
 * idle after a lightbox block comes to life: a press on a touch screen holds back loading work
 * until the finger lifts, so intent alone cannot get it ready for a first tap.
 */
import { readEnvironment } from '@tessera/media';
import { releaseWarmImage, warmImage } from './first-paint';
import type { LightboxItem } from './items';
import { preloadLightbox } from './open-lightbox';
import type { LightboxOptions } from './options';
import { watchOpenIntent } from './watch-open-intent';

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
  if (!readEnvironment().saveData) warmImage(item, options.sizeFormat);
}

/**
 * Ends the download of a picture warmed for a press that did not become a click (a touch that
 * turned into a scroll), so scrolling a gallery on a phone costs no full-size pictures.
 */
export function cancelWarmLightbox(
  item: LightboxItem | undefined,
  options: Partial<LightboxOptions> = {},
): void {
  releaseWarmImage(item, options.sizeFormat, { stop: true });
}

/**
 * Warms the lightbox when a user shows intent to open one of `element`'s openers (media's
 * watchOpenIntent: a mouse or pen still on it, a press, or keyboard focus staying on it), and
 * stops the picture's download when a press turns into a scroll. `itemFor` names the opener's
 * item, or undefined for an element that opens nothing. Returns the cleanup.
 */
export function listenForOpenIntent(
  element: HTMLElement,
  itemFor: (target: Element) => LightboxItem | undefined,
  options: Partial<LightboxOptions> = {},
): () => void {
  let pressed: LightboxItem | undefined;
  return watchOpenIntent(element, {
    onIntent(target, kind) {
      const item = itemFor(target);
      pressed = kind === 'press' ? item : undefined;
      if (item) warmLightbox(item, options);
    },
    onCancel() {
      cancelWarmLightbox(pressed, options);
      pressed = undefined;
    },
  });
}

/**
 * Fetches the lightbox core once the browser is idle (`requestIdleCallback`, or a 200 ms
 * timer where there is none), unless Save-Data is on. Pictures are never fetched here. Returns
 * the cancel.
 */
export function warmLightboxWhenIdle(): () => void {
  if (readEnvironment().saveData) return () => {};
  const warm = () => {
    preloadLightbox().catch(() => {
      // Not an error yet: the click fetches again and reports a failure.
    });
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: IDLE_WARM_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(warm, IDLE_WARM_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/** At the latest this long after the block starts, even on a page that never idles. */
export const IDLE_WARM_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari): after this long. */
export const IDLE_WARM_FALLBACK_MS = 200;
