// bench/gallery: the justified-rows layout (autorows) against Flickr's justified-layout on the same
// input in one run, for 1,000 to 20,000 items (time per layout, ratio, and growth to show which
// one is linear), then the brotli size of a grid and a carousel entry against Embla and Splide.
// @tessera/gallery is bundled from its TypeScript sources with esbuild first, so this runs with
// plain node. Prints figures; never fails on a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { brotliSize } from '../support/browser-bundle.mjs';
import { importSource } from '../support/import-source.mjs';

const root = join(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const justifiedLayout = require('justified-layout');

const { layoutAutorows } = await importSource('packages/gallery/src/layouts/autorows.ts');
const buildDir = mkdtempSync(join(tmpdir(), 'bench-gallery-'));

// The same photos for both: aspect ratios between 0.5 and 2.2 (portraits to panoramas), fixed seed.
let seed = 0x9e3779b9;
function random() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}
const WIDTH = 1200;
const ROW_HEIGHT = 250;
const GUTTER = 20;
const allRatios = Array.from({ length: 20_000 }, () => 0.5 + random() * 1.7);

/** Median ms per call. Calls are batched so each sample lasts at least 2 ms (timer resolution). */
function time(fn, minimumMs = 400, minimumSamples = 7) {
  const first = performance.now();
  fn(); // warm up, and a first estimate of one call
  const batch = Math.max(1, Math.ceil(2 / Math.max(0.001, performance.now() - first)));
  const samples = [];
  const start = performance.now();
  while (samples.length < minimumSamples || performance.now() - start < minimumMs) {
    const t = performance.now();
    for (let run = 0; run < batch; run++) fn();
    samples.push((performance.now() - t) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

console.log(
  `Justified rows, container ${WIDTH} px, row height ${ROW_HEIGHT}, gutter ${GUTTER}; median ms per layout, node ${process.version}\n`,
);
console.log('| items | @tessera/gallery autorows | justified-layout | ratio |');
console.log('|---:|---:|---:|---:|');
const results = [];
for (const count of [1_000, 10_000, 20_000]) {
  const ratios = allRatios.slice(0, count);
  const slides = ratios.map((ratio) => ({ width: ratio * 1000, height: 1000 }));
  const ours = time(() =>
    layoutAutorows(slides, { width: WIDTH }, { rowHeight: ROW_HEIGHT, gutter: GUTTER }),
  );
  const theirs = time(
    () =>
      justifiedLayout(ratios, {
        containerWidth: WIDTH,
        containerPadding: 0,
        boxSpacing: GUTTER,
        targetRowHeight: ROW_HEIGHT,
      }),
    300,
    count > 10_000 ? 3 : 5,
  );
  results.push({ count, ours, theirs });
  console.log(
    `| ${count.toLocaleString('en-US')} | ${ours.toFixed(3)} | ${theirs.toFixed(3)} | ${(theirs / ours).toFixed(1)}× faster |`,
  );
}
const [small, medium, large] = results;
console.log(
  `\nGrowth from 1,000 to 10,000 items (10× the input; linear is 10×): ours ${(medium.ours / small.ours).toFixed(1)}×, justified-layout ${(medium.theirs / small.theirs).toFixed(1)}×`,
);
console.log(
  `Growth from 10,000 to 20,000 items (2× the input; linear is 2×): ours ${(large.ours / medium.ours).toFixed(1)}×, justified-layout ${(large.theirs / medium.theirs).toFixed(1)}×`,
);
console.log(
  `Target at 10,000 items: at least 8× faster; measured ${(medium.theirs / medium.ours).toFixed(1)}×`,
);

// Sizes: what a user's bundler ships for each entry, minified by esbuild, brotli quality 11.
const entries = [
  ['@tessera/gallery grid entry', `export { createGrid } from '@tessera/gallery/grid';`],
  [
    '@tessera/gallery carousel entry',
    `export { createCarousel } from '@tessera/gallery/carousel';`,
  ],
  [
    '@tessera/gallery full engine (createGallery, all designs)',
    `export { createGallery } from '@tessera/gallery';`,
  ],
  [
    '@tessera/gallery block (script-tag chunk, all designs)',
    `export { init } from '@tessera/gallery/block';`,
  ],
  [
    '@tessera/gallery slide-content chunk (data-src images, captions; lazy)',
    `export { startSlideContent } from ${JSON.stringify(join(root, 'packages/gallery/src/slide-content.ts'))};`,
  ],
  ['embla-carousel 8 (core)', `export { default } from 'embla-carousel';`],
  ['@splidejs/splide 4 (core)', `export { Splide } from '@splidejs/splide';`],
];
/** Leaves the gallery's lazily imported slide-content chunk out of the bundles that import it. */
const lazyParts = {
  name: 'gallery-lazy-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/slide-content$/ }, () => ({
      path: './slide-content.js',
      external: true,
    }));
  },
};
console.log('\n| entry | minified | brotli |');
console.log('|---|---:|---:|');
const sizes = {};
for (const [name, contents] of entries) {
  const file = join(buildDir, 'entry.ts');
  writeFileSync(file, contents);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    conditions: ['source'],
    target: 'es2022',
    nodePaths: [join(root, 'node_modules')],
    absWorkingDir: root,
    // The block and createGallery import their slide-content chunk lazily: measured on its own.
    plugins: [lazyParts],
    logLevel: 'silent',
  }).catch((error) => ({ error }));
  if (result.error) {
    console.log(`| ${name} | not built: ${result.error.message.split('\n')[0]} | |`);
    continue;
  }
  const code = result.outputFiles[0].contents;
  const brotli = brotliSize(code);
  sizes[name] = brotli;
  console.log(
    `| ${name} | ${(code.length / 1000).toFixed(1)} kB | ${(brotli / 1000).toFixed(2)} kB |`,
  );
}
const embla = sizes['embla-carousel 8 (core)'];
const carousel = sizes['@tessera/gallery carousel entry'];
if (embla && carousel) {
  console.log(
    `\nCarousel entry against Embla: ${(carousel / 1000).toFixed(2)} kB vs ${(embla / 1000).toFixed(2)} kB (${((carousel / embla) * 100).toFixed(0)}%)`,
  );
}
rmSync(buildDir, { recursive: true, force: true });
