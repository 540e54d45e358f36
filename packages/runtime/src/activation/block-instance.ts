import type { BlockDefinition, Destroy } from '../blocks/block-definition';

type InstanceStatus = 'pending' | 'loading' | 'active' | 'failed' | 'destroyed';

/** One block (or page feature) on one element, from scan to destroy. */
export interface BlockInstance {
  definition: BlockDefinition;
  element: HTMLElement;
  status: InstanceStatus;
  destroy?: Destroy;
  /** Settles once the block is active or has failed. */
  ready?: Promise<void>;
}
