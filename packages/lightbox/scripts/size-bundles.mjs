// What size-limit measures for the React entry (packages/lightbox/size-limit.json): the entry
// bundled from source with every dependency inside (the overlay kit, media) but React and
// react-dom, and yet-another-react-lightbox measured the same way with the stylesheet it needs
// (written beside its bundle as yet-another-react-lightbox.css); ours adopts its styles from JS.
import { join } from 'node:path';
import { buildSizeBundles } from '../../../scripts/size-bundles.mjs';

const packageDir = join(import.meta.dirname, '..');

await buildSizeBundles(
  packageDir,
  {
    'react.js': `export { Lightbox } from '@tessera/lightbox/react';`,
    'yet-another-react-lightbox.js': `export { default } from 'yet-another-react-lightbox';
      import 'yet-another-react-lightbox/styles.css';`,
  },
  {
    resolveDir: packageDir,
    esbuild: {
      conditions: ['source'],
      external: ['react', 'react-dom', 'react/jsx-runtime'],
    },
  },
);
