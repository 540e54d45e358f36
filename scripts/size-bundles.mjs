// Builds what size-limit measures for a package: one minified, tree-shaken esbuild bundle per
// thing a user imports, written to <package>/dist/size/<file> (ignored by git and lint). Each
// package's scripts/size-bundles.mjs says which imports, and how they are bundled (from dist/
// or from source, with what external or aliased).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * @param {string} packageDir the package folder
 * @param {Record<string, string>} entries output file name -> the module text it stands for
 * @param {{ resolveDir?: string, loader?: 'js' | 'ts', outDir?: string,
 *   esbuild?: import('esbuild').BuildOptions,
 *   output?: (file: string, outDir: string) => import('esbuild').BuildOptions | undefined }} options
 *   `output` may replace the default single `outfile` of an entry (to split it into chunks).
 */
export async function buildSizeBundles(packageDir, entries, options = {}) {
  const outDir = options.outDir ?? join(packageDir, 'dist', 'size');
  mkdirSync(outDir, { recursive: true });
  await Promise.all(
    Object.entries(entries).map(([file, contents]) =>
      build({
        stdin: {
          contents,
          resolveDir: options.resolveDir ?? outDir,
          loader: options.loader ?? 'js',
          sourcefile: `entry-${file}`,
        },
        ...(options.output?.(file, outDir) ?? { outfile: join(outDir, file) }),
        bundle: true,
        minify: true,
        format: 'esm',
        target: 'es2022',
        platform: 'browser',
        treeShaking: true,
        legalComments: 'none',
        logLevel: 'warning',
        ...options.esbuild,
      }),
    ),
  );
}
