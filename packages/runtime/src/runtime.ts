/**
 * The page runtime (spec 002 §1, §4): scans the document for registered blocks, activates each
 * lazily near the viewport (or at once when marked eager), activates blocks added later and
 * destroys removed ones, isolates failures, holds interactions with blocks still loading, and
 * survives the back/forward cache.
 */
import type { Api } from './api/api';
import { createLazyApi } from './api/lazy-api';
import type {
  BlockContext,
  BlockDefinition,
  BlockModule,
  Destroy,
} from './blocks/block-definition';
import { HELD_EVENT_TYPES, isReplayed, replay, shouldHold } from './blocks/held-events';
import { type EventBus, events as pageEvents, type TesseraEvents } from './events';
import { type PageContext, readPageContext } from './page-context';

/** Marks a block for activation at once rather than near the viewport. */
export const EAGER_ATTRIBUTE = 'data-block-eager';

export const RUNTIME_DEFAULTS = {
  /** Blocks activate when within this margin of the viewport. */
  rootMargin: '200px',
  /** Spec 002 §9: chunk load time-out. */
  chunkTimeoutMs: 120_000,
} as const;

export type RuntimeState = 'not-initialised' | 'initialised';

export interface RuntimeOptions {
  document?: Document;
  blocks?: BlockDefinition[];
  /** Default: read from the page (#tessera-context). */
  context?: PageContext;
  api?: Api;
  events?: EventBus<TesseraEvents>;
  rootMargin?: string;
  chunkTimeoutMs?: number;
}

export interface Runtime {
  readonly state: RuntimeState;
  /** True once the page has been initialised at least once (spec 002 §4). */
  readonly initialisedOnce: boolean;
  readonly context: PageContext;
  readonly api: Api;
  readonly events: EventBus<TesseraEvents>;
  register(definition: BlockDefinition): void;
  /** Scans the page and runs every eager initialiser; resolves once they all ran. */
  init(): Promise<void>;
  /** Runs every destructor, in reverse order of activation, and stops observing. */
  destroy(): void;
}

type InstanceStatus = 'pending' | 'loading' | 'active' | 'failed' | 'destroyed';

interface BlockInstance {
  definition: BlockDefinition;
  element: HTMLElement;
  status: InstanceStatus;
  destroy?: Destroy;
  held: Event[];
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The module of block "${name}" did not load within ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const doc = options.document ?? document;
  const view = doc.defaultView;
  const bus = options.events ?? pageEvents;
  // The data layer is imported on first use, keeping it out of the loader entry.
  const dataLayer = options.api ?? createLazyApi();
  const rootMargin = options.rootMargin ?? RUNTIME_DEFAULTS.rootMargin;
  const chunkTimeoutMs = options.chunkTimeoutMs ?? RUNTIME_DEFAULTS.chunkTimeoutMs;
  const definitions: BlockDefinition[] = [...(options.blocks ?? [])];
  let context: PageContext | undefined = options.context;

  let state: RuntimeState = 'not-initialised';
  let initialisedOnce = false;
  /** Instances by element, per definition (an element may carry two blocks). */
  const instances = new Map<Element, BlockInstance[]>();
  /** Activation order, for destruction in reverse. */
  const activated: BlockInstance[] = [];
  const modules = new Map<BlockDefinition, Promise<BlockModule>>();
  const features: BlockInstance[] = [];
  let intersection: IntersectionObserver | undefined;
  let mutation: MutationObserver | undefined;
  const cleanups: (() => void)[] = [];

  const pageContext = () => {
    context ??= readPageContext(doc);
    return context;
  };

  const blockContext = (definition: BlockDefinition): BlockContext => ({
    name: definition.name,
    page: pageContext(),
    api: dataLayer,
    events: bus,
  });

