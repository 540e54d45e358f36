import { findGatedElements } from './gated-markup';

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
