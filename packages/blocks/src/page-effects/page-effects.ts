/**
 * One page feature for the small effects of issue 15 that are attributes on any element rather
 * than blocks: relative times (`data-timesince`), block animations (`data-animation`) and text
 * scaling (`data-text-shrink`). One loader entry instead of three (the loader's budget): it
 * loads when any of them is on the page, and each part works on the elements found at start.
 */
import {
  type CleanupStore,
  createCleanupStore,
  type Destroy,
  storeAnimationFrame,
} from '@tessera/runtime';
import { watchBlockAnimations } from './block-animation';
import { watchTextShrink } from './text-shrink';
import { watchTimesince } from './timesince';

/** Starts the three effects on the elements under `root` now; their cleanups go to `store`. */
export function startPageEffects(root: ParentNode, store: CleanupStore): void {
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  watchTimesince(all('[data-timesince]'), store);
  watchBlockAnimations(all('[data-animation]'), store);
  watchTextShrink(all('[data-text-shrink]'), store);
}

export function init(body: HTMLElement): Destroy {
  const store = createCleanupStore();
  // In the next frame: the text measurements read a laid-out page, and all three write in one
  // frame, off the loader's start.
  storeAnimationFrame(store, () => startPageEffects(body, store));
  return () => store.clear();
}
