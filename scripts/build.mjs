// `npm run build`: builds every workspace package once the @tessera packages it imports are built
// (bundling steps read their dist/), as many at once as the machine has cores; then the
// script-tag build with rollup beside examples/react-app (Vite, on the packages' dist/ as an npm
// user's app gets them; tests/e2e/react-app.test.ts drives its build).
// The order and the output's buffering are scripts/build-schedule.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { buildInOrder, runStep } from './build-schedule.mjs';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const dependencies = new Map();
const folders = new Map();
for (const folder of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', folder, 'package.json');
  if (!existsSync(file)) continue;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  // Only dependencies order the build: an optional peer (media's lazy lightbox) may point back.
  const internal = Object.keys(manifest.dependencies ?? {}).filter((name) =>
    name.startsWith('@tessera/'),
  );
  dependencies.set(manifest.name, internal);
  if (manifest.scripts?.build) folders.set(manifest.name, folder);
}

const run = (label, args) => runStep(label, npm, args, { cwd: root });

try {
  await buildInOrder(dependencies, Math.max(1, availableParallelism()), (name) =>
    folders.has(name)
      ? run(name, ['run', 'build', '--workspace', `packages/${folders.get(name)}`])
      : undefined,
  );
  await Promise.all([
    run('script (rollup)', ['exec', '--', 'rollup', '-c', 'rollup.config.mjs']),
    run('examples/react-app', ['run', 'build', '--workspace', 'examples/react-app']),
  ]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
