/**
 * Finds blocks: one scan of the document at start, then the blocks added later (a
 * MutationObserver) and the elements that come near the viewport (an IntersectionObserver).
 * Spec 002 §4: blocks activate lazily, or at once when marked eager.
 */
import type { BlockDefinition } from '../blocks/block-definition';
import { PENDING } from './block-instance';
import type { BlockInstances } from './block-instances';

/** Marks a block for activation at once rather than near the viewport. */
export const EAGER_ATTRIBUTE = 'data-block-eager';

export interface BlockScanner {
  /** Schedules the blocks in `root` (itself included); returns the eager ones' activations. */
  scan(root: ParentNode, only?: BlockDefinition): (Promise<void> | undefined)[];
  /** Starts both observers (again, after the back/forward cache), re-observing pending blocks. */
  start(): void;
  stop(): void;
}

export function createBlockScanner(
  doc: Document,
  definitions: BlockDefinition[],
  instances: BlockInstances,
  rootMargin: string,
): BlockScanner {
  let intersection: IntersectionObserver | undefined;

  function schedule(
    element: HTMLElement,
    definition: BlockDefinition,
    eager: (Promise<void> | undefined)[],
  ) {
    const instance = instances.track(element, definition);
    if (!instance) return;
    if (!intersection || element.hasAttribute(EAGER_ATTRIBUTE)) {
      eager.push(instances.activate(instance));
    } else intersection.observe(element);
  }

  /** The hot path of page start-up: one querySelectorAll per block kind, no arrays between. */
  function scan(root: ParentNode, only?: BlockDefinition): (Promise<void> | undefined)[] {
    const eager: (Promise<void> | undefined)[] = [];
    // A copy: an invalid selector's definition leaves the list during the loop.
    for (const definition of only ? [only] : [...definitions]) {
      const { selector } = definition;
      if (!selector) continue;
      let elements: NodeListOf<HTMLElement>;
      try {
        elements = root.querySelectorAll<HTMLElement>(selector);
      } catch {
        console.error(`[tessera] Block "${definition.name}" has an invalid selector: skipped`);
        definitions.splice(definitions.indexOf(definition), 1);
        continue;
      }
      // A document has no `matches`: only an element scanned as a root can be a block itself.
      if ((root as Partial<Element>).matches?.(selector)) {
        schedule(root as HTMLElement, definition, eager);
      }
      for (const element of elements) schedule(element, definition, eager);
    }
    return eager;
  }

  function onIntersect(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection?.unobserve(entry.target);
      for (const instance of instances.byElement.get(entry.target) ?? []) {
        void instances.activate(instance);
      }
    }
  }

  function onMutation(records: MutationRecord[]) {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === 1) scan(node as Element);
      }
      // Text changes (a ticking clock) need no sweep; only removed elements can hold blocks.
      for (const node of record.removedNodes) if (node.nodeType === 1) removed = true;
    }
    if (!removed) return;
    for (const element of [...instances.byElement.keys()]) {
      if (!element.isConnected) {
        intersection?.unobserve(element);
        instances.forget(element);
      }
    }
  }

  // Every supported browser has MutationObserver (and jsdom); IntersectionObserver may be
  // missing (jsdom, old engines), and then every block activates at once.
  const mutation = new MutationObserver(onMutation);

  function stop() {
    intersection?.disconnect();
    intersection = undefined;
    mutation.disconnect();
  }

  return {
    scan,
    stop,
    start() {
      stop();
      const IO = doc.defaultView?.IntersectionObserver;
      intersection = IO && new IO(onIntersect, { rootMargin });
      mutation.observe(doc.documentElement, { childList: true, subtree: true });
      for (const [element, list] of instances.byElement) {
        if (list.some((instance) => instance.status === PENDING)) intersection?.observe(element);
      }
    },
  };
}
