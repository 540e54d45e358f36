import { describeTarget, type LiveResource, type LiveResources } from './live-resources';

type Listener = EventListenerOrEventListenerObject;
type Add = EventTarget['addEventListener'];
type Remove = EventTarget['removeEventListener'];

interface Registered {
  /** What was really handed to the browser: the listener, or a wrapper for `once`. */
  installed: EventListener | Listener;
  resource: LiveResource;
}

function isCapture(options: boolean | EventListenerOptions | undefined): boolean {
  return typeof options === 'boolean' ? options : Boolean(options?.capture);
}

type Registry = Map<EventTarget, Map<string, Map<Listener, Registered>>>;

/** The listeners registered on `target` for `type` and phase (a new, unkept map when none). */
function listenersOf(
  registry: Registry,
  target: EventTarget,
  type: string,
  capture: boolean,
  create: boolean,
): Map<Listener, Registered> {
  const key = `${type}\u0000${capture}`;
  const byKey = registry.get(target) ?? new Map<string, Map<Listener, Registered>>();
  const byListener = byKey.get(key) ?? new Map<Listener, Registered>();
  if (create) {
    registry.set(target, byKey);
    byKey.set(key, byListener);
  }
  return byListener;
}

/** A template's or parser's document: jsdom's selector engine listens on each one it meets, and
 * no visitor's event ever reaches it, so its listeners are not a block's leak. */
function isInertDocument(target: EventTarget): boolean {
  return target instanceof Document && target !== document;
}

/**
 * Counts event listeners by patching addEventListener and removeEventListener on
 * EventTarget.prototype (and on the global object, where jsdom gives window its own). A listener
 * is identified as the DOM does: target, type, capture and function; `once` listeners leave the
 * count when they fire, `signal` listeners when the signal aborts. Returns the undo.
 */
export function countListeners(live: LiveResources): () => void {
  const registry: Registry = new Map();
  // The census's own abort listeners go through the unpatched method, so they are not counted.
  const untrackedAdd = EventTarget.prototype.addEventListener;
  const undo: (() => void)[] = [];

  const patch = (owner: Record<'addEventListener' | 'removeEventListener', unknown>) => {
    const add = owner.addEventListener as Add;
    const remove = owner.removeEventListener as Remove;
    const forget = (listeners: Map<Listener, Registered>, listener: Listener) => {
      const registered = listeners.get(listener);
      if (!registered) return undefined;
      listeners.delete(listener);
      live.delete(registered.resource);
      return registered;
    };
    owner.addEventListener = function (this: EventTarget, type, listener, options) {
      const target = this ?? globalThis;
      const signal = typeof options === 'object' ? options.signal : undefined;
      if (!listener || signal?.aborted || isInertDocument(target)) {
        return add.call(target, type, listener, options);
      }
      const listeners = listenersOf(registry, target, type, isCapture(options), true)!;
      if (listeners.has(listener)) return add.call(target, type, listener, options);
      const resource: LiveResource = {
        kind: 'listener',
        label: `${type} on ${describeTarget(target)}`,
        target,
      };
      let installed: Registered['installed'] = listener;
      if (typeof options === 'object' && options.once) {
        installed = function (this: unknown, event: Event) {
          forget(listeners, listener);
          return typeof listener === 'function'
            ? listener.call(this, event)
            : listener.handleEvent(event);
        };
      }
      listeners.set(listener, { installed, resource });
      live.add(resource);
      if (signal) {
        untrackedAdd.call(signal, 'abort', () => forget(listeners, listener), { once: true });
      }
      return add.call(target, type, installed, options);
    } satisfies Add;
    owner.removeEventListener = function (this: EventTarget, type, listener, options) {
      const target = this ?? globalThis;
      const listeners = listener
        ? listenersOf(registry, target, type, isCapture(options), false)
        : undefined;
      const registered = listeners && listener ? forget(listeners, listener) : undefined;
      return remove.call(target, type, registered?.installed ?? listener, options);
    } satisfies Remove;
    undo.push(() => {
      owner.addEventListener = add;
      owner.removeEventListener = remove;
    });
  };

  const prototype = EventTarget.prototype as unknown as Parameters<typeof patch>[0];
  patch(prototype);
  const global = globalThis as unknown as Parameters<typeof patch>[0];
  if (
    Object.hasOwn(global, 'addEventListener') &&
    global.addEventListener !== prototype.addEventListener
  ) {
    patch(global);
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
