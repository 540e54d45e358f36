// Runs every benchmark in bench/<name>/index.mjs (or only those named on the command line).
// A benchmark prints its figures and ratios; it never fails on a time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const names = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.mjs')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = 0;
for (const name of names) {
  console.log(`\n## bench/${name}\n`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(dir, name, 'index.mjs')], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
