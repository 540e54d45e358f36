// `npm run release`: cuts a release into release/ (git-ignored), ready to publish and attach.
//   1. `changeset version` applies the pending changesets (.changeset/*.md): versions and
//      CHANGELOG.md of each package; the lockfile's workspace versions follow (offline).
//   2. `npm run build`, then every published package packed as it will be published
//      (scripts/pack-packages.mjs): release/tessera-<name>-<version>.tgz.
//   3. release/tessera-script-<version>.zip: the script-tag build for sites that host it
//      themselves, unzipped into /tessera/ as the root README shows.
// `npm run release -- --no-version` skips step 1 (repack what is there). Publishing stays a
// deliberate step: `npm publish release/<file>.tgz --access public` for each tarball
// (CONTRIBUTING.md, Releasing).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { packPackages } from './pack-packages.mjs';
import { SCRIPT_PACKAGE } from './publish-manifest.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Zip entries carry this date, so one build zips to the same bytes every time. */
const ZIP_DATE = new Date('2000-01-01T00:00:00Z');

function filesUnder(dir, prefix = '') {
  return readdirSync(dir)
    .sort()
    .flatMap((name) =>
      statSync(join(dir, name)).isDirectory()
        ? filesUnder(join(dir, name), `${prefix}${name}/`)
        : [`${prefix}${name}`],
    );
}

/**
 * The self-hosting zip of the script-tag build, from its packed tarball: `tessera/tessera.js`,
 * `tessera/chunks/*.js`, `tessera/gallery.css`, with the README and LICENSE beside them.
 * @returns {string[]} the zip's entry names, in order
 */
export function writeScriptZip({ tarball, outFile }) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-zip-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
    const entries = {};
    for (const file of filesUnder(dir)) {
      if (file.endsWith('.d.ts') || file === 'package.json') continue;
      const name = `tessera/${file.replace(/^dist\//, '')}`;
      entries[name] = [readFileSync(join(dir, file)), { mtime: ZIP_DATE }];
    }
    writeFileSync(outFile, zipSync(entries, { level: 9 }));
    return Object.keys(entries);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes each workspace package's version from its package.json into package-lock.json. */
export function syncLockfileVersions(root) {
  const file = join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const manifest = join(root, path, 'package.json');
    if (!path.startsWith('packages/') || !existsSync(manifest)) continue;
    entry.version = JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}

function release(root, { version }) {
  const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  if (version) {
    run(join(root, 'node_modules', '.bin', 'changeset'), ['version']);
    syncLockfileVersions(root);
  }
  run(npm, ['run', 'build']);
  const outDir = join(root, 'release');
  rmSync(outDir, { recursive: true, force: true });
  const packed = packPackages({ root, outDir });
  const script = packed.find(({ name }) => name === SCRIPT_PACKAGE);
  const zip = join(outDir, `tessera-script-${script.version}.zip`);
  const entries = writeScriptZip({ tarball: script.tarball, outFile: zip });
  for (const { tarball, files } of packed) {
    console.log(`${relative(root, tarball)}  (${files.length} files)`);
  }
  console.log(`${relative(root, zip)}  (${entries.length} files)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  release(resolve(import.meta.dirname, '..'), { version: !process.argv.includes('--no-version') });
}
