/**
 * The gallery's script for the static-server gallery tests (tests/e2e/gallery*.test.ts): the
 * gallery's CSS at /tessera/gallery.css, then either a snapshot of dist/ in memory (other
 * builds may rewrite dist/ while a suite runs) or, when the caller finds dist/ stale, an esbuild
 * bundle of the gallery block at /tessera/tessera.js standing in for the built script.
 *
 *   withBrowserAndStaticServer({ root: siteDir, setUp: (server) => serveGalleryScript(server, distHasGallery()) });
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { StaticServer } from './static-server';

const root = resolve(import.meta.dirname, '../..');

async function standInBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { init } from '@tessera/gallery/block';
        for (const element of document.querySelectorAll('[data-block="gallery"]')) init(element, {});`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    conditions: ['source'],
    target: 'es2022',
    minify: true,
  });
  return result.outputFiles[0]!.text;
}

/** `distIsCurrent`: serve dist/'s scripts (true) or the stand-in bundle (false). */
export async function serveGalleryScript(
  server: StaticServer,
  distIsCurrent: boolean,
): Promise<void> {
  server.page(
    '/tessera/gallery.css',
    readFileSync(join(root, 'packages/gallery/src/gallery.css'), 'utf8'),
    'text/css',
  );
  if (!distIsCurrent) {
    server.page('/tessera/tessera.js', await standInBundle(), 'text/javascript');
    return;
  }
  const dist = join(root, 'dist');
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.js')) {
      server.page(`/tessera/${file}`, readFileSync(join(dist, file), 'utf8'), 'text/javascript');
    }
  }
}
