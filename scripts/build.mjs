// `npm run build`: builds every workspace package once the @tessera packages it imports are built
// (bundling steps read their dist/), as many at once as the machine has cores; then the
// script-tag build with rollup beside examples/react-app (Vite, on the packages' dist/ as an npm
// user's app gets them; tests/e2e/react-app.test.ts drives its build).
// Each step's output is printed whole when it ends, so parallel logs stay readable.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const packages = new Map();
for (const folder of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', folder, 'package.json');
  if (!existsSync(file)) continue;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  // Only dependencies order the build: an optional peer (media's lazy lightbox) may point back.
  const internal = Object.keys(manifest.dependencies ?? {}).filter((name) =>
    name.startsWith('@tessera/'),
  );
  packages.set(manifest.name, { folder, internal, build: Boolean(manifest.scripts?.build) });
}
for (const [name, { internal }] of packages) {
  for (const dependency of internal) {
    if (!packages.has(dependency)) throw new Error(`${name} depends on unknown ${dependency}`);
  }
}

/** Runs `npm args…` in the repository; resolves with its output, rejects with it on failure. */
function run(label, args) {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn(npm, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`build: ${label} done in ${seconds} s`);
        resolvePromise();
      } else {
        reject(new Error(`build: ${label} failed (exit ${code}) after ${seconds} s`));
      }
    });
  });
}

/** Builds every package, each once its dependencies are built, `slots` at a time. */
async function buildPackages(slots) {
  const done = new Set();
  const started = new Set();
  const running = new Set();
  let failure;
  const ready = () =>
    [...packages.keys()]
      .sort()
      .filter((name) => !started.has(name))
      .filter((name) => packages.get(name).internal.every((dependency) => done.has(dependency)));
  while (done.size < packages.size) {
    if (failure) throw failure;
    for (const name of ready()) {
      if (running.size >= slots) break;
      started.add(name);
      const { folder, build } = packages.get(name);
      const step = build
        ? run(name, ['run', 'build', '--workspace', `packages/${folder}`])
        : Promise.resolve();
      const tracked = step
        .then(() => done.add(name))
        .catch((error) => {
          failure ??= error;
        })
        .finally(() => running.delete(tracked));
      running.add(tracked);
    }
    if (running.size === 0) throw new Error('Workspace dependency cycle: nothing can build');
    await Promise.race(running);
  }
  if (failure) throw failure;
}

try {
  await buildPackages(Math.max(1, availableParallelism()));
  await Promise.all([
    run('script (rollup)', ['exec', '--', 'rollup', '-c', 'rollup.config.mjs']),
    run('examples/react-app', ['run', 'build', '--workspace', 'examples/react-app']),
  ]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
