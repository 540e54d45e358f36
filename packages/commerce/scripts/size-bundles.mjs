// What size-limit measures (packages/commerce/size-limit.json): a user's bundle of one import
// from the published package. Runs after tsup, so it bundles dist/ as npm users get it.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

const packageDir = join(import.meta.dirname, '..');

await buildSizeBundles(packageDir, {
  'format-money.js': "export { formatMoney } from '../index.js';",
  'read-cart.js': "export { readCart } from '../index.js';",
  'all.js': "export * from '../index.js';",
});

// The React entry as an app's bundler takes it (from the sources, as packages/forms measures
// its own): React itself is the app's, so it stays out.
await buildSizeBundles(
  packageDir,
  {
    'react-use-cart.js': "export { useCart } from './src/react.ts';",
    'react-price.js': "export { Price } from './src/react.ts';",
  },
  {
    resolveDir: packageDir,
    loader: 'ts',
    esbuild: { external: ['react', 'react/*', 'react-dom', 'react-dom/*'], jsx: 'automatic' },
  },
);
