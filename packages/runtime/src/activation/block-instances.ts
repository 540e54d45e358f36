/**
 * The instance lifecycle: pending → loading → active (or failed) → destroyed. Loads each
 * definition's module once, isolates a failing block (logged and reported on the bus, the others
 * go on) and destroys in reverse order of activation.
 */
import type { BlockContext, BlockDefinition, BlockModule } from '../blocks/block-definition';
import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import { ACTIVE, type BlockInstance, DESTROYED, FAILED, LOADING, PENDING } from './block-instance';
import { withTimeout } from './with-timeout';

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

export function createBlockInstances(options: BlockInstancesOptions): BlockInstances {
  const { bus: events, chunkTimeoutMs } = options;
  const byElement = new Map<Element, BlockInstance[]>();
  /** Activation order, for destruction in reverse. */
  const active: BlockInstance[] = [];
  const modules = new Map<BlockDefinition, Promise<BlockModule>>();

  function fail(instance: BlockInstance, error: unknown) {
    instance.status = FAILED;
    const { name } = instance.definition;
    console.error(`[tessera] Block "${name}" failed to initialise`, error);
    events.emit('block-error', { name, element: instance.host, error });
  }

  function loadModule(definition: BlockDefinition): Promise<BlockModule> {
    let module = modules.get(definition);
    if (!module) {
      module = withTimeout(definition.load(), chunkTimeoutMs, definition.name);
      // A failed load may succeed later (a flaky network): do not cache the failure.
      module.catch(() => modules.delete(definition));
      modules.set(definition, module);
    }
    return module;
  }

  async function run(instance: BlockInstance): Promise<void> {
    try {
      const module = await loadModule(instance.definition);
      if (instance.status !== LOADING) return; // destroyed while loading
      const destroy = await module.init(instance.host, options.blockContext(instance.definition));
      if (instance.status !== LOADING) {
        destroy?.();
        return;
      }
      instance.status = ACTIVE;
      if (typeof destroy === 'function') instance.teardown = destroy;
      active.push(instance);
    } catch (error) {
      if (instance.status !== DESTROYED) fail(instance, error);
    }
  }

  function destroy(instance: BlockInstance) {
    // Only an active instance has run its init; the status changes first, so that a destroy that
    // throws or comes back here does not run twice.
    const destroyBlock = instance.status === ACTIVE && instance.teardown;
    instance.status = DESTROYED;
    if (destroyBlock) {
      try {
        destroyBlock();
      } catch (error) {
        console.error(`[tessera] Block "${instance.definition.name}" failed to destroy`, error);
      }
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
      }
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
