// The public-API check (scripts/check-public-api.mjs, `npm run check:api`) on a fixture workspace:
// @fixture/demo exports five names from two entries of its exports map and its README names
// three of them; @fixture/no-exports has no exports map, so nothing of it is public.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumentedExports } from './check-public-api.mjs';

const fixture = join(import.meta.dirname, 'fixtures/public-api/packages');

describe('public API check', () => {
  it('lists each exported name the README does not name as a whole word, with its entry', () => {
    const root = join(import.meta.dirname, '..');
    expect(undocumentedExports(fixture)).toEqual([
      {
        package: '@fixture/demo',
        name: 'GREETING_PREFIX',
        entry: join(fixture, 'demo/src/index.ts').slice(root.length + 1),
      },
      {
        package: '@fixture/demo',
        name: 'extraValue',
        entry: join(fixture, 'demo/src/extra.ts').slice(root.length + 1),
      },
    ]);
    // The TypeScript checker loads the standard library first: seconds on a loaded machine.
  }, 60_000);
});
