/** What a block may leave behind: the kinds the conformance suite counts. */
export type ResourceKind = 'listener' | 'timeout' | 'interval' | 'animation frame' | 'observer';

/** One listener, timer, animation frame or connected observer that is still live. */
export interface LiveResource {
  kind: ResourceKind;
  /** Says which one, for the failure message: `click on button#send`. */
  label: string;
  /** What a listener or observer is attached to. */
  target?: unknown;
}

/**
 * Whether `resource` still holds anything: a listener or observer on a node that left the page
 * and is not part of `kept` (the block's own element) dies with that node (React's root
 * listeners on a removed overlay container), so it is not a leak.
 */
export function isHeld(resource: LiveResource, kept?: Node): boolean {
  const { target } = resource;
  if (typeof Node === 'undefined' || !(target instanceof Node) || target.isConnected) return true;
  return Boolean(kept?.contains(target));
}

/** The set every census part adds its live resources to and removes them from. */
export type LiveResources = Set<LiveResource>;

/** A short name for an event target or observed node in failure messages. */
export function describeTarget(target: unknown): string {
  if (typeof Element !== 'undefined' && target instanceof Element) {
    const id = target.id ? `#${target.id}` : '';
    const block = target.getAttribute('data-block');
    return `${target.tagName.toLowerCase()}${id}${block ? `[data-block="${block}"]` : ''}`;
  }
  if (typeof Document !== 'undefined' && target instanceof Document) return 'document';
  if (target === globalThis) return 'window';
  return (target as object | null)?.constructor?.name ?? String(target);
}
