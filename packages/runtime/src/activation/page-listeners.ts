/** One listener the runtime adds to the window while it runs: event type, listener, capture. */
export type PageListener = [string, EventListener, boolean?];

/**
 * Adds every listener to `target` at once and returns what removes them: one add/remove loop for
 * the runtime's five listeners (interactions held, back/forward cache), smaller in the loader
 * than a pair per part.
 */
export function listenAll(target: EventTarget, listeners: PageListener[]): () => void {
  const each = (method: 'addEventListener' | 'removeEventListener') => {
    for (const [type, listener, capture] of listeners) target[method](type, listener, capture);
  };
  each('addEventListener');
  return () => each('removeEventListener');
}
