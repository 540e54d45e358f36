// What size-limit measures of the consent package's React entry (packages/consent/size-limit.json):
// the import as an app bundles it, React external, everything else of ours inside from the
// sources (the `source` condition, as the ui package measures), the banner and preferences
// dialog it imports on first show included (a bundle without splitting inlines them); and
// @radix-ui/react-dialog measured the same way, so that the README compares from one run.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

const packageDir = join(import.meta.dirname, '..');
await buildSizeBundles(
  packageDir,
  {
    'react.js': "export { CookieBanner, ConsentGate, useConsent } from './src/react.ts';",
    'radix-dialog.js': "export * from '@radix-ui/react-dialog';",
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
