// Builds what size-limit measures (packages/commerce/size-limit.json): what a user's bundler
// makes of an import from the published package, minified and tree-shaken. Runs after tsup, so
// it bundles dist/ exactly as npm users get it. Output goes under dist/ (ignored by git and lint).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'dist', 'size');

/** One bundle per thing a user imports: file name and the import statement it stands for. */
const entries = {
  'format-money.js': "export { formatMoney } from '../index.js';",
  'read-cart.js': "export { readCart } from '../index.js';",
  'all.js': "export * from '../index.js';",
};

mkdirSync(outDir, { recursive: true });
for (const [file, contents] of Object.entries(entries)) {
  await build({
    stdin: { contents, resolveDir: outDir, loader: 'js' },
    outfile: join(outDir, file),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    treeShaking: true,
    logLevel: 'warning',
  });
}
