// What size-limit measures (packages/gallery/size-limit.json): each gallery entry bundled with
// every dependency inside, from source. tsup's own output is split into shared chunks, so it
// cannot be measured per entry. The block's slide images and captions are a chunk the block
// imports lazily (src/plugins/slide-content.ts): the block is measured without it and the chunk
// on its own (each with its own copy of what they share), as a page downloads them.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

const packageDir = join(import.meta.dirname, '..');

/** Leaves the lazily imported slide-content chunk out of the bundle that imports it. */
const lazyParts = {
  name: 'gallery-lazy-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/slide-content$/ }, () => ({
      path: './slide-content.js',
      external: true,
    }));
    // The markup warnings' wording (fetched only on a page with a mistake) and the image
    // loaders other than Tessera's (only on a site that names one): chunks of their own.
    build.onResolve(
      { filter: /^(@tessera\/runtime\/report-markup|\.\/image-loader)$/ },
      (args) => ({
        path: args.path,
        external: true,
      }),
    );
  },
};

/** React entries are measured as the README compares them: React and react-dom left out. */
const react = ['react', 'react-dom', 'react/jsx-runtime'];

await buildSizeBundles(
  packageDir,
  {
    // The React surface, and embla-carousel-react (hook and core) measured the same way.
    'react.js': `export { Gallery, useGallery } from '@tessera/gallery/react';`,
    'embla-carousel-react.js': `export { default } from 'embla-carousel-react';`,
    'grid.js': `export { createGrid } from '@tessera/gallery/grid';`,
    'carousel.js': `export { createCarousel } from '@tessera/gallery/carousel';`,
    'block.js': `export { init } from '@tessera/gallery/block';`,
    'slide-content.js': `export { startSlideContent } from './src/slide-content.ts';`,
  },
  {
    resolveDir: packageDir,
    esbuild: { conditions: ['source'], plugins: [lazyParts], external: react },
  },
);
