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
