// What the browser benchmarks share: esbuild options for a page bundle made from this
// checkout's TypeScript sources (minified, production React/preact, JSX, the `source` condition),
// and the brotli figure every size comparison prints.
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');

/** Spread into esbuild's build(); add the entry, output, externals and aliases. */
export const browserBundleOptions = {
  absWorkingDir: root,
  nodePaths: [join(root, 'node_modules')],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  conditions: ['source'],
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** Brotli size in bytes at the highest quality, as servers precompress static files. */
export const brotliSize = (code) =>
  brotliCompressSync(typeof code === 'string' ? Buffer.from(code) : code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** Bytes as kB (1 kB = 1000 bytes, as size-limit prints them). */
export const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
