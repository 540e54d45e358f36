/**
 * The block a node belongs to, for attributing a metric (issue 16: the LCP element's block, the
 * INP target's block, the largest layout shift's block): the `data-block` of its closest block
 * element, 'page' for a node outside any block, undefined without a node (the entry had none,
 * e.g. the element was removed before it was read).
 */
export function blockOfNode(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return element?.closest('[data-block]')?.getAttribute('data-block') ?? 'page';
}
