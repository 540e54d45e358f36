// One build factory for every package: ESM + .d.ts, no bundling of dependencies,
// so each package stays tree-shakable and its peers (react) stay external.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from 'tsup';

const USE_CLIENT = "'use client';";

/** The built files of a package's React entries: `./react` and any subpath ending in `/react`. */
function reactEntryFiles(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries<Record<string, string> | string>(manifest.exports ?? {})
    .filter(([subpath]) => subpath === './react' || subpath.endsWith('/react'))
    .map(([, target]) => (typeof target === 'string' ? target : (target.import ?? target.default)))
    .filter((file): file is string => typeof file === 'string' && file.startsWith('./dist/'))
    .map((file) => join(packageDir, file));
}

/**
 * Marks each React entry a client module for React Server Components: `'use client'` as its
 * first statement. Written after the build, since the tree-shaking pass (rollup) drops module
 * directives from the sources; the source map gains one empty line so it still lines up.
 */
function markClientEntries(packageDir: string): void {
  for (const file of reactEntryFiles(packageDir)) {
    if (!existsSync(file)) continue; // a declarations-only pass of the same package
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(USE_CLIENT)) continue;
    writeFileSync(file, `${USE_CLIENT}\n${code}`);
    const map = `${file}.map`;
    if (!existsSync(map)) continue;
    const sourceMap = JSON.parse(readFileSync(map, 'utf8'));
    sourceMap.mappings = `;${sourceMap.mappings}`;
    writeFileSync(map, JSON.stringify(sourceMap));
  }
}

export function definePackage(options: Partial<Options> = {}): Options {
  const { onSuccess } = options;
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
    async onSuccess() {
      if (typeof onSuccess === 'function') await onSuccess();
      else if (typeof onSuccess === 'string') execSync(onSuccess, { stdio: 'inherit' });
      markClientEntries(process.cwd());
    },
  };
}
