/**
 * Block animations (spec 002 §4, §9): a block marked `data-animation` gets
 * `data-animation-state="loaded"` once it intersects the viewport at its ratio (one of the
 * observer's thresholds 0, 0.1, 0.25, 0.5, 1; default 0.5) and its loading images are done. In
 * edit mode (the page inside the editor's frame) and under reduced motion the animation is
 * skipped: `data-animation-state="skipped"` at once, which the site's CSS shows without motion.
 */
import { type CleanupStore, storeObserver } from '@tessera/runtime';

/** spec 002 §9: the animation observer's thresholds. */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
/** spec 002 §9: the default intersecting ratio. */
export const DEFAULT_ANIMATION_RATIO = 0.5;
export const ANIMATION_STATE_ATTRIBUTE = 'data-animation-state';

/** The ratio a `data-animation` value asks for: one of the thresholds, the default when empty,
 * undefined (the caller warns and uses the default) for anything else. */
export function parseAnimationRatio(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return DEFAULT_ANIMATION_RATIO;
  const ratio = Number(value);
  return (ANIMATION_THRESHOLDS as readonly number[]).includes(ratio) ? ratio : undefined;
}

/** Whether an intersection counts: any intersection for ratio 0, else at least the ratio. */
export function reachesRatio(isIntersecting: boolean, intersectionRatio: number, ratio: number) {
  return isIntersecting && intersectionRatio >= ratio;
}

/** The page is in edit mode inside the editor's frame (as the gallery's rule: not the top). */
function isEditMode(view: Window = window): boolean {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
}

/** The effect on one block. Edit mode and reduced motion are read once, when the feature starts;
 * the one IntersectionObserver is made for the first block that needs it. */
export function blockAnimations(store: CleanupStore) {
  // The reduced-motion check is written here rather than imported from ../shared: a module
  // shared by two entries becomes a chunk of its own, and the script build's six-character
  // chunk hashes allow 63 chunks in all.
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const skip = isEditMode() || reducedMotion || typeof IntersectionObserver !== 'function';
  const ratios = new Map<Element, number>();
  let observer: IntersectionObserver | undefined;
  const onIntersect = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const ratio = ratios.get(entry.target) ?? DEFAULT_ANIMATION_RATIO;
      if (!reachesRatio(entry.isIntersecting, entry.intersectionRatio, ratio)) continue;
      observer?.unobserve(entry.target);
      const element = entry.target as HTMLElement;
      afterImages(element, store, () =>
        store.attribute(element, ANIMATION_STATE_ATTRIBUTE, 'loaded'),
      );
    }
  };
  return (element: HTMLElement) => {
    if (skip) {
      store.attribute(element, ANIMATION_STATE_ATTRIBUTE, 'skipped');
      return undefined;
    }
    const value = element.getAttribute('data-animation');
    const ratio = parseAnimationRatio(value);
    if (ratio === undefined) {
      console.warn(
        `[tessera] data-animation "${value}" is none of ${ANIMATION_THRESHOLDS.join(', ')}; ${DEFAULT_ANIMATION_RATIO} is used`,
        element,
      );
    }
    ratios.set(element, ratio ?? DEFAULT_ANIMATION_RATIO);
    observer ??= storeObserver(
      store,
      new IntersectionObserver(onIntersect, { threshold: [...ANIMATION_THRESHOLDS] }),
    );
    observer.observe(element);
    return () => {
      observer?.unobserve(element);
      ratios.delete(element);
    };
  };
}

/** Runs `done` once the block's loading images (a source not complete yet, or media's
 * `data-image-state="loading"`) have loaded or failed. */
function afterImages(element: HTMLElement, store: CleanupStore, done: () => void): void {
  const loading = [...element.querySelectorAll('img')].filter(
    (img) =>
      img.getAttribute('data-image-state') === 'loading' || (img.src !== '' && !img.complete),
  );
  let pending = loading.length;
  if (pending === 0) {
    done();
    return;
  }
  for (const img of loading) {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      pending -= 1;
      if (pending === 0) done();
    };
    store.listen(img, 'load', settle);
    store.listen(img, 'error', settle);
  }
}
