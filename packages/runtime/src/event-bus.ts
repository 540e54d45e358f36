/**
 * A small typed event bus: the page's (./events) and each package's own (the gallery's slide
 * events). No module state, so bundlers never need to wrap this file for lazy initialisation.
 */

import type { TesseraEvents } from './events';

export type Handler<T> = (detail: T) => void;

/** `Events` maps each event name to its detail type; an interface will do (no index signature
 * needed), so that a package's typed events (the gallery's) use this bus too. */
export interface EventBus<Events extends object = TesseraEvents> {
  /** Adds a handler; returns the function that removes it. */
  on<K extends keyof Events & string>(name: K, handler: Handler<Events[K]>): () => void;
  off<K extends keyof Events & string>(name: K, handler: Handler<Events[K]>): void;
  /** Calls every handler of `name`; a handler that throws is logged and the others still run. */
  emit<K extends keyof Events & string>(name: K, detail: Events[K]): void;
  /** Removes every handler. */
  clear(): void;
}

/**
 * A bus. `unheard` is called with each event no handler heard; `kept` holds details for the first
 * handler of their name, handed to it as it is added and then forgotten (the page bus fills it
 * from `unheard`: ./events).
 */
export function createEventBus<Events extends object = TesseraEvents>(
  unheard?: (name: string, detail: unknown) => void,
  kept?: Map<string, unknown[]>,
): EventBus<Events> {
  const handlers = new Map<string, Set<Handler<never>>>();

  const off: EventBus<Events>['off'] = (name, handler) => {
    handlers.get(name)?.delete(handler as Handler<never>);
  };

  return {
    on(name, handler) {
      handlers.set(name, (handlers.get(name) ?? new Set()).add(handler as Handler<never>));
      for (const detail of kept?.get(name) ?? []) (handler as Handler<unknown>)(detail);
      kept?.delete(name);
      return () => off(name, handler);
    },
    off,
    emit(name, detail) {
      const set = handlers.get(name);
      if (!set?.size) return unheard?.(name, detail);
      // Copy so a handler that removes itself does not disturb the iteration.
      for (const handler of [...set]) {
        try {
          (handler as Handler<typeof detail>)(detail);
        } catch (error) {
          console.error(`[tessera] a handler of "${name}" failed`, error);
        }
      }
    },
    clear() {
      handlers.clear();
      kept?.clear();
    },
  };
}
