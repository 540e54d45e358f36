// Builds what size-limit measures (packages/forms/size-limit.json): what a bundler makes of an
// import from the published package, minified and tree-shaken. Runs after tsup, so it bundles
// dist/ exactly as npm users get it. @tessera/runtime stays external: on a page it is the
// loader every block shares, so the block bundle is what the form adds to the script-tag build.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'dist', 'size');

/** One bundle per thing a user imports: file name and the import statement it stands for. */
const entries = {
  'block.js': "export { init } from '../block.js';",
  'serialize-form.js': "export { serializeForm } from '../index.js';",
  'is-valid-email.js': "export { isValidEmail } from '../index.js';",
  'all.js': "export * from '../index.js';",
};

mkdirSync(outDir, { recursive: true });
for (const [file, contents] of Object.entries(entries)) {
  // The block is split as the script-tag build splits it: the captcha providers are a chunk of
  // their own, loaded only by forms with a captcha; block.js is what every form page loads.
  const split = file === 'block.js';
  await build({
    stdin: { contents, resolveDir: outDir, loader: 'js', sourcefile: `entry-${file}` },
    ...(split
      ? { outdir: outDir, entryNames: 'block', chunkNames: 'chunks/[name]-[hash]', splitting: true }
      : { outfile: join(outDir, file) }),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    treeShaking: true,
    external: ['@tessera/runtime'],
    logLevel: 'warning',
  });
}
