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
  /** 'initialised' once every initialiser of the first scan has run (spec 002 §4). */
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
  /** Settles once the block is active or has failed. */
  ready?: Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The module of block "${name}" did not load within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function isValidSelector(doc: Document, selector: string): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const doc = options.document ?? document;
  const view = doc.defaultView;
  const bus = options.events ?? pageEvents;
  // The data layer is imported on first use, keeping it out of the loader entry.
  const dataLayer = options.api ?? createLazyApi();
  const rootMargin = options.rootMargin ?? RUNTIME_DEFAULTS.rootMargin;
  const chunkTimeoutMs = options.chunkTimeoutMs ?? RUNTIME_DEFAULTS.chunkTimeoutMs;
  const definitions: BlockDefinition[] = [];
  let context: PageContext | undefined = options.context;

  let state: RuntimeState = 'not-initialised';
  let initialisedOnce = false;
  /** Bumped by destroy, so work started before it does not finish into the next life. */
  let generation = 0;
  let starting: Promise<void> | undefined;
  /** Instances by element, per definition (an element may carry two blocks). */
  const instances = new Map<Element, BlockInstance[]>();
  /** Activation order, for destruction in reverse. */
  const activated: BlockInstance[] = [];
  const modules = new Map<BlockDefinition, Promise<BlockModule>>();
  const features: BlockInstance[] = [];
  /** Interactions held until their blocks are ready; dropped on destroy and pagehide. */
  const held = new Set<Event>();
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
    bus.emit('block-error', { name: instance.definition.name, element: instance.element, error });
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
      if (instance.status !== 'destroyed') reportFailure(instance, error);
    }
  }

  /** Starts a pending block; returns the promise of it being ready (active or failed). */
  function activate(instance: BlockInstance): Promise<void> {
    if (instance.status === 'pending') {
      instance.status = 'loading';
      instance.ready = run(instance);
    }
    return instance.ready ?? Promise.resolve();
  }

  function track(element: HTMLElement, definition: BlockDefinition): BlockInstance | undefined {
    const list = instances.get(element);
    if (list) {
      for (const instance of list) if (instance.definition === definition) return undefined;
    }
    const instance: BlockInstance = { definition, element, status: 'pending' };
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
  function scan(root: ParentNode, only?: BlockDefinition): Promise<void>[] {
    const eager: Promise<void>[] = [];
    for (const definition of only ? [only] : definitions) {
      const { selector } = definition;
      if (!selector) continue;
      if ((root as Node).nodeType === 1 && (root as Element).matches(selector)) {
        schedule(root as HTMLElement, definition, eager);
      }
      const elements = root.querySelectorAll<HTMLElement>(selector);
      for (let i = 0; i < elements.length; i++) schedule(elements[i]!, definition, eager);
    }
    return eager;
  }

  function destroyInstance(instance: BlockInstance) {
    const wasActive = instance.status === 'active';
    instance.status = 'destroyed';
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
      // Text changes (a ticking clock) need no sweep; only removed elements can hold blocks.
      for (const node of record.removedNodes) if (node.nodeType === 1) removed = true;
    }
    if (removed) {
      for (const element of [...instances.keys()]) {
        if (!element.isConnected) forget(element);
      }
    }
  }

  /**
   * Holds an interaction aimed at blocks that have not finished loading (every such block from
   * the target up, so two blocks on one element both see it), and replays it once, when all of
   * them are ready. Listening on window in the capture phase runs before the page's own
   * listeners, so none of them sees the event twice.
   */
  function onInteraction(event: Event) {
    if (isReplayed(event) || !shouldHold(event)) return;
    const waiting: BlockInstance[] = [];
    for (let node = event.target as Node | null; node; node = node.parentNode) {
      for (const instance of instances.get(node as Element) ?? []) {
        if (instance.status === 'pending' || instance.status === 'loading') waiting.push(instance);
      }
    }
    if (waiting.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(event);
    for (const instance of waiting) intersection?.unobserve(instance.element);
    void Promise.all(waiting.map(activate)).then(() => {
      if (held.delete(event)) replay(event);
    });
  }

  function startObserving() {
    stopObserving();
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
    held.clear();
  }

  function onPageShow(event: Event) {
    if (!(event as PageTransitionEvent).persisted || !starting) return;
    startObserving();
    for (const [element, list] of instances) {
      if (list.some((instance) => instance.status === 'pending')) intersection?.observe(element);
    }
    void Promise.all(scan(doc));
  }

  function initFeature(definition: BlockDefinition): Promise<void> | undefined {
    if (!doc.body) return undefined;
    const instance: BlockInstance = { definition, element: doc.body, status: 'pending' };
    try {
      if (definition.when && !definition.when(pageContext())) return undefined;
    } catch (error) {
      reportFailure(instance, error);
      return undefined;
    }
    features.push(instance);
    return activate(instance);
  }

  function add(definition: BlockDefinition): boolean {
    if (
      !definition ||
      typeof definition.name !== 'string' ||
      typeof definition.load !== 'function'
    ) {
      throw new TypeError('A block needs a name and a load function');
    }
    if (definition.selector !== undefined && !isValidSelector(doc, definition.selector)) {
      console.error(
        `[tessera] Block "${definition.name}" has an invalid selector: skipped`,
        definition.selector,
      );
      return false;
    }
    definitions.push(definition);
    return true;
  }

  for (const definition of options.blocks ?? []) add(definition);

  async function start(current: number): Promise<void> {
    pageContext();
    startObserving();
    for (const type of HELD_EVENT_TYPES) listen(view ?? doc, type, onInteraction, true);
    if (view) {
      listen(view, 'pagehide', onPageHide, false);
      listen(view, 'pageshow', onPageShow, false);
    }
    const runs = scan(doc);
    for (const definition of definitions) {
      if (!definition.selector) {
        const feature = initFeature(definition);
        if (feature) runs.push(feature);
      }
    }
    await Promise.all(runs);
    if (current !== generation) return;
    state = 'initialised';
    initialisedOnce = true;
    bus.emit('initialized', { blocks: activated.length });
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
      if (!add(definition) || !starting) return;
      if (definition.selector) void Promise.all(scan(doc, definition));
      else void initFeature(definition);
    },
    init() {
      starting ??= start(generation);
      return starting;
    },
    destroy() {
      if (!starting) return;
      starting = undefined;
      generation++;
      state = 'not-initialised';
      stopObserving();
      held.clear();
      for (const cleanup of cleanups.splice(0)) cleanup();
      for (const instance of activated.splice(0).reverse()) destroyInstance(instance);
      for (const list of instances.values()) for (const instance of list) destroyInstance(instance);
      for (const instance of features.splice(0)) destroyInstance(instance);
      instances.clear();
      bus.emit('destroyed', {});
    },
  };
}

/**
 * Spec 002 §4: a second run of the script logs 'Detected second run, this is bad.' and aborts.
 * The page's one global, `Tessera`, is the flag. Returns true when this is the second run.
 */
export function detectSecondRun(target: Record<string, unknown> = globalThis as never): boolean {
  if (target.Tessera !== undefined) {
    console.warn('Detected second run, this is bad.');
    return true;
  }
  return false;
}
