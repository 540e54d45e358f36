// Bundles what a user ships for each gallery entry (minified, every dependency inside) into
// dist/size/, which size-limit measures (packages/gallery/size-limit.json). tsup's own output is
// split into shared chunks, so it cannot be measured per entry.
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const entries = {
  grid: `export { createGrid } from '@tessera/gallery/grid';`,
  carousel: `export { createCarousel } from '@tessera/gallery/carousel';`,
  block: `export { init } from '@tessera/gallery/block';`,
};
for (const [name, contents] of Object.entries(entries)) {
  await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    outfile: join(root, 'dist/size', `${name}.js`),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    conditions: ['source'],
    logLevel: 'warning',
  });
}
