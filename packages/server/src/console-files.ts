import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The owner console's build (packages/console/dist, Vite with base '/config/'): index.html and
 * the hashed files under assets/. Default: the `@tessera/console` workspace's dist/ when the
 * package is installed, else none (the server then serves the placeholder at /config/).
 */
export function defaultConsoleDir(): string | undefined {
  // The package's exports may not name its dist/: look for the folder where Node would.
  const folders = createRequire(import.meta.url).resolve.paths('@tessera/console') ?? [];
  for (const folder of folders) {
    const root = join(folder, '@tessera', 'console');
    if (existsSync(join(root, 'package.json'))) return join(root, 'dist');
  }
  return undefined;
}

/**
 * The console's index.html, read on each request (a few kB): a rebuild of the console while the
 * server runs names new hashed assets, so a copy kept from the start would point at files gone.
 * Undefined when there is no build.
 */
export async function readConsoleIndex(
  consoleDir: string | undefined,
): Promise<string | undefined> {
  if (!consoleDir) return undefined;
  try {
    return await readFile(join(consoleDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
