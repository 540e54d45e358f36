// What size-limit measures (packages/commerce/size-limit.json): a user's bundle of one import
// from the published package. Runs after tsup, so it bundles dist/ as npm users get it.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

await buildSizeBundles(join(import.meta.dirname, '..'), {
  'format-money.js': "export { formatMoney } from '../index.js';",
  'read-cart.js': "export { readCart } from '../index.js';",
  'all.js': "export * from '../index.js';",
});