  function reportFailure(instance: BlockInstance, error: unknown) {
    instance.status = 'failed';
    console.error(`[tessera] Block "${instance.definition.name}" failed to initialise`, error);
    bus.emit('block-error', {
      name: instance.definition.name,
      element: instance.element,
      error,
    });
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

  async function activate(instance: BlockInstance): Promise<void> {
    if (instance.status !== 'pending') return;
    instance.status = 'loading';
    try {
      const module = await loadModule(instance.definition);
      if (instance.status !== 'loading') return; // destroyed while loading
      const destroy = await module.init(instance.element, blockContext(instance.definition));
      if ((instance.status as InstanceStatus) === 'destroyed') {
        destroy?.();
        return;
      }
      instance.status = 'active';
      if (typeof destroy === 'function') instance.destroy = destroy;
      activated.push(instance);
    } catch (error) {
      reportFailure(instance, error);
    } finally {
      const held = instance.held.splice(0);
      for (const event of held) replay(event);
    }
  }

  function track(element: HTMLElement, definition: BlockDefinition): BlockInstance | undefined {
    const list = instances.get(element);
    if (list) {
      for (const instance of list) if (instance.definition === definition) return undefined;
    }
    const instance: BlockInstance = { definition, element, status: 'pending', held: [] };
    if (list) list.push(instance);
    else instances.set(element, [instance]);
    return instance;
  }

  function schedule(element: HTMLElement, definition: BlockDefinition, eager: Promise<void>[]) {
    const instance = track(element, definition);
    if (!instance) return;
    if (!intersection || element.hasAttribute(EAGER_ATTRIBUTE)) eager.push(activate(instance));
    else intersection.observe(element);
  }

  /** Finds the blocks in `root` (itself included) and schedules their activation. The hot path
   * of page start-up: one querySelectorAll per block kind, no intermediate arrays. */
  function scan(root: ParentNode): Promise<void>[] {
    const eager: Promise<void>[] = [];
    for (const definition of definitions) {
      const { selector } = definition;
      if (!selector) continue;
      if (root instanceof HTMLElement && root.matches(selector)) schedule(root, definition, eager);
      const elements = root.querySelectorAll<HTMLElement>(selector);
      for (let i = 0; i < elements.length; i++) schedule(elements[i]!, definition, eager);
    }
    return eager;
  }

  function destroyInstance(instance: BlockInstance) {
    const wasActive = instance.status === 'active';
    instance.status = 'destroyed';
    instance.held.length = 0;
    if (wasActive && instance.destroy) {
      try {
        instance.destroy();
      } catch (error) {
        console.error(`[tessera] Block "${instance.definition.name}" failed to destroy`, error);
      }
    }
  }

  function forget(element: Element) {
    const list = instances.get(element);
    if (!list) return;
    instances.delete(element);
    intersection?.unobserve(element);
    for (const instance of list) {
      destroyInstance(instance);
      const index = activated.indexOf(instance);
      if (index !== -1) activated.splice(index, 1);
    }
  }

  function onIntersect(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersection?.unobserve(entry.target);
      for (const instance of instances.get(entry.target) ?? []) void activate(instance);
    }
  }

