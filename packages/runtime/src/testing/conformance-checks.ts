import { createRuntime } from '../runtime';
import type { BlockConformanceOptions } from './block-conformance-options';
import {
  blockContext,
  blockSelector,
  conformanceError,
  expectNothingLeft,
  expectSameMarkup,
  flushMicrotasks,
  initBlock,
  type MountedBlock,
  mountBlock,
  resolveModule,
} from './conformance-fixture';
import { startResourceCensus } from './resource-census';

type Check = (options: BlockConformanceOptions) => Promise<void>;

/** Runs `body` on the mounted block, then unmounts whatever happened. */
async function withBlock(
  options: BlockConformanceOptions,
  body: (mounted: MountedBlock) => Promise<void>,
  markup?: string,
): Promise<void> {
  const mounted = await mountBlock(options, markup);
  try {
    await body(mounted);
  } finally {
    mounted.unmount();
  }
}

/** The caller's assertion, or: init changed the markup or listens to something. */
async function expectInitialized(
  options: BlockConformanceOptions,
  mounted: MountedBlock,
  serverMarkup: string,
): Promise<void> {
  if (options.initialized) {
    await options.initialized(mounted.element);
    return;
  }
  const changed = mounted.element.outerHTML !== serverMarkup;
  if (!changed && mounted.census.counts().listeners === 0) {
    throw conformanceError(options.name, 'did nothing observable on init: no change, no listener.');
  }
}

/** What a destroy is checked for: the server's markup back, and nothing left running. */
interface DestroyChecks {
  markup: boolean;
  resources: boolean;
}

/** Init, the caller's assertion, destroy, and the checks of that destroy. */
async function initAndDestroy(
  options: BlockConformanceOptions,
  mounted: MountedBlock,
  checks: DestroyChecks,
  round = '',
) {
  const { name } = options;
  const server = mounted.element.outerHTML;
  const body = document.body.innerHTML;
  const before = mounted.census.snapshot();
  const destroy = await initBlock(mounted);
  await expectInitialized(options, mounted, server);
  destroy();
  await flushMicrotasks();
  if (checks.markup) {
    const element = mounted.element.outerHTML;
    expectSameMarkup(name, `left its element changed after ${round}destroy`, server, element);
    const page = document.body.innerHTML;
    expectSameMarkup(name, `left the page changed after ${round}destroy`, body, page);
  }
  if (checks.resources)
    expectNothingLeft(name, `after ${round}destroy`, mounted.census, before, mounted.element);
}

