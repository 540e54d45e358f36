/**
 * The page runtime (spec 002 §1, §4): scans the document for registered blocks, activates each
 * lazily near the viewport (or at once when marked eager), activates blocks added later and
 * destroys removed ones, isolates failures, holds interactions with blocks still loading, and
 * survives the back/forward cache. This file wires the parts in ./activation.
 */

import { addBlockDefinition } from './activation/add-block-definition';
import { backForwardCacheListeners } from './activation/back-forward-cache';
import { createBlockInstances } from './activation/block-instances';
import { type BlockScanner, createBlockScanner } from './activation/block-scanner';
import { createInteractionHolder, type InteractionHolder } from './activation/interaction-holder';
import { createPageFeatures } from './activation/page-features';
import { listenAll, type PageListener } from './activation/page-listeners';
import type { Api } from './api/api';
import { createLazyApi } from './api/lazy-api';
import type { BlockDefinition } from './blocks/block-definition';
import { HELD_EVENT_TYPES } from './blocks/held-events';
import type { EventBus } from './event-bus';
import { events as pageEvents, type TesseraEvents } from './events';
import { type PageContext, readPageContextObject } from './page-context';

export { EAGER_ATTRIBUTE } from './activation/block-scanner';

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
  /** The registered definitions, in order (register adds to it): for the development checks. */
  readonly blocks: readonly BlockDefinition[];
  register(definition: BlockDefinition): void;
  /** Scans the page and runs every eager initialiser; resolves once they all ran. */
  init(): Promise<void>;
  /** Runs every destructor, in reverse order of activation, and stops observing. */
  destroy(): void;
}

/** The runtime's five listeners (interactions held, back/forward cache); returns what removes
 * them. */
function listenToPage(doc: Document, scanner: BlockScanner, holder: InteractionHolder) {
  const view = doc.defaultView;
  // Interactions held in the capture phase of the window, before the page's own listeners.
  const listeners = HELD_EVENT_TYPES.map((type): PageListener => [type, holder.hold, true]);
  if (view) listeners.push(...backForwardCacheListeners(view, scanner, holder));
  return listenAll(view ?? doc, listeners);
}

/**
 * Wires the runtime's parts, as Embla's engine does: the instance lifecycle, the scanner and its
 * observers, interaction holding, page features and the back/forward cache. Each part that
 * listens returns what stops it (the runtime's five listeners, removed on destroy).
 */
export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const doc = options.document ?? document;
  const bus = options.events ?? pageEvents;
  // The data layer is imported on first use, keeping it out of the loader entry.
  const dataLayer = options.api ?? createLazyApi();
  const definitions: BlockDefinition[] = [];
  let context: PageContext | undefined = options.context;
  let state: RuntimeState = 'not-initialised';
  let initialisedOnce = false;
  /** Bumped by destroy, so work started before it does not finish into the next life. */
  let generation = 0;
  let starting: Promise<void> | undefined;
  // Set first thing by start, so destroy (which needs start to have run) always has it.
  let stopListening!: () => void;
  const pageContext = () => (context ??= readPageContextObject(doc));
  const instances = createBlockInstances({
    blockContext: (definition) => ({
      name: definition.name,
      page: pageContext(),
      api: dataLayer,
      events: bus,
    }),
    bus,
    chunkTimeoutMs: options.chunkTimeoutMs ?? RUNTIME_DEFAULTS.chunkTimeoutMs,
  });

  const scanner = createBlockScanner(
    doc,
    definitions,
    instances,
    options.rootMargin ?? RUNTIME_DEFAULTS.rootMargin,
  );
  const holder = createInteractionHolder(instances);
  const features = createPageFeatures(doc, instances, bus, pageContext);

  for (const definition of options.blocks ?? []) addBlockDefinition(definitions, definition);

  async function start(current: number): Promise<void> {
    stopListening = listenToPage(doc, scanner, holder);
    pageContext();
    scanner.start();
    const runs = scanner.scan(doc);
    for (const definition of definitions)
      if (!definition.selector) runs.push(features.start(definition));
    await Promise.all(runs);
    if (current !== generation) return;
    state = 'initialised';
    initialisedOnce = true;
    bus.emit('initialized', { blocks: instances.active.length });
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
    blocks: definitions,
    register(definition) {
      addBlockDefinition(definitions, definition);
      if (!starting) return;
      if (definition.selector) scanner.scan(doc, definition);
      else void features.start(definition);
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
      scanner.stop();
      holder.drop();
      stopListening();
      instances.destroyAll();
      features.stop();
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
