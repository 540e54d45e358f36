/**
 * The sizes the README quotes are the sizes users ship: each entry bundled as
 * scripts/size-bundles.mjs bundles it for size-limit (minified, brotli, 1 kB = 1000 bytes), and
 * compared with the README's table (to the hundredth of a kB it prints, with a little slack for
 * the shared runtime changing under it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

const entries = {
  grid: `export { createGrid } from '@tessera/gallery/grid';`,
  carousel: `export { createCarousel } from '@tessera/gallery/carousel';`,
  block: `export { init } from '@tessera/gallery/block';`,
};

async function brotliKilobytes(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    conditions: ['source'],
    write: false,
    logLevel: 'silent',
  });
  return brotliCompressSync(result.outputFiles[0]!.contents).length / 1000;
}

/** The first figure in the README table row of `@tessera/gallery/<entry>`. */
function quoted(entry: string): number {
  const row = readme.split('\n').find((line) => line.includes(`\`@tessera/gallery/${entry}\``));
  const figure = /\|\s*([\d.]+) kB/.exec(row ?? '');
  if (!figure) throw new Error(`README has no size for ${entry}`);
  return Number(figure[1]);
}

describe('README sizes', () => {
  it.each(Object.entries(entries))(
    'quotes the real brotli size of %s',
    async (entry, contents) => {
      const size = await brotliKilobytes(contents);
      expect(Math.abs(quoted(entry) - size)).toBeLessThanOrEqual(0.02);
    },
    20_000,
  );
  it('quotes the real brotli size of the minified stylesheet', async () => {
    const css = readFileSync(join(root, 'src/gallery.css'), 'utf8');
    const { code } = await transform(css, { loader: 'css', minify: true });
    const size = brotliCompressSync(Buffer.from(code)).length / 1000;
    expect(Math.abs(quoted('gallery.css') - size)).toBeLessThanOrEqual(0.02);
  });
});
