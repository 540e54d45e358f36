// What size-limit measures (packages/gallery/size-limit.json): each gallery entry bundled with
// every dependency inside, from source. tsup's own output is split into shared chunks, so it
// cannot be measured per entry.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

const packageDir = join(import.meta.dirname, '..');
await buildSizeBundles(
  packageDir,
  {
    'grid.js': `export { createGrid } from '@tessera/gallery/grid';`,
    'carousel.js': `export { createCarousel } from '@tessera/gallery/carousel';`,
    'block.js': `export { init } from '@tessera/gallery/block';`,
  },
  { resolveDir: packageDir, esbuild: { conditions: ['source'] } },
);
