/**
 * `@tessera/runtime/page`: the page runtime the script-tag build runs (spec 002 §4): the block
 * registry and scanner, held interactions, page features, and the data layer imported on first
 * use. Kept out of the package root on purpose: its lazy imports (the data layer, the held-event
 * replay) would make bundlers such as esbuild wrap every module they reach for lazy evaluation,
 * a cost every block package importing the root (the block kit, the contract) would pay.
 */
export { createLazyApi } from './api/lazy-api';
export {
  createRuntime,
  detectSecondRun,
  EAGER_ATTRIBUTE,
  RUNTIME_DEFAULTS,
  type Runtime,
  type RuntimeOptions,
  type RuntimeState,
} from './runtime';
