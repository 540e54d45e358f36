// The README's size figures are checked against the real bundles and the budgets (as Nano
// Stores does), so that they cannot drift. The bundles exist after the package build (`npm test`
// builds first); without them only the budgets are compared.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
// The import budgets (dist/size); the script-build chunk budgets have a table of their own.
const budgets: { name: string; path: string; limit: string }[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'size-limit.json'), 'utf8'),
).filter(
  (budget: { path: unknown }) =>
    typeof budget.path === 'string' && budget.path.includes('/dist/size/'),
);
const rows = [
  ...readme.matchAll(
    /^\|\s*(`\{ \w+ \}`|the whole package)\s*\|\s*([\d.]+) kB\s*\|\s*([\d.]+ kB)\s*\|$/gm,
  ),
];

describe('README size table', () => {
  it('has one row per size-limit budget, with the same limit', () => {
    expect(rows).toHaveLength(budgets.length);
    rows.forEach((row, index) => {
      expect(row[3]).toBe(budgets[index]!.limit);
    });
  });

  const built = budgets.every((budget) => existsSync(join(root, budget.path)));
  it.skipIf(!built)('quotes the brotli sizes of the built bundles (within 3%)', () => {
    budgets.forEach((budget, index) => {
      const file = readFileSync(join(root, budget.path));
      const size = brotliCompressSync(file, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
      const quoted = Number(rows[index]![2]) * 1000;
      expect(Math.abs(size - quoted) / size, `${budget.name}: ${size} B`).toBeLessThan(0.03);
    });
  });
});