/** Console messages (warnings and errors) while `body` runs. */
async function recordConsole(body: () => Promise<void>) {
  const messages: { level: 'warn' | 'error'; args: unknown[] }[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => messages.push({ level: 'warn', args });
  console.error = (...args: unknown[]) => messages.push({ level: 'error', args });
  try {
    await body();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  return messages;
}

/** A configuration the block must refuse: one warning naming it, markup untouched, no leftovers. */
async function refusesConfig(options: BlockConformanceOptions, config: string): Promise<void> {
  const { name } = options;
  const attribute = options.configAttribute || 'data-block-config';
  await withBlock(options, async (mounted) => {
    mounted.element.setAttribute(attribute, config);
    const body = document.body.innerHTML;
    let destroy = () => {};
    const messages = await recordConsole(async () => {
      try {
        destroy = await initBlock(mounted);
      } catch (error) {
        throw conformanceError(name, `threw on ${attribute}='${config}': ${String(error)}`);
      }
    });
    const shown = messages.map(({ level, args }) => `${level}: ${args.map(String).join(' ')}`);
    const warning = messages[0];
    const naming = warning?.args.some((arg) => typeof arg === 'string' && arg.includes(name));
    if (messages.length !== 1 || warning?.level !== 'warn' || !naming) {
      throw conformanceError(
        name,
        `must log exactly one warning naming it for ${attribute}='${config}'; logged ${messages.length}: ${JSON.stringify(shown)}`,
      );
    }
    expectSameMarkup(
      name,
      `changed the markup for ${attribute}='${config}'`,
      body,
      document.body.innerHTML,
    );
    destroy();
    expectNothingLeft(name, `for ${attribute}='${config}'`, mounted.census);
  });
}

/** Through the real runtime: inserted after load it starts; removed, it is destroyed. */
async function worksThroughRuntime(options: BlockConformanceOptions): Promise<void> {
  const { name } = options;
  const module = await resolveModule(options);
  const undoSetup = options.setup?.();
  document.body.innerHTML = options.pageFeature ? options.markup : '';
  const census = startResourceCensus();
  const context = blockContext(options);
  const runtime = createRuntime({
    document,
    blocks: [
      options.pageFeature
        ? { name, load: async () => module }
        : { name, selector: blockSelector(options), load: async () => module },
    ],
    context: context.page,
    api: context.api,
    events: context.events,
  });
  try {
    await runtime.init();
    if (options.pageFeature) await pageFeatureThroughRuntime(options, runtime.destroy);
    else await insertAndRemove(options, census);
    runtime.destroy();
    await flushMicrotasks();
    expectNothingLeft(name, 'after the runtime was destroyed', census);
  } finally {
    runtime.destroy();
    census.stop();
    document.body.innerHTML = '';
    undoSetup?.();
  }
}

async function insertAndRemove(
  options: BlockConformanceOptions,
  census: ReturnType<typeof startResourceCensus>,
): Promise<void> {
  const { name } = options;
  const template = document.createElement('template');
  template.innerHTML = options.markup;
  const server = template.content.querySelector(blockSelector(options))?.outerHTML ?? '';
  const baseline = census.snapshot();
  document.body.append(template.content);
  await flushMicrotasks();
  const element = document.body.querySelector<HTMLElement>(blockSelector(options));
  if (!element) throw conformanceError(name, 'markup holds no element for the runtime to find.');
  if (options.initialized) await options.initialized(element);
  else if (census.leftSince(baseline).length === 0 && element.outerHTML === server) {
    throw conformanceError(name, 'was not started by the runtime when inserted after load.');
  }
  document.body.replaceChildren();
  await flushMicrotasks();
  expectSameMarkup(name, 'left its element changed when removed', server, element.outerHTML);
  expectNothingLeft(name, 'when removed from the page', census, baseline, element);
}

async function pageFeatureThroughRuntime(options: BlockConformanceOptions, destroy: () => void) {
  const body = document.body.innerHTML;
  await flushMicrotasks();
  if (options.initialized) await options.initialized(document.body);
  destroy();
  await flushMicrotasks();
  expectSameMarkup(
    options.name,
    'left the page changed after the runtime was destroyed',
    body,
    document.body.innerHTML,
  );
}

/**
 * The checks of the conformance suite, each runnable on its own: it throws an Error naming the
 * block and what was wrong, or resolves. `describeBlockConformance` runs them as vitest tests.
 */
export const conformanceChecks = {
  initWorks: (options) =>
    withBlock(options, async (mounted) => {
      const server = mounted.element.outerHTML;
      const destroy = await initBlock(mounted);
      try {
        await expectInitialized(options, mounted, server);
      } finally {
        destroy();
      }
    }),
  destroyRestoresMarkup: (options) =>
    withBlock(options, (mounted) =>
      initAndDestroy(options, mounted, { markup: true, resources: false }),
    ),
  destroyLeavesNothing: (options) =>
    withBlock(options, (mounted) =>
      initAndDestroy(options, mounted, { markup: false, resources: true }),
    ),
  initAgainAfterDestroy: (options) =>
    withBlock(options, async (mounted) => {
      await initAndDestroy(options, mounted, { markup: true, resources: true });
      await initAndDestroy(options, mounted, { markup: true, resources: true }, 'the second ');
    }),
  refusesBadJson: (options) => refusesConfig(options, '{"unclosed":'),
  refusesMalformedConfigs: async (options) => {
    for (const config of options.malformedConfigs ?? []) await refusesConfig(options, config);
  },
  worksThroughRuntime,
} satisfies Record<string, Check>;
