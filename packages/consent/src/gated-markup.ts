/** Marks a script or iframe that waits for consent; its value names the purpose. */
export const CONSENT_ATTRIBUTE = 'data-consent';
/** On a gated iframe: the src held back until consent. */
export const HELD_SOURCE_ATTRIBUTE = 'data-src';
/** On a gated script: the type it runs as once released (default: a classic script). */
export const HELD_TYPE_ATTRIBUTE = 'data-type';
/** On a gated script: ask for a placeholder (its value, when not empty, is the placeholder text). */
export const PLACEHOLDER_ATTRIBUTE = 'data-consent-placeholder';

/**
 * A gated script or iframe (docs/markup.md, "Consent"): the attributes above, spelled out (a
 * plain literal; built from the constants, a single bundle carries it as a lazy assignment).
 */
const GATED_SELECTOR = 'script[type="text/plain"][data-consent], iframe[data-consent][data-src]';

/** Every gated element under `root` (itself included). */
export function findGatedElements(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll(GATED_SELECTOR));
  if (root instanceof Element && root.matches(GATED_SELECTOR)) found.unshift(root);
  return found;
}

/**
 * Calls `found` once, as soon as `root` holds a gated element (now or when one is added later),
 * so that the gate's code is fetched only for pages that need it. Returns the function that
 * stops watching.
 */
export function watchGatedElements(root: Document | Element, found: () => void): () => void {
  if (findGatedElements(root).length > 0) {
    found();
    return () => {};
  }
  const doc = root instanceof Element ? root.ownerDocument : root;
  const observer = new (doc.defaultView ?? globalThis).MutationObserver((records) => {
    const added = records.some((record) =>
      Array.from(record.addedNodes).some(
        (node) => node.nodeType === 1 && findGatedElements(node as Element).length > 0,
      ),
    );
    if (!added) return;
    observer.disconnect();
    found();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
