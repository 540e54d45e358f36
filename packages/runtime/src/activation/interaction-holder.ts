/**
 * Holds an interaction aimed at blocks that have not finished loading (every such block from the
 * target up, so two blocks on one element both see it), and replays it once, when all of them
 * are ready or have failed (a block whose module failed to load is pending again: an interaction
 * with it is held, and its module tried again at once). Listening on window in the capture phase runs before the page's own listeners, so
 * none of them sees the event twice.
 */
import { isReplayed, shouldHold } from '../blocks/held-events';
import { ACTIVE, type BlockInstance } from './block-instance';
import type { BlockInstances } from './block-instances';

export interface InteractionHolder {
  /** The listener that holds click, keydown and submit (HELD_EVENT_TYPES), in the capture phase
   * of the window (the runtime adds and removes it, with the back/forward cache's). */
  hold(event: Event): void;
  /** Drops held interactions (destroy, and a page put in the back/forward cache). */
  drop(): void;
}

export function createInteractionHolder(instances: BlockInstances): InteractionHolder {
  const held = new Set<Event>();

  function hold(event: Event) {
    if (isReplayed(event) || !shouldHold(event)) return;
    const waiting: BlockInstance[] = [];
    for (let node = event.target as Node | null; node; node = node.parentNode) {
      for (const instance of instances.byElement.get(node as Element) ?? []) {
        // Pending or loading.
        if (instance.status < ACTIVE) waiting.push(instance);
      }
    }
    if (!waiting.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(event);
    // Still observed: coming near later finds them started already, which does nothing; a block
    // waiting to retry its module tries again now. The replay's code is a chunk of its own,
    // fetched only when something was held.
    void Promise.all(waiting.map(instances.activate))
      .then(() => import('../blocks/replay-held-event'))
      .then(({ default: replayHeldEvent }) => {
        if (held.delete(event)) replayHeldEvent(event);
      });
  }

  return {
    hold,
    drop: () => held.clear(),
  };
}
