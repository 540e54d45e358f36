// Builds the bundles that size-limit measures (packages/ui/size-limit.json). Each is what a
// script-tag user pays for one feature of the kit: esbuild, minified, react aliased to
// preact/compat as in the script-tag build, and preact itself external, so the figure is the
// kit's own bytes beyond preact/compat. preact-compat.js is preact/compat alone, for reference.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = resolve(import.meta.dirname, '..');
const source = (file) => join(packageDir, 'src', file).replaceAll('\\', '/');

/** name -> the module text a user's import amounts to. */
export const entries = {
  'host-dialog': `export { getOverlayHost, confirm } from '${source('index.ts')}';`,
  modal: `export { Modal, mountOverlay } from '${source('index.ts')}';`,
  dialogs: `export { confirm, alert, info, ConfirmDialog, AlertDialog, InfoDialog } from '${source('index.ts')}';`,
  tooltip: `export { attachTooltip, Tooltip } from '${source('index.ts')}';`,
  spinner: `export { Spinner } from '${source('index.ts')}';`,
  'system-error': `export { init } from '${source('system-error.ts')}';`,
  all: `export * from '${source('index.ts')}';`,
};

const common = {
  bundle: true,
  write: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  jsx: 'automatic',
  conditions: ['source'],
  legalComments: 'none',
  logLevel: 'warning',
};

/** Writes `<name>.js` for every entry, and preact-compat.js, into `outDir`. */
export async function buildSizeBundles(outDir = join(packageDir, 'dist', 'size')) {
  mkdirSync(outDir, { recursive: true });
  await Promise.all([
    ...Object.entries(entries).map(([name, contents]) =>
      build({
        ...common,
        stdin: { contents, resolveDir: packageDir, loader: 'ts', sourcefile: `${name}.ts` },
        outfile: join(outDir, `${name}.js`),
        alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
        external: ['preact', 'preact/*'],
      }),
    ),
    build({
      ...common,
      stdin: {
        contents: `export * from 'preact/compat'; export { createRoot } from 'preact/compat/client';`,
        resolveDir: packageDir,
        loader: 'js',
        sourcefile: 'preact-compat.js',
      },
      outfile: join(outDir, 'preact-compat.js'),
    }),
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  await buildSizeBundles();
}
