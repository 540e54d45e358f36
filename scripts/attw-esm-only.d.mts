// Types of scripts/attw-esm-only.mjs for the TypeScript test that uses it.
import type { Problem } from '@arethetypeswrong/core';

export function esmOnlyProblemLines(problems: readonly Problem[]): string[];
