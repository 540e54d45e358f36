import type { BlockDefinition, Destroy } from '../blocks/block-definition';

/**
 * Where an instance is in its lifecycle, in order: numbers rather than names, so that "not yet
 * active" is one comparison (`status < ACTIVE`) and the loader carries no status strings. A block
 * whose init failed stays loading (never active: block-instances); one whose module failed to
 * load is pending again once its retries are spent.
 */
export const PENDING = 0;
export const LOADING = 1;
export const ACTIVE = 2;
export const DESTROYED = 4;

type InstanceStatus = typeof PENDING | typeof LOADING | typeof ACTIVE | typeof DESTROYED;

/** One block (or page feature) on one element, from scan to destroy. */
export interface BlockInstance {
  definition: BlockDefinition;
  /** The element the block is on (document.body for a page feature). */
  host: HTMLElement;
  status: InstanceStatus;
  /** What the block's init returned, run when the instance is destroyed. */
  teardown?: Destroy;
  /** Settles once the block is active or has failed (its module's retries included). */
  ready?: Promise<void>;
  /** How many times its module failed to load (block-instances: retried with backoff). */
  tries?: number;
  /** Ends the wait before the module's next try at once (a visitor acted on the block). */
  retry?: () => void;
}
