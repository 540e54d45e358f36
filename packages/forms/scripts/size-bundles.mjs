// What size-limit measures (packages/forms/size-limit.json): a bundle of one import from the
// published package (dist/, after tsup). @tessera/runtime stays external: on a page it is the
// loader every block shares, so the block bundle is what the form adds to the script-tag build.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

await buildSizeBundles(
  join(import.meta.dirname, '..'),
  {
    'block.js': "export { init } from '../block.js';",
    'serialize-form.js': "export { serializeForm } from '../index.js';",
    'is-valid-email.js': "export { isValidEmail } from '../index.js';",
    'all.js': "export * from '../index.js';",
  },
  {
    esbuild: {
      // External, and side-effect free as its package.json says ("sideEffects": false), so an
      // import of it that the bundle does not use is dropped, as a user's bundler drops it.
      plugins: [
        {
          name: 'runtime-external',
          setup(build) {
            build.onResolve({ filter: /^@tessera\/runtime$/ }, ({ path }) => ({
              path,
              external: true,
              sideEffects: false,
            }));
          },
        },
      ],
    },
    // The block is split as the script-tag build splits it: the captcha providers are a chunk
    // of their own, loaded only by forms with a captcha; block.js is what every form page loads.
    output: (file, outDir) =>
      file === 'block.js'
        ? {
            outdir: outDir,
            entryNames: 'block',
            chunkNames: 'chunks/[name]-[hash]',
            splitting: true,
          }
        : undefined,
  },
);

// The React entry as an app bundles it (issue 19): React external, everything else of ours
// inside, from the sources (the `source` condition, as the ui package measures), the runtime's
// data layer too, which the Tessera path imports on first use (a bundle without splitting
// inlines what is imported lazily, so this is all the hook can cost); and react-hook-form's
// useForm measured the same way, so that the README compares from one run.
const packageDir = join(import.meta.dirname, '..');
await buildSizeBundles(
  packageDir,
  {
    'react.js': "export { useTesseraForm } from './src/react.ts';",
    'react-hook-form.js': "export { useForm } from 'react-hook-form';",
  },
  {
    resolveDir: packageDir,
    loader: 'ts',
    esbuild: {
      conditions: ['source'],
      jsx: 'automatic',
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    },
  },
);
