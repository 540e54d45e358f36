/**
 * The block kit's cleanup store: every side effect of a block or page feature registers its
 * cleanup here; `clear()` runs them all in reverse order (the Stimulus lifecycle), so destroy
 * leaves no listener, timer, observer or attribute.
 */
export interface CleanupStore {
  add(cleanup: () => void): () => void;
  listen<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K | (string & {}),
    handler: (event: K extends keyof HTMLElementEventMap ? HTMLElementEventMap[K] : Event) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  timeout(callback: () => void, ms: number): () => void;
  /** Sets an attribute (or removes it, for null) and restores the server's value on clear. */
  attribute(element: Element, name: string, value: string | null): void;
  /** Sets an inline style property and restores the server's value on clear. */
  style(element: HTMLElement, property: string, value: string): void;
  clear(): void;
  /** Cleanups still pending: one that ran (a fired timer, a removed listener) is dropped. */
  readonly size: number;
}

export function createCleanupStore(): CleanupStore {
  // A Set, so that a cleanup that already ran leaves it: a gallery that autoplays for hours
  // schedules a timer every few seconds and must not keep each one's closure.
  const cleanups = new Set<() => void>();
  const savedAttributes = new Map<Element, Map<string, string | null>>();
  const savedStyles = new Map<HTMLElement, string | null>();

  // Each runs once: only while it is still in the set.
  const add = (cleanup: () => void) => {
    const once = () => {
      if (cleanups.delete(once)) cleanup();
    };
    cleanups.add(once);
    return once;
  };

  return {
    get size() {
      return cleanups.size;
    },
    add,
    listen(target, type, handler, options) {
      target.addEventListener(type, handler as EventListener, options);
      return add(() => target.removeEventListener(type, handler as EventListener, options));
    },
    timeout(callback, ms) {
      let cancel = () => {};
      const handle = setTimeout(() => {
        cancel();
        callback();
      }, ms);
      cancel = add(() => clearTimeout(handle));
      return cancel;
    },
    attribute(element, name, value) {
      const saved = savedAttributes.get(element) ?? new Map<string, string | null>();
      savedAttributes.set(element, saved);
      if (!saved.has(name)) saved.set(name, element.getAttribute(name));
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    },
    style(element, property, value) {
      if (!savedStyles.has(element)) savedStyles.set(element, element.getAttribute('style'));
      element.style.setProperty(property, value);
    },
    clear() {
      for (const cleanup of [...cleanups].reverse()) cleanup();
      for (const [element, saved] of savedAttributes) {
        for (const [name, value] of saved) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      }
      for (const [element, value] of savedStyles) {
        if (value === null) element.removeAttribute('style');
        else element.setAttribute('style', value);
      }
      savedAttributes.clear();
      savedStyles.clear();
    },
  };
}
