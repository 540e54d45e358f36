// One build factory for every package: ESM + .d.ts, no bundling of dependencies,
// so each package stays tree-shakable and its peers (react) stay external.
import type { Options } from 'tsup';

export function definePackage(options: Partial<Options> = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    outDir: 'dist',
    ...options,
  };
}
