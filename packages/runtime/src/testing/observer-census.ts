import { describeTarget, type LiveResource, type LiveResources } from './live-resources';

const OBSERVERS = ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'] as const;

interface Observer {
  observe(target: unknown, options?: unknown): void;
  unobserve?(target: unknown): void;
  disconnect(): void;
}
type ObserverClass = new (...args: never[]) => Observer;

/**
 * Replaces one observer class on the global object with a subclass that counts it: an observer
 * is live while it observes a target (observe adds the target, unobserve removes it, disconnect
 * removes them all), as Stimulus counts its observers started and stopped.
 */
function countObserverClass(live: LiveResources, name: string): () => void {
  const global = globalThis as unknown as Record<string, unknown>;
  const Original = global[name] as ObserverClass | undefined;
  if (typeof Original !== 'function') return () => {};
  class Counted extends Original {
    #targets = new Map<unknown, LiveResource>();
    override observe(target: unknown, options?: unknown) {
      super.observe(target, options);
      if (this.#targets.has(target)) return;
      const resource: LiveResource = {
        kind: 'observer',
        label: `${name} on ${describeTarget(target)}`,
        target,
      };
      this.#targets.set(target, resource);
      live.add(resource);
    }
    override unobserve(target: unknown) {
      super.unobserve?.(target);
      const resource = this.#targets.get(target);
      this.#targets.delete(target);
      if (resource) live.delete(resource);
    }
    override disconnect() {
      super.disconnect();
      for (const resource of this.#targets.values()) live.delete(resource);
      this.#targets.clear();
    }
  }
  global[name] = Counted;
  return () => {
    global[name] = Original;
  };
}

/** Counts connected Mutation, Resize and Intersection observers. Returns the undo. */
export function countObservers(live: LiveResources): () => void {
  const undo = OBSERVERS.map((name) => countObserverClass(live, name));
  return () => {
    for (const step of undo.reverse()) step();
  };
}
