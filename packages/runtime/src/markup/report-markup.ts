/**
 * `@tessera/runtime/report-markup`: the wording of markup warnings, the entry blocks import
 * lazily, only when they found a mistake (one chunk for every block in the script build).
 */
export { didYouMean } from './did-you-mean';
export { warnMarkup } from './markup-warning';
export { type MistakeContext, reportMarkupMistakes } from './report-mistakes';
