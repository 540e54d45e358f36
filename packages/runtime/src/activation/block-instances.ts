/**
 * The instance lifecycle: pending → loading → active (or failed) → destroyed. Loads each
 * definition's module once, isolates a failing block (logged and reported on the bus, the others
 * go on) and destroys in reverse order of activation.
 */
import type { BlockContext, BlockDefinition, BlockModule } from '../blocks/block-definition';
import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import { ACTIVE, type BlockInstance, DESTROYED, LOADING, PENDING } from './block-instance';

/** How many times a module that failed to load is tried again on its own (1, 2, 4, 8, 16 s). */
export const CHUNK_RETRIES = 5;

export interface BlockInstances {
  /** Instances by element, per definition (an element may carry two blocks). */
  readonly byElement: Map<Element, BlockInstance[]>;
  /** A new pending instance, or undefined when `element` already has one of `definition`. */
  track(element: HTMLElement, definition: BlockDefinition): BlockInstance | undefined;
  /** Starts a pending instance; what it returns resolves once the instance is active or has
   * failed (undefined for an instance destroyed before it started). */
  activate(instance: BlockInstance): Promise<void> | undefined;
  fail(instance: BlockInstance, error: unknown): void;
  destroy(instance: BlockInstance): void;
  /** Destroys the instances of an element that left the page. */
  forget(element: Element): void;
  /** Destroys every instance, the last activated first. */
  destroyAll(): void;
  /** The active instances, in order of activation. */
  readonly active: BlockInstance[];
}

export interface BlockInstancesOptions {
  blockContext(definition: BlockDefinition): BlockContext;
  bus: EventBus<TesseraEvents>;
  chunkTimeoutMs: number;
}

/** Runs an active instance's destroy; any other instance is only marked destroyed. */
function destroy(instance: BlockInstance) {
  // Only an active instance has run its init; the status changes first, so that a destroy that
  // throws or comes back here does not run twice.
  const destroyBlock = instance.status === ACTIVE && instance.teardown;
  instance.status = DESTROYED;
  // Waiting to retry its module: the wait ends now, its timer cleared (run then returns).
  instance.retry?.();
  if (destroyBlock) {
    try {
      destroyBlock();
    } catch (error) {
      console.error(`[tessera] Block "${instance.definition.name}" failed to destroy`, error);
    }
  }
}

export function createBlockInstances(options: BlockInstancesOptions): BlockInstances {
  const { bus: events, chunkTimeoutMs } = options;
  const byElement = new Map<Element, BlockInstance[]>();
  /** Activation order, for destruction in reverse. */
  const active: BlockInstance[] = [];

  // The status stays where it is: a block that failed is not active, and an interaction with it
  // is held and replayed as for a block whose code is missing (replay-held-event).
  function fail(instance: BlockInstance, error: unknown) {
    const { name } = instance.definition;
    console.error(`[tessera] Block "${name}" failed to initialise`, error);
    events.emit('block-error', { name, element: instance.host, error });
  }

  /**
   * Loads the block's module and runs its init. A module that fails to load (a network error, a
   * 404, the time-out) is tried again after 1, 2, 4, 8 and 16 s (CHUNK_RETRIES), and at once
   * when the visitor acts on the block (activate ends the wait). The first failure is logged and
   * reported; once the retries are spent the instance is pending again, so that each later act
   * tries once more. A block whose init fails is not retried: its code is there, and wrong.
   * What this returns settles once the block is active or has failed for now.
   */
  async function run(instance: BlockInstance): Promise<void> {
    const { definition } = instance;
    let module: BlockModule | undefined;
    try {
      // Spec 002 §9: a module that does not arrive within chunkTimeoutMs counts as failed (the
      // log line that shows the error names the block). Written here rather than as a helper of
      // its own: 13 B less in the loader.
      module = await new Promise<BlockModule>((resolve, reject) => {
        const error = Error(`did not load within ${chunkTimeoutMs} ms`);
        const timer = setTimeout(reject, chunkTimeoutMs, error);
        definition
          .load()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      });
      if (instance.status !== LOADING) return; // destroyed while loading
      const destroy = await module.init(instance.host, options.blockContext(definition));
      if (instance.status !== LOADING) {
        destroy?.();
        return;
      }
      instance.status = ACTIVE;
      if (typeof destroy === 'function') instance.teardown = destroy;
      active.push(instance);
    } catch (error) {
      if (instance.status !== LOADING) return; // destroyed meanwhile
      // Failures so far, from 1 (`-~undefined` is 1).
      const tries = -~instance.tries!;
      instance.tries = tries;
      // Logged and reported once for a module, at its first failure (its error names the chunk).
      if (module || tries < 2) fail(instance, error);
      if (module) return;
      if (tries > CHUNK_RETRIES) {
        instance.status = PENDING;
        return;
      }
      // 500 << tries: 1 s after the first failure, doubling up to 16 s. retry ends the wait
      // early (an act, a destroy); the timer is cleared either way.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise((resolve) => {
        instance.retry = resolve as () => void;
        timer = setTimeout(resolve, 500 << tries);
      }).finally(() => clearTimeout(timer));
      if (instance.status === LOADING) return run(instance); // else destroyed while waiting
    }
  }

  return {
    byElement,
    active,
    track(element, definition) {
      const list = byElement.get(element);
      if (list?.some((instance) => instance.definition === definition)) return undefined;
      const instance: BlockInstance = { definition, host: element, status: PENDING };
      if (list) list.push(instance);
      else byElement.set(element, [instance]);
      return instance;
    },
    activate(instance) {
      if (instance.status === PENDING) {
        instance.status = LOADING;
        instance.ready = run(instance);
      } else instance.retry?.(); // waiting to retry its module: now
      return instance.ready;
    },
    fail,
    destroy,
    forget(element) {
      for (const instance of byElement.get(element) ?? []) {
        destroy(instance);
        // Not active: indexOf gives -1, which >>> 0 turns into an index past the end (no-op).
        active.splice(active.indexOf(instance) >>> 0, 1);
      }
      byElement.delete(element);
    },
    destroyAll() {
      for (const instance of active.splice(0).reverse()) destroy(instance);
      for (const list of byElement.values()) for (const instance of list) destroy(instance);
      byElement.clear();
    },
  };
}
