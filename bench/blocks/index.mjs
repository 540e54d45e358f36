// bench/blocks: what a site downloads for the accordion and the menu tabs of @tessera/blocks,
// against the framework-agnostic cores a site would pick instead (@zag-js/accordion and
// @zag-js/tabs: each widget's machine and connect step, with @zag-js/core and its helpers),
// bundled by esbuild and brotli-compressed in the same run. Zag still needs an adapter (React,
// Vue, Solid, Svelte or its vanilla wrapper) to touch the DOM, which is not counted: its figure is
// a lower bound. Ours is the whole block: markup binding, keyboard, animation, hash hint, with
// the runtime's cleanup store it uses. Prints figures and ratios; never fails on a size.
import { build } from 'esbuild';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

async function bundle(contents) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: browserBundleOptions.absWorkingDir, loader: 'ts' },
    logLevel: 'warning',
  });
  return brotliSize(result.outputFiles[0].text);
}

const rows = [
  ['@tessera/blocks accordion block', "export { init } from '@tessera/blocks/accordion';"],
  ['@zag-js/accordion machine + connect', "export { machine, connect } from '@zag-js/accordion';"],
  ['@tessera/blocks menu tabs block', "export { init } from '@tessera/blocks/menu';"],
  ['@zag-js/tabs machine + connect', "export { machine, connect } from '@zag-js/tabs';"],
];

const sizes = [];
for (const [label, source] of rows) sizes.push([label, await bundle(source)]);
console.log('| Bundle (esbuild, minified) | Brotli |');
console.log('|---|---|');
for (const [label, size] of sizes) console.log(`| ${label} | ${kB(size)} (${size} B) |`);
for (let i = 0; i < sizes.length; i += 2) {
  const [ours, theirs] = [sizes[i][1], sizes[i + 1][1]];
  console.log(`${sizes[i][0]}: ${(theirs / ours).toFixed(1)}x smaller than ${sizes[i + 1][0]}`);
}
