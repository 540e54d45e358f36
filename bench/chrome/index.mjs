// bench/chrome: what a visitor downloads to load a page's fonts, against Web Font Loader (the
// Google Fonts and Typekit loader a site would pick instead), brotli-compressed in the same run.
// Ours is bundled from its TypeScript sources with esbuild, @tessera/runtime left out (every
// page has it); Web Font Loader is its published browser build. Prints figures and the ratio;
// never fails on a size.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');

async function bundle(contents) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    external: ['@tessera/runtime'],
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

const ours = await bundle("export { startFonts } from './packages/chrome/src/start-fonts';");
const webFontLoader = readFileSync(require.resolve('webfontloader'), 'utf8');
const rows = [
  ['@tessera/chrome startFonts (Google Fonts + Typekit, consent wait, missing-font warning)', ours],
  ['webfontloader 1.6.28 (webfontloader.js)', webFontLoader],
];
const sizes = rows.map(([, code]) => brotliSize(code));
for (const [index, [label]] of rows.entries()) {
  console.log(`${label.padEnd(90)} ${kB(sizes[index]).padStart(9)}`);
}
console.log(`ratio webfontloader / ours: ${(sizes[1] / sizes[0]).toFixed(1)}x`);
