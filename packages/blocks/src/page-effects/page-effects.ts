/**
 * One page feature for the small effects of issue 15 that are attributes on any element rather
 * than blocks: relative times (`data-timesince`), block animations (`data-animation`) and text
 * scaling (`data-text-shrink`). One loader entry instead of three (the loader's budget): it
 * loads when any of them is on the page. Each effect works on the elements found at start and,
 * through one MutationObserver, on those added later (each element once); a removed element is
 * let go (its timer entry, observation or measurement ends).
 */
import {
  type CleanupStore,
  createCleanupStore,
  type Destroy,
  storeAnimationFrame,
  storeObserver,
} from '@tessera/runtime';
import { blockAnimations } from './block-animation';
import { textShrink } from './text-shrink';
import { timesince } from './timesince';

/** One effect: starts on an element and returns what lets it go (nothing when it skipped it). */
type PageEffect = (element: HTMLElement) => (() => void) | undefined;

/** Starts the three effects on the elements under `root` now and on those added later; their
 * cleanups (the MutationObserver's too) go to `store`. */
export function startPageEffects(root: ParentNode, store: CleanupStore): void {
  // Per effect, the elements it handles and what lets each go: an element is handled once.
  const effects: [string, PageEffect, Map<Element, (() => void) | undefined>][] = [
    ['[data-timesince]', timesince(store), new Map()],
    ['[data-animation]', blockAnimations(store), new Map()],
    ['[data-text-shrink]', textShrink(store), new Map()],
  ];
  const scan = (node: ParentNode) => {
    for (const [selector, effect, handled] of effects) {
      const found = [...node.querySelectorAll<HTMLElement>(selector)];
      if ((node as Partial<Element>).matches?.(selector)) found.unshift(node as HTMLElement);
      for (const element of found) {
        if (!handled.has(element)) handled.set(element, effect(element));
      }
    }
  };
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
      // A relative time's own text changes are records too: only removed elements matter.
      for (const node of record.removedNodes) if (node.nodeType === 1) removed = true;
    }
    if (!removed) return;
    for (const [, , handled] of effects) {
      for (const [element, drop] of handled) {
        if (!element.isConnected) {
          handled.delete(element);
          drop?.();
        }
      }
    }
  });
  storeObserver(store, observer).observe(root as Node, { childList: true, subtree: true });
  scan(root);
}

export function init(body: HTMLElement): Destroy {
  const store = createCleanupStore();
  // In the next frame: the text measurements read a laid-out page, and all three write in one
  // frame, off the loader's start.
  storeAnimationFrame(store, () => startPageEffects(body, store));
  return () => store.clear();
}