  function onMutation(records: MutationRecord[]) {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === 1) void Promise.all(scan(node as Element));
      }
      if (record.removedNodes.length > 0) removed = true;
    }
    if (removed) {
      for (const element of [...instances.keys()]) {
        if (!element.isConnected) forget(element);
      }
    }
  }

  /** Holds interactions aimed at blocks that have not finished loading. */
  function onInteraction(event: Event) {
    if (isReplayed(event) || !shouldHold(event)) return;
    let node = event.target instanceof Node ? event.target : null;
    for (; node; node = node.parentNode) {
      const list = instances.get(node as Element);
      const waiting = list?.find((i) => i.status === 'pending' || i.status === 'loading');
      if (!waiting) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      waiting.held.push(event);
      intersection?.unobserve(waiting.element);
      void activate(waiting);
      return;
    }
  }

  function startObserving() {
    const IO = view?.IntersectionObserver;
    intersection = IO ? new IO(onIntersect, { rootMargin }) : undefined;
    const MO = view?.MutationObserver;
    if (MO) {
      mutation = new MO(onMutation);
      mutation.observe(doc.documentElement, { childList: true, subtree: true });
    }
  }

  function stopObserving() {
    intersection?.disconnect();
    intersection = undefined;
    mutation?.disconnect();
    mutation = undefined;
  }

  function listen(
    target: EventTarget,
    type: string,
    handler: (event: Event) => void,
    capture: boolean,
  ) {
    target.addEventListener(type, handler, capture);
    cleanups.push(() => target.removeEventListener(type, handler, capture));
  }

  /** Back/forward cache: observers off while hidden; pending blocks re-observed on return. */
  function onPageHide(event: Event) {
    if (!(event as PageTransitionEvent).persisted) return;
    stopObserving();
    for (const list of instances.values()) for (const instance of list) instance.held.length = 0;
  }

  function onPageShow(event: Event) {
    if (!(event as PageTransitionEvent).persisted || state !== 'initialised') return;
    startObserving();
    for (const [element, list] of instances) {
      if (list.some((instance) => instance.status === 'pending')) intersection?.observe(element);
    }
    void Promise.all(scan(doc));
  }

  async function initFeatures(): Promise<void> {
    const page = pageContext();
    const runs: Promise<void>[] = [];
    for (const definition of definitions) {
      if (definition.selector) continue;
      let wanted = true;
      try {
        wanted = definition.when ? definition.when(page) : true;
      } catch (error) {
        console.error(
          `[tessera] Block "${definition.name}" failed to decide whether to load`,
          error,
        );
        wanted = false;
      }
      if (!wanted || !doc.body) continue;
      const instance: BlockInstance = {
        definition,
        element: doc.body,
        status: 'pending',
        held: [],
      };
      features.push(instance);
      runs.push(activate(instance));
    }
    await Promise.all(runs);
  }

  return {
    get state() {
      return state;
    },
    get initialisedOnce() {
      return initialisedOnce;
    },
    get context() {
      return pageContext();
    },
    api: dataLayer,
    events: bus,
    register(definition) {
      if (
        !definition ||
        typeof definition.name !== 'string' ||
        typeof definition.load !== 'function'
      ) {
        throw new TypeError('A block needs a name and a load function');
      }
      definitions.push(definition);
      if (state !== 'initialised') return;
      if (definition.selector) void Promise.all(scan(doc));
      else void initFeatures();
    },
    async init() {
      if (state === 'initialised') return;
      state = 'initialised';
      initialisedOnce = true;
      pageContext();
      startObserving();
      for (const type of HELD_EVENT_TYPES) listen(doc, type, onInteraction, true);
      if (view) {
        listen(view, 'pagehide', onPageHide, false);
        listen(view, 'pageshow', onPageShow, false);
      }
      await Promise.all([...scan(doc), initFeatures()]);
      bus.emit('initialized', { blocks: activated.length });
    },
    destroy() {
      if (state === 'not-initialised') return;
      state = 'not-initialised';
      stopObserving();
      for (const cleanup of cleanups.splice(0)) cleanup();
      for (const instance of activated.splice(0).reverse()) destroyInstance(instance);
      for (const list of instances.values()) for (const instance of list) destroyInstance(instance);
      for (const instance of features.splice(0)) destroyInstance(instance);
      instances.clear();
      bus.emit('destroyed', {});
    },
  };
}

/** Global flag name for second-run detection. */
const LOADED_FLAG = '__tesseraLoaded';

/**
 * Spec 002 §4: a second run of the script logs 'Detected second run, this is bad.' and aborts.
 * Returns true when this is the second run.
 */
export function detectSecondRun(target: Record<string, unknown> = globalThis as never): boolean {
  if (target[LOADED_FLAG]) {
    console.warn('Detected second run, this is bad.');
    return true;
  }
  target[LOADED_FLAG] = true;
  return false;
}
