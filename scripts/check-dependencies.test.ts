// The dependency check (scripts/check-dependencies.mjs, `npm run deps`) on a fixture workspace:
// alpha imports beta (declared), beta imports alpha back with a dynamic import() it does not
// declare, and gamma reaches into beta's files by path.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependencies, formatProblems } from './check-dependencies.mjs';

const fixture = join(import.meta.dirname, 'fixtures/dependency-check');

describe('dependency check', () => {
  it('finds the cycle a dynamic import closes, the undeclared import, and the import by path', async () => {
    const result = await checkDependencies(fixture);
    expect(result.packages).toEqual(['@fixture/alpha', '@fixture/beta', '@fixture/gamma']);
    expect(formatProblems(result)).toEqual([
      'Cycle between packages: @fixture/alpha, @fixture/beta',
      "  packages/alpha/src/index.ts: import '@fixture/beta' (@fixture/alpha → @fixture/beta)",
      "  packages/beta/src/index.ts: dynamic import() '@fixture/alpha' (@fixture/beta → @fixture/alpha)",
      "Undeclared dependency: packages/beta/src/index.ts: dynamic import() '@fixture/alpha' (@fixture/beta → @fixture/alpha); add \"@fixture/alpha\" to @fixture/beta's package.json",
      "Reaches into another package's files: packages/gamma/src/index.ts: by path '../../beta/src/index' (@fixture/gamma → @fixture/beta)",
    ]);
  });
});
