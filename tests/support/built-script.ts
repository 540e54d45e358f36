/**
 * Whether dist/ holds the script build a browser test needs. The e2e files test the built
 * dist/tessera.js, so each one first asks for the chunks its blocks load:
 *
 *   const available = builtScriptHas('marquee-', 'booking-') && hasChromium();
 *   describe.skipIf(!available)('marquee on blocks.html', () => { … });
 *
 * A chunk is named by the start of its file name ('analytics-') or, where a prefix would also
 * match another chunk, by a pattern (/^map-\w{8}\.js$/). With no name it asks for tessera.js
 * alone. A missing build answers false locally (the suite is skipped) and throws under CI=true,
 * where the build always runs first.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { scriptDir } from './server';

export function builtScriptHas(...chunks: (string | RegExp)[]): boolean {
  const chunkDir = join(scriptDir, 'chunks');
  const files = existsSync(chunkDir) ? readdirSync(chunkDir) : [];
  const missing = chunks.filter(
    (chunk) =>
      !files.some((file) =>
        typeof chunk === 'string' ? file.startsWith(chunk) : chunk.test(file),
      ),
  );
  if (existsSync(join(scriptDir, 'tessera.js')) && missing.length === 0) return true;
  if (process.env.CI === 'true') {
    const what = missing.length > 0 ? `the chunks ${missing.join(', ')}` : 'tessera.js';
    throw new Error(`dist/ has no ${what}: run the script build before the e2e tests`);
  }
  return false;
}
