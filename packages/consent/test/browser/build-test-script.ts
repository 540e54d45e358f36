import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Bundles entry.ts into a temporary folder (consent.js plus chunks); answers the folder. */
export async function buildTestScript(): Promise<string> {
  const outdir = await mkdtemp(join(tmpdir(), 'tessera-consent-'));
  await build({
    entryPoints: { consent: join(import.meta.dirname, 'entry.ts') },
    absWorkingDir: repoRoot,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    outdir,
    jsx: 'automatic',
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react-dom': 'preact/compat',
      react: 'preact/compat',
    },
    logLevel: 'silent',
  });
  return outdir;
}
