// Imports a package's TypeScript source in plain node: esbuild bundles it (minified, as a
// user's bundler would) into a temporary file, which is imported and then removed. Benchmarks
// use it so that they measure the sources of this checkout without a prior build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** `sourcePath` is relative to the repository root, e.g. 'packages/commerce/src/index.ts'. */
export async function importSource(sourcePath) {
  const buildDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const bundle = join(buildDir, 'module.mjs');
  try {
    await build({
      entryPoints: [join(root, sourcePath)],
      outfile: bundle,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      minify: true,
      conditions: ['source'],
      logLevel: 'warning',
    });
    return await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}
