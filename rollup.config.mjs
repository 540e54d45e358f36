// The script-tag build: dist/tessera.js (an ES module) plus one lazy chunk per block, with
// react and react-dom aliased to preact/compat so overlays share one small renderer.
import { readFileSync, rmSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { blockTable } from './packages/script/build/block-table.mjs';

const production = process.env.NODE_ENV !== 'development';

const minify = { ecma: 2020, module: true, compress: { passes: 2 } };
/**
 * Property names that only the runtime's own bookkeeping uses inside the loader entry (block
 * instances, the instance lifecycle, the scanner, the interaction holder, the runtime's options):
 * no other chunk and no page script sees an object that has them, so terser may shorten them
 * there (48 B of brotli with thirty blocks). Never add a name of the runtime handle, an event
 * detail, a block context or a browser API.
 */
const LOADER_INTERNALS =
  /^(definition|status|ready|byElement|active|track|activate|fail|forget|destroyAll|scan|chunkTimeoutMs|start|stop|drop|blockContext|host|teardown|bus|tries|retry|hold)$/;
const loaderMinifier = terser({
  ...minify,
  // Function expressions become arrows where they use no `this` (the wired factories' IIFEs);
  // the loader calls none with `new` nor reads `arguments`: 13 B of brotli with thirty blocks.
  // A third pass and unsafe_comps (comparisons of numbers written the shorter way round; the
  // loader compares no NaN nor objects): 17 B with thirty (3,080 → 3,063 with the rest of the
  // loader's changes of the same commit), 19 B with the declared blocks.
  compress: { ...minify.compress, passes: 3, unsafe_arrows: true, unsafe_comps: true },
  mangle: { properties: { regex: LOADER_INTERNALS, builtins: true } },
});
const chunkMinifier = terser(minify);

/** Stylesheets a site links in its <head> so blocks are laid out before any script runs. */
const stylesheets = { 'gallery.css': 'packages/gallery/src/gallery.css' };

export default {
  input: { tessera: 'packages/script/src/tessera.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // The blocks' chunks are named by the block table (packages/script/build/block-table.mjs):
    // chunks/<block>-<build id>.js, so that the loader names no hash per block. Base 36 (0-9,
    // a-z) compresses better than base 64 beside the lowercase names.
    chunkFileNames: 'chunks/[name]-[hash:8].js',
    hashCharacters: 'base36',
    // Maps are written but not linked from the shipped files (no comment bytes on every page).
    sourcemap: 'hidden',
  },
  plugins: [
    // Stale chunks from an earlier build would be served and counted by size-limit.
    {
      name: 'clean-output',
      renderStart: (output) => output.dir && rmSync(output.dir, { recursive: true, force: true }),
    },
    {
      name: 'stylesheets',
      generateBundle() {
        for (const [fileName, path] of Object.entries(stylesheets)) {
          this.emitFile({ type: 'asset', fileName, source: readFileSync(path, 'utf8') });
        }
      },
    },
    // The loader's table, from the packages' `tessera.blocks` declarations.
    blockTable(import.meta.dirname),
    alias({
      entries: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    }),
    nodeResolve({
      browser: true,
      exportConditions: ['source', 'browser', 'import', 'module', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    }),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    production && {
      name: 'terser',
      renderChunk(code, chunk, output) {
        const minifier = chunk.isEntry && chunk.name === 'tessera' ? loaderMinifier : chunkMinifier;
        return minifier.renderChunk.call(this, code, chunk, output);
      },
    },
  ],
};
