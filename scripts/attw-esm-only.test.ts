// The esm-only filter of check:packages (scripts/attw-esm-only.mjs): a problem in the node10 or
// node16-cjs resolution is left out, the same kind in any other resolution counts, and a problem
// tied to no resolution always counts.
import type { Problem } from '@arethetypeswrong/core';
import { describe, expect, it } from 'vitest';
import { esmOnlyProblemLines } from './attw-esm-only.mjs';

describe("attw's esm-only profile", () => {
  it('keeps every problem but those of the CommonJS resolutions', () => {
    const problems = [
      { kind: 'NoResolution', entrypoint: '.', resolutionKind: 'node10' },
      { kind: 'CJSResolvesToESM', entrypoint: './react', resolutionKind: 'node16-cjs' },
      { kind: 'NoResolution', entrypoint: './react', resolutionKind: 'node16-esm' },
      { kind: 'UntypedResolution', entrypoint: '.', resolutionKind: 'bundler' },
      { kind: 'FallbackCondition', entrypoint: '.', resolutionKind: 'node10' },
      { kind: 'InternalResolutionError', fileName: '/index.d.ts', pos: 0, end: 1 },
    ] as unknown as Problem[];
    expect(esmOnlyProblemLines(problems)).toEqual([
      'attw (esm-only): Resolution failed (./react, node16-esm)',
      'attw (esm-only): Could not find types (., bundler)',
      'attw (esm-only): Internal resolution error',
    ]);
  });

  it('answers nothing for no problems', () => {
    expect(esmOnlyProblemLines([])).toEqual([]);
  });
});
