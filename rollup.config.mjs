// The script-tag build: dist/tessera.js (an ES module) plus one lazy chunk per block, with
// react and react-dom aliased to preact/compat so overlays share one small renderer.
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';

const production = process.env.NODE_ENV !== 'development';

export default {
  input: { tessera: 'packages/script/src/tessera.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  plugins: [
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
    production && minify({ target: 'es2022' }),
  ],
};
