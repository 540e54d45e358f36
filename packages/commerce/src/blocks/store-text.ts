import type { CleanupStore } from '@tessera/runtime';

/**
 * Sets `element`'s text and restores the server's children on clear (the block kit restores
 * attributes and styles; text is ours to put back). The first call remembers the original.
 */
export function storeText(store: CleanupStore, element: Element, text: string): void {
  const original = originals.get(element);
  if (!original) {
    const nodes = [...element.childNodes];
    originals.set(element, nodes);
    store.add(() => {
      element.replaceChildren(...nodes);
      originals.delete(element);
    });
  }
  if (element.textContent !== text) element.textContent = text;
}

const originals = new WeakMap<Element, ChildNode[]>();
