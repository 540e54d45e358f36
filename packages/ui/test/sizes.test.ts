// The README's size table against freshly built bundles (Nano Stores' habit): a figure that
// drifts from the real brotli size, or goes over its budget, fails here.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { buildSizeBundles } from '../scripts/size-bundles.mjs';

const packageDir = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'tessera-ui-size-'));
const built: Promise<void> = buildSizeBundles(outDir);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const brotli = (name: string) =>
  brotliCompressSync(readFileSync(join(outDir, `${name}.js`))).length;

/** size-limit's units: 1 kB = 1000 B. */
const bytes = (text: string) => {
  const match = /^([\d.]+) (kB|B)$/.exec(text.trim());
  if (!match) throw new Error(`not a size: ${text}`);
  return Number(match[1]) * (match[2] === 'kB' ? 1000 : 1);
};

const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
const budgets: { path: string; limit: string }[] = JSON.parse(
  readFileSync(join(packageDir, 'size-limit.json'), 'utf8'),
);
const rows: [string, string][] = [
  ['overlay host + `confirm` dialog', 'host-dialog'],
  ['`Modal` + `mountOverlay`', 'modal'],
  ['`confirm`, `alert`, `info` and their components', 'dialogs'],
  ['tooltip (with @floating-ui/dom)', 'tooltip'],
  ['`Spinner`', 'spinner'],
  ['`@tessera/ui/system-error`', 'system-error'],
  ['everything', 'all'],
];

describe('sizes (brotli, beyond preact/compat)', () => {
  it.each(rows)('README figure for %s matches the bundle and its budget', async (label, name) => {
    await built;
    const cells = readme
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .find((line) => line[1] === label);
    expect(cells, `README row for ${label}`).toBeDefined();
    const [, , figure, budget] = cells!;
    const actual = brotli(name);
    // The README rounds like size-limit: within 1 % of the real size.
    expect(Math.abs(actual - bytes(figure!))).toBeLessThanOrEqual(actual * 0.01);
    const entry = budgets.find((item) => item.path.endsWith(`/${name}.js`));
    expect(entry?.limit).toBe(budget);
    expect(actual).toBeLessThanOrEqual(bytes(budget!));
  });

  it('the overlay host with a dialog stays within 4 kB beyond preact/compat (issue 4)', async () => {
    await built;
    expect(brotli('host-dialog')).toBeLessThanOrEqual(4000);
    // preact is external: the bundle imports it rather than carrying it.
    const code = readFileSync(join(outDir, 'host-dialog.js'), 'utf8');
    expect(code).toContain('from"preact/compat"');
    expect(code).not.toContain('__H');
  });
});
