import { createApi } from '../api/api';
import type { BlockContext, BlockModule, Destroy } from '../blocks/block-definition';
import { createEventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import type { BlockConformanceOptions } from './block-conformance-options';
import type { LiveResource } from './live-resources';
import { describeResources, type ResourceCensus, startResourceCensus } from './resource-census';

/** A block's markup mounted in the page, with the census running. */
export interface MountedBlock {
  element: HTMLElement;
  module: BlockModule;
  context: BlockContext;
  census: ResourceCensus;
  /** Stops the census, empties the body, undoes the setup. */
  unmount(): void;
}

/** A failure of the suite, naming the block. */
export function conformanceError(name: string, message: string): Error {
  return new Error(`Block "${name}" ${message}`);
}

export function blockSelector(options: BlockConformanceOptions): string {
  return options.selector ?? `[data-block="${options.name}"]`;
}

export async function resolveModule(options: BlockConformanceOptions): Promise<BlockModule> {
  const module = options.module ?? (await options.load?.());
  if (!module || typeof module.init !== 'function') {
    throw conformanceError(options.name, 'has no module: give `module` or `load`.');
  }
  return module;
}

/** The context init receives: the caller's, or a data layer that answers `{}` to every call. */
export function blockContext(options: BlockConformanceOptions): BlockContext {
  const events = options.events ?? createEventBus<TesseraEvents>();
  const answer = async () =>
    new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  return {
    name: options.name,
    page: options.page ?? {},
    api: options.api ?? createApi({ fetch: answer, events, retryDelayMs: 0 }),
    events,
  };
}

/** Lets promise chains, module loads already settled and MutationObserver callbacks run. */
export async function flushMicrotasks(turns = 50): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await Promise.resolve();
}

/** Mounts `markup` (the options' by default) in the body and starts the census. */
export async function mountBlock(
  options: BlockConformanceOptions,
  markup = options.markup,
): Promise<MountedBlock> {
  const module = await resolveModule(options);
  const undoSetup = options.setup?.();
  document.body.innerHTML = markup;
  const element = options.pageFeature
    ? document.body
    : document.body.querySelector<HTMLElement>(blockSelector(options));
  if (!element) {
    undoSetup?.();
    document.body.innerHTML = '';
    throw conformanceError(
      options.name,
      `markup holds no element matching ${blockSelector(options)}.`,
    );
  }
  const census = startResourceCensus();
  return {
    element,
    module,
    context: blockContext(options),
    census,
    unmount() {
      census.stop();
      document.body.innerHTML = '';
      undoSetup?.();
    },
  };
}

/** Runs init and waits for its microtasks; returns its destroy (a no-op when it returned none). */
export async function initBlock(mounted: MountedBlock): Promise<Destroy> {
  const result = await mounted.module.init(mounted.element, mounted.context);
  await flushMicrotasks();
  return typeof result === 'function' ? result : () => {};
}

/** Throws unless `received` is exactly `expected`, showing where they first differ. */
export function expectSameMarkup(name: string, what: string, expected: string, received: string) {
  if (expected === received) return;
  let at = 0;
  while (expected[at] === received[at]) at++;
  const start = Math.max(0, at - 60);
  const excerpt = (text: string) => `${start > 0 ? '…' : ''}${text.slice(start, at + 100)}`;
  throw conformanceError(
    name,
    `${what}\n  expected: ${excerpt(expected)}\n  received: ${excerpt(received)}`,
  );
}

/** Throws unless everything the census counted since `before` is gone. */
export function expectNothingLeft(
  name: string,
  when: string,
  census: ResourceCensus,
  before?: ReadonlySet<LiveResource>,
  kept?: Node,
) {
  const left = census.leftSince(before, kept);
  if (left.length > 0)
    throw conformanceError(name, `left behind ${when}: ${describeResources(left)}.`);
}
