import { describe, it } from 'vitest';
import type { BlockConformanceOptions } from './block-conformance-options';
import { conformanceChecks } from './conformance-checks';

/**
 * The block kit's conformance suite: one call per block, in a jsdom test file. Every block and
 * page feature runs it (runtime README, "Block kit"); see `conformanceChecks` for what each test
 * asserts.
 *
 * ```ts
 * // @vitest-environment jsdom
 * import { describeBlockConformance } from '@tessera/runtime/testing';
 * describeBlockConformance({ name: 'form', load: () => import('../src/block'), markup });
 * ```
 */
export function describeBlockConformance(options: BlockConformanceOptions): void {
  const checks = conformanceChecks;
  const variant = options.variant ? ` (${options.variant})` : '';
  describe(`block conformance: ${options.name}${variant}`, () => {
    it('init on server-rendered markup works', () => checks.initWorks(options));
    it('destroy leaves the markup exactly as the server rendered it', () =>
      checks.destroyRestoresMarkup(options));
    it('destroy leaves no listener, timer, animation frame or observer', () =>
      checks.destroyLeavesNothing(options));
    it('init → destroy → init works, and the second destroy is clean too', () =>
      checks.initAgainAfterDestroy(options));
    if (options.configAttribute !== false && !options.pageFeature) {
      it('bad JSON configuration logs one warning naming the block, markup untouched', () =>
        checks.refusesBadJson(options));
    }
    if (options.malformedConfigs?.length) {
      it('malformed configuration logs one warning naming the block, markup untouched', () =>
        checks.refusesMalformedConfigs(options));
    }
    it(
      options.pageFeature
        ? 'works through the runtime, and its destroy leaves nothing'
        : 'works when inserted after load and when removed, through the runtime',
      () => checks.worksThroughRuntime(options),
    );
  });
}
