// Are the Types Wrong's esm-only profile, as `attw --profile esm-only` applies it: our packages
// are ES modules only, so problems in the CommonJS resolutions of older TypeScript settings
// (node10, node16-cjs) are not ours to serve. Problems tied to no resolution (a file's syntax,
// an internal resolution error) always count. Used by scripts/check-packages.mjs.
import { problemKindInfo } from '@arethetypeswrong/core/problems';

const ESM_ONLY_IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs']);

/** One line per problem the esm-only profile keeps, naming the entrypoint and resolution. */
export function esmOnlyProblemLines(problems) {
  return problems
    .filter(
      (problem) =>
        !('resolutionKind' in problem) || !ESM_ONLY_IGNORED_RESOLUTIONS.has(problem.resolutionKind),
    )
    .map((problem) => {
      const where = [problem.entrypoint, problem.resolutionKind].filter(Boolean).join(', ');
      return `attw (esm-only): ${problemKindInfo[problem.kind].title}${where ? ` (${where})` : ''}`;
    });
}
