/**
 * `@tessera/runtime/testing`: the block kit's conformance suite and the resource census it
 * counts with. For tests only (vitest is an optional peer of the runtime).
 */

export { resetMarkupWarnings } from '../markup/markup-warning';
export type { BlockConformanceOptions } from './block-conformance-options';
export { conformanceChecks } from './conformance-checks';
export { describeBlockConformance } from './describe-block-conformance';
export type { LiveResource, ResourceKind } from './live-resources';
export {
  describeResources,
  type ResourceCensus,
  type ResourceCounts,
  startResourceCensus,
} from './resource-census';
