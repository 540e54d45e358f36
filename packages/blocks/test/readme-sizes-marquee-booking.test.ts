/**
 * The chunk sizes the README quotes for the marquee and the booking block are the sizes of
 * their code: each block module bundled alone by esbuild (minified, brotli), @tessera/runtime and
 * @tessera/ui left out as the script build shares them. A figure must be the measured size
 * within 1 % (the runtime's imports change a few bytes under it), and within the block's
 * size-limit budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const budgets: { path: string; limit: string }[] = JSON.parse(
  readFileSync(join(root, 'size-limit.json'), 'utf8'),
);

async function brotliBytes(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    conditions: ['source'],
    external: ['@tessera/runtime', '@tessera/ui'],
    write: false,
    logLevel: 'silent',
  });
  return brotliCompressSync(result.outputFiles[0]!.contents).length;
}

/** The figure the README prints after `bundled alone by esbuild` in the block's section. */
function quoted(section: string): number {
  const text = readme.slice(readme.indexOf(`## ${section}`));
  const figure = /([\d,]+) B bundled alone by\s+esbuild/.exec(text);
  if (!figure) throw new Error(`README has no esbuild figure under "${section}"`);
  return Number(figure[1]!.replace(',', ''));
}

function budget(chunk: string): number {
  const limit = budgets.find((item) => item.path === `dist/chunks/${chunk}-????????.js`)?.limit;
  return Number(/^([\d.]+) kB$/.exec(limit ?? '')?.[1]) * 1000;
}

describe('README sizes of the marquee and booking chunks', () => {
  it.each([
    ['Marquee', 'src/marquee/marquee-block.ts', 'marquee'],
    ['Table booking', 'src/booking/booking-block.ts', 'booking'],
  ])(
    '%s: the quoted size is the real one, within budget',
    async (section, entry, chunk) => {
      const size = await brotliBytes(entry);
      expect(
        Math.abs(quoted(section) - size),
        `README ${quoted(section)} B, measured ${size} B`,
      ).toBeLessThanOrEqual(size * 0.01);
      expect(size).toBeLessThanOrEqual(budget(chunk));
    },
    20_000,
  );
});
