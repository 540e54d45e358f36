/**
 * Text scaling (spec 001 §9, 002 §9): text marked `data-text-shrink` that overflows its box
 * (a one-line heading in a narrow column) is set smaller until it fits, never below the larger
 * of 11 px (spec 001 §9) and 0.75rem (spec 002 §9); measured again 100 ms after the last resize.
 */
import type { CleanupStore } from '@tessera/runtime';

/** spec 001 §9: the smallest font the text shrinks to. */
export const TEXT_SHRINK_MIN_PX = 11;
/** spec 002 §9: font size at least 0.75rem. */
export const TEXT_MIN_REM = 0.75;
/** spec 001 §9: the resize debounce. */
export const TEXT_SHRINK_DEBOUNCE_MS = 100;

/** The floor for a root font size in px: max(11 px, 0.75rem). */
export function minimumFontSize(rootFontPx: number): number {
  return Math.max(TEXT_SHRINK_MIN_PX, TEXT_MIN_REM * rootFontPx);
}

/** The font size (px) that makes `needed` px of text fit in `available` px, rounded down to a
 * tenth and never under `minimum`; undefined when the text fits at its own size. */
export function shrunkFontSize(
  fontPx: number,
  available: number,
  needed: number,
  minimum: number,
): number | undefined {
  if (needed <= available || needed <= 0) return undefined;
  const fitting = Math.floor(((fontPx * available) / needed) * 10) / 10;
  return Math.max(minimum, Math.min(fontPx, fitting));
}

/** The effect on one element: fitted now, and again with the others 100 ms after the last
 * window resize (one listener for all, added with the first element). */
export function textShrink(store: CleanupStore) {
  // Each element's own inline font size (the server's, or '').
  const own = new Map<HTMLElement, string>();
  const fit = (elements: Iterable<HTMLElement>) => {
    const root = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    for (const element of elements) {
      // Measured at the text's own size: the server's inline size (if any) comes back first.
      store.style(element, 'font-size', own.get(element)!);
      const fontPx = Number.parseFloat(getComputedStyle(element).fontSize);
      const size = shrunkFontSize(
        fontPx,
        element.clientWidth,
        element.scrollWidth,
        minimumFontSize(root),
      );
      if (size !== undefined) store.style(element, 'font-size', `${size}px`);
    }
  };
  let cancel = () => {};
  let listening = false;
  return (element: HTMLElement) => {
    if (!listening) {
      listening = true;
      store.listen(window, 'resize', () => {
        cancel();
        cancel = store.timeout(() => fit(own.keys()), TEXT_SHRINK_DEBOUNCE_MS);
      });
    }
    own.set(element, element.style.getPropertyValue('font-size'));
    fit([element]);
    return () => {
      own.delete(element);
    };
  };
}
