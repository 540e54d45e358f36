// Builds the bundles that size-limit measures (packages/ui/size-limit.json). Each is what a
// script-tag user pays for one feature of the kit: esbuild, minified, react aliased to
// preact/compat as in the script-tag build, and preact itself external, so the figure is the
// kit's own bytes beyond preact/compat. preact-compat.js is preact/compat alone, for reference.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSizeBundles as buildPackageSizeBundles } from '../../../scripts/size-bundles.mjs';

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

const bundleOptions = {
  resolveDir: packageDir,
  esbuild: { jsx: 'automatic', conditions: ['source'] },
};

/** Writes `<name>.js` for every entry, and preact-compat.js, into `outDir`. */
export async function buildSizeBundles(outDir = join(packageDir, 'dist', 'size')) {
  await Promise.all([
    buildPackageSizeBundles(
      packageDir,
      Object.fromEntries(Object.entries(entries).map(([name, text]) => [`${name}.js`, text])),
      {
        ...bundleOptions,
        outDir,
        loader: 'ts',
        esbuild: {
          ...bundleOptions.esbuild,
          alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
          external: ['preact', 'preact/*'],
        },
      },
    ),
    buildPackageSizeBundles(
      packageDir,
      {
        'preact-compat.js': `export * from 'preact/compat'; export { createRoot } from 'preact/compat/client';`,
      },
      { ...bundleOptions, outDir },
    ),
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  await buildSizeBundles();
}
