import { countListeners } from './listener-census';
import { isHeld, type LiveResource, type LiveResources } from './live-resources';
import { countObservers } from './observer-census';
import { countTimers } from './timer-census';

/** How many of each kind are live. */
export interface ResourceCounts {
  listeners: number;
  timeouts: number;
  intervals: number;
  animationFrames: number;
  observers: number;
}

/**
 * Counts every listener, timer, animation frame and observer created while it runs, until each
 * is removed, fired or disconnected. What was created before `start` is not counted.
 */
export interface ResourceCensus {
  /** What is live now (a copy, for comparing with a later moment). */
  snapshot(): ReadonlySet<LiveResource>;
  /** What is live now and was not in `before` (default: everything live), leaving out what
   * only holds on to nodes that left the page, unless they are inside `kept`. */
  leftSince(before?: ReadonlySet<LiveResource>, kept?: Node): LiveResource[];
  counts(): ResourceCounts;
  /** Puts the patched globals back. */
  stop(): void;
}

const COUNT_KEYS: Record<LiveResource['kind'], keyof ResourceCounts> = {
  listener: 'listeners',
  timeout: 'timeouts',
  interval: 'intervals',
  'animation frame': 'animationFrames',
  observer: 'observers',
};

/** Starts counting (patches EventTarget.prototype, timers and observer classes). */
export function startResourceCensus(): ResourceCensus {
  // jsdom's selector engine listens on a document at its first query: done before counting.
  if (typeof document !== 'undefined') document.querySelector('*');
  const live: LiveResources = new Set();
  const undo = [countListeners(live), countTimers(live), countObservers(live)];
  return {
    snapshot: () => new Set(live),
    leftSince: (before, kept) =>
      [...live].filter((resource) => !before?.has(resource) && isHeld(resource, kept)),
    counts() {
      const counts: ResourceCounts = {
        listeners: 0,
        timeouts: 0,
        intervals: 0,
        animationFrames: 0,
        observers: 0,
      };
      for (const resource of live) counts[COUNT_KEYS[resource.kind]]++;
      return counts;
    },
    stop() {
      for (const step of undo.reverse()) step();
    },
  };
}

/** `2 listeners (click on button, keydown on window), 1 timeout (setTimeout(5000))`. */
export function describeResources(resources: readonly LiveResource[]): string {
  const byKind = new Map<string, string[]>();
  for (const { kind, label } of resources) {
    byKind.set(kind, [...(byKind.get(kind) ?? []), label]);
  }
  return [...byKind]
    .map(
      ([kind, labels]) =>
        `${labels.length} ${kind}${labels.length === 1 ? '' : 's'} (${labels.join(', ')})`,
    )
    .join(', ');
}
