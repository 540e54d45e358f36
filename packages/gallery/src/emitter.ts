/** A small typed emitter: `on` returns the function that removes the handler. */
export interface Emitter<Events> {
  on<K extends keyof Events>(name: K, handler: (detail: Events[K]) => void): () => void;
  off<K extends keyof Events>(name: K, handler: (detail: Events[K]) => void): void;
  emit<K extends keyof Events>(name: K, detail: Events[K]): void;
  clear(): void;
}

export function createEmitter<Events>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<(detail: never) => void>>();
  const off: Emitter<Events>['off'] = (name, handler) => {
    handlers.get(name)?.delete(handler);
  };
  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      set.add(handler);
      return () => off(name, handler);
    },
    off,
    emit(name, detail) {
      // A copy, so a handler that removes itself does not disturb the loop; one failing
      // handler is logged and the others still run.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as (value: typeof detail) => void)(detail);
        } catch (error) {
          console.error(`[tessera] a gallery "${String(name)}" handler failed`, error);
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
}
