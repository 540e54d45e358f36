// bench/maps: what a visitor downloads for a map, against the library a site would pick to load
// Google Maps lazily (@googlemaps/js-api-loader), brotli-compressed in the same run. Ours is
// bundled from its TypeScript sources with esbuild, runtime included: the placeholder stage (the
// map block without its lazy map chunk: what every page with a map pays) and the whole block
// (both providers, the six styles, focus containment). The loader's row is the smallest use that
// shows a map (setOptions, importLibrary, new Map): no placeholder, consent gate, marker or link.
// Prints figures and ratios; never fails on a size.
import { join } from 'node:path';
import { build } from 'esbuild';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

const root = join(import.meta.dirname, '../..');

async function bundle(contents, plugins = []) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    plugins,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** Leaves the block's lazy map chunk out, as the script build fetches it only when wanted. */
const withoutMapChunk = {
  name: 'without-map-chunk',
  setup(context) {
    context.onResolve({ filter: /^\.\/mount-map$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

const block = "export { init } from './packages/maps/src/map-block.ts';";
const rows = [
  [
    '@tessera/maps placeholder stage (map block, runtime pieces)',
    await bundle(block, [withoutMapChunk]),
  ],
  ['@tessera/maps whole map block (Google and MapLibre providers)', await bundle(block)],
  [
    '@googlemaps/js-api-loader 2.1.3 (setOptions, importLibrary, new Map)',
    await bundle(`import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
setOptions({ key: 'key', language: 'en', region: 'US' });
export const show = (element) =>
  importLibrary('maps').then(({ Map }) => new Map(element, { center: { lat: 0, lng: 0 }, zoom: 12 }));`),
  ],
];
const loader = brotliSize(rows[2][1]);
console.table(
  rows.map(([name, code]) => ({
    bundle: name,
    brotli: kB(brotliSize(code)),
    'vs loader': `${(brotliSize(code) / loader).toFixed(2)}×`,
  })),
);
