/**
 * A small typed event bus. The runtime raises its events here (spec 000 §8 error routing) and
 * other packages listen: the overlay kit shows `system-error` and `field-errors`, the account
 * package answers `login-required`. This keeps the runtime free of dependencies on them.
 */

/** What the system error overlay shows (spec 000 §2): one of three forms. */
export type SystemErrorDetail =
  | { kind: 'logged'; message?: string }
  | { kind: 'network'; message: string }
  | { kind: 'format'; url: string; format: string; error: string };

export interface FieldErrorsDetail {
  /** Field id mapped to the message for that field. */
  errors: Record<string, string>;
  url: string;
}

export interface BlockErrorDetail {
  name: string;
  element: Element | null;
  error: unknown;
}

/** What `newsletter-subscribe` carries: the form that signed the visitor up. */
export interface NewsletterSubscribeDetail {
  formId: string;
}

/** The runtime's own events. Packages may emit and observe further names of their own. */
export interface TesseraEvents {
  'system-error': SystemErrorDetail;
  'field-errors': FieldErrorsDetail;
  'login-required': { url: string };
  'block-error': BlockErrorDetail;
  /** A newsletter form reached success (spec 000 §4, Form): raised by the forms block; the
   * popup overlay records its sign-up from it. */
  'newsletter-subscribe': NewsletterSubscribeDetail;
  initialized: { blocks: number };
  destroyed: Record<string, never>;
  /** The name of an event kept for its first handler, because nobody listened yet. */
  buffered: string;
  [name: string]: unknown;
}

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

/** Events kept for the first handler when nobody listens yet (the overlay kit loads lazily,
 * and an early data-layer failure must still reach it). At most this many of each are kept. */
const BUFFERED_EVENTS = ['system-error', 'field-errors', 'login-required'] as const;
const BUFFER_LIMIT = 10;

export function createEventBus<Events extends object = TesseraEvents>(
  buffered: readonly string[] = BUFFERED_EVENTS,
): EventBus<Events> {
  const handlers = new Map<string, Set<Handler<never>>>();
  const waiting = new Map<string, unknown[]>();

  const off: EventBus<Events>['off'] = (name, handler) => {
    handlers.get(name)?.delete(handler as Handler<never>);
  };

  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler<never>>();
      handlers.set(name, set);
      set.add(handler as Handler<never>);
      const kept = waiting.get(name) ?? [];
      waiting.delete(name);
      for (const detail of kept) (handler as Handler<unknown>)(detail);
      return () => off(name, handler);
    },
    off,
    emit(name, detail) {
      const set = handlers.get(name);
      if (!set || set.size === 0) {
        if (buffered.includes(name)) {
          const kept = waiting.get(name) ?? [];
          if (kept.length < BUFFER_LIMIT) kept.push(detail);
          waiting.set(name, kept);
          // The runtime loads the page feature that will show it (spec 000 §8: the system error
          // overlay's code comes with the first error).
          for (const handler of handlers.get('buffered') ?? []) (handler as Handler<string>)(name);
        }
        return;
      }
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
      waiting.clear();
    },
  };
}

/** The page's event bus, shared by every package on the page. */
export const events: EventBus<TesseraEvents> = /* @__PURE__ */ createEventBus<TesseraEvents>();
