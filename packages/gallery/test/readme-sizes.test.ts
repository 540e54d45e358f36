/**
 * The sizes the README quotes are the sizes users ship: each entry bundled as
 * scripts/size-bundles.mjs bundles it for size-limit (minified, brotli, 1 kB = 1000 bytes), and
 * compared with the README's table. A figure must be the measured size within the precision it
 * is printed with or 1 % of the size, whichever is more (the block carries the shared runtime,
 * which changes under it), and each entry must stay within its size-limit budget, a separate
 * check: a README left behind by a real change fails, a few bytes of drift do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, type Plugin, transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const budgets: { path: string; limit: string }[] = JSON.parse(
  readFileSync(join(root, 'size-limit.json'), 'utf8'),
);

const entries = {
  grid: `export { createGrid } from '@tessera/gallery/grid';`,
  carousel: `export { createCarousel } from '@tessera/gallery/carousel';`,
  block: `export { init } from '@tessera/gallery/block';`,
  react: `export { Gallery, useGallery } from '@tessera/gallery/react';`,
  'slide-content': `export { startSlideContent } from './src/slide-content.ts';`,
};

/** As scripts/size-bundles.mjs: the block's lazily imported slide-content chunk stays out of it. */
const lazyParts: Plugin = {
  name: 'gallery-lazy-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/slide-content$/ }, () => ({
      path: './slide-content.js',
      external: true,
    }));
    // The markup warnings' wording (fetched only on a page with a mistake) and the image
    // loaders other than Tessera's (only on a site that names one): chunks of their own.
    build.onResolve(
      { filter: /^(@tessera\/runtime\/report-markup|\.\/image-loader)$/ },
      (args) => ({
        path: args.path,
        external: true,
      }),
    );
  },
};

async function brotliKilobytes(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    conditions: ['source'],
    plugins: [lazyParts],
    // As scripts/size-bundles.mjs: React stays out of the React entry, as the app has it.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    write: false,
    logLevel: 'silent',
  });
  return brotliCompressSync(result.outputFiles[0]!.contents).length / 1000;
}

/** The first figure in the README table row of `@tessera/gallery/<entry>` (the slide-content
 * chunk: the row naming `src/slide-content.ts`), as printed. */
function quoted(entry: string): string {
  const name = entry === 'slide-content' ? 'src/slide-content.ts' : `@tessera/gallery/${entry}`;
  const row = readme.split('\n').find((line) => line.includes(`\`${name}\``));
  const figure = /\|\s*([\d.]+) kB/.exec(row ?? '');
  if (!figure) throw new Error(`README has no size for ${entry}`);
  return figure[1]!;
}

/** Whether a printed figure (kB) stands for the measured size (kB). */
function quotes(printed: string, size: number): boolean {
  const decimals = printed.split('.')[1]?.length ?? 0;
  const precision = 0.5 * 10 ** -decimals;
  return Math.abs(Number(printed) - size) <= Math.max(precision, size * 0.01) + 1e-9;
}

/** The size-limit budget of an entry, in kB. */
function budget(entry: string): number {
  const limit = budgets.find((item) => item.path.endsWith(`/size/${entry}.js`))?.limit;
  const match = /^([\d.]+) kB$/.exec(limit ?? '');
  if (!match) throw new Error(`size-limit.json has no budget for ${entry}`);
  return Number(match[1]);
}

describe('README sizes', () => {
  it.each(Object.entries(entries))(
    'quotes the real brotli size of %s',
    async (entry, contents) => {
      const size = await brotliKilobytes(contents);
      expect(quotes(quoted(entry), size), `README ${quoted(entry)} kB, measured ${size} kB`).toBe(
        true,
      );
      expect(size).toBeLessThanOrEqual(budget(entry));
    },
    20_000,
  );
  it('reads a figure to the precision it is printed with, or 1 % of the size', () => {
    expect(quotes('5.12', 5.124)).toBe(true);
    expect(quotes('5.12', 5.17)).toBe(true);
    expect(quotes('5.12', 5.18)).toBe(false);
    expect(quotes('1.7', 1.749)).toBe(true);
    expect(quotes('1.7', 1.76)).toBe(false);
    expect(quotes('12', 11.6)).toBe(true);
    expect(quotes('12', 12.51)).toBe(false);
  });
  it('quotes the real brotli size of the minified stylesheet', async () => {
    const css = readFileSync(join(root, 'src/gallery.css'), 'utf8');
    const { code } = await transform(css, { loader: 'css', minify: true });
    const size = brotliCompressSync(Buffer.from(code)).length / 1000;
    expect(quotes(quoted('gallery.css'), size), `measured ${size} kB`).toBe(true);
  });
});
