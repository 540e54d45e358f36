// `npm run build`: builds every workspace package in dependency order (a package after the
// @tessera packages it imports, so bundling steps that read their dist/ find it), then the
// script-tag build with rollup, then examples/react-app (Vite) on the packages' dist/ as an npm
// user's app gets them; tests/e2e/react-app.test.ts drives its build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const order = [];
const visiting = new Set();
function visit(name) {
  if (order.includes(name) || !packages.has(name)) return;
  if (visiting.has(name)) throw new Error(`Workspace dependency cycle through ${name}`);
  visiting.add(name);
  for (const dependency of packages.get(name).internal) visit(dependency);
  visiting.delete(name);
  order.push(name);
}
for (const name of [...packages.keys()].sort()) visit(name);

for (const name of order) {
  if (!packages.get(name).build) continue;
  execFileSync(npm, ['run', 'build', '--workspace', `packages/${packages.get(name).folder}`], {
    cwd: root,
    stdio: 'inherit',
  });
}
execFileSync(npm, ['exec', '--', 'rollup', '-c', 'rollup.config.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync(npm, ['run', 'build', '--workspace', 'examples/react-app'], {
  cwd: root,
  stdio: 'inherit',
});
