// `npm run pack:packages [folder]`: packs every published package into tarballs as npm would
// publish them (default folder: release/). Each package is staged in a temporary folder with its
// published package.json (scripts/publish-manifest.mjs), the repository's LICENSE and its README
// with links that resolve outside the repository, then packed there with `npm pack`. The
// workspace's own files are never touched, so tests and builds running meanwhile see no change.
// Publish the tarballs as they are: `npm publish release/<file>.tgz` (CONTRIBUTING.md, Releasing).
// Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import {
  isShippedFile,
  publishedManifest,
  publishedReadme,
  repositoryWebUrl,
  SCRIPT_PACKAGE,
  typeStubs,
} from './publish-manifest.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every package under packages/ that is published (not private), with its manifest. */
export function publishedPackages(root) {
  const packages = [];
  for (const folder of readdirSync(join(root, 'packages')).sort()) {
    const file = join(root, 'packages', folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = readJson(file);
    if (!manifest.private) packages.push({ folder, dir: join(root, 'packages', folder), manifest });
  }
  return packages;
}

function npmJson(args, cwd) {
  const output = execFileSync(npm, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output);
}

/** The files npm would put into each package's tarball, relative to the package. */
function packedFileLists(root, packages) {
  const workspaces = packages.flatMap(({ folder }) => ['--workspace', `packages/${folder}`]);
  const reports = npmJson(['pack', '--dry-run', '--json', '--ignore-scripts', ...workspaces], root);
  return new Map(reports.map((report) => [report.name, report.files.map((file) => file.path)]));
}

/** The script-tag build lives in the root dist/ (rollup.config.mjs), not in packages/script. */
function scriptBuildFiles(root) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'tessera.js'))) {
    throw new Error('dist/tessera.js is missing: run `npm run build` before packing');
  }
  const files = ['dist/tessera.js', 'dist/gallery.css'];
  for (const chunk of readdirSync(join(dist, 'chunks')).sort()) {
    if (chunk.endsWith('.js')) files.push(`dist/chunks/${chunk}`);
  }
  return files;
}

function stage(root, stagingDir, entry, files, versions) {
  const { folder, dir, manifest } = entry;
  const target = join(stagingDir, folder);
  for (const file of files) {
    if (file === 'package.json' || !isShippedFile(file)) continue;
    const from = manifest.name === SCRIPT_PACKAGE && file.startsWith('dist/') ? root : dir;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(from, file), join(target, file));
  }
  if (!existsSync(join(dir, 'dist')) && manifest.name !== SCRIPT_PACKAGE && manifest.exports) {
    throw new Error(`${manifest.name} has no dist/: run \`npm run build\` before packing`);
  }
  copyFileSync(join(root, 'LICENSE'), join(target, 'LICENSE'));
  // `changeset version` writes it; npm leaves it out unless `files` names it.
  const changelog = existsSync(join(dir, 'CHANGELOG.md'));
  if (changelog) copyFileSync(join(dir, 'CHANGELOG.md'), join(target, 'CHANGELOG.md'));
  const stubs = typeStubs(manifest);
  for (const [file, contents] of stubs) {
    if (existsSync(join(target, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    writeFileSync(join(target, file), contents);
  }
  const shipped = new Set([
    ...files.filter(isShippedFile),
    ...stubs.keys(),
    ...(changelog ? ['CHANGELOG.md'] : []),
    'LICENSE',
    'package.json',
  ]);
  const readme = join(target, 'README.md');
  if (existsSync(readme)) {
    const repository = repositoryWebUrl(manifest.repository);
    const directory = manifest.repository?.directory ?? `packages/${folder}`;
    writeFileSync(
      readme,
      publishedReadme(readFileSync(readme, 'utf8'), { directory, shipped, repository }),
    );
  }
  const published = publishedManifest(manifest, versions);
  if (changelog && published.files && !published.files.includes('CHANGELOG.md')) {
    published.files = [...published.files, 'CHANGELOG.md'];
  }
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  return target;
}

/**
 * Packs every published package into `outDir`.
 * @returns {{ name: string, version: string, folder: string, tarball: string, files: string[] }[]}
 */
export function packPackages({ root, outDir }) {
  const packages = publishedPackages(root);
  const versions = Object.fromEntries(
    packages.map(({ manifest }) => [manifest.name, manifest.version]),
  );
  const lists = packedFileLists(root, packages);
  const stagingDir = mkdtempSync(join(tmpdir(), 'tessera-pack-'));
  try {
    const staged = packages.map((entry) => {
      const files = lists.get(entry.manifest.name) ?? [];
      const all =
        entry.manifest.name === SCRIPT_PACKAGE ? [...files, ...scriptBuildFiles(root)] : files;
      return stage(root, stagingDir, entry, all, versions);
    });
    mkdirSync(outDir, { recursive: true });
    const reports = npmJson(
      ['pack', '--json', '--ignore-scripts', '--pack-destination', resolve(outDir), ...staged],
      stagingDir,
    );
    return reports.map((report, index) => ({
      name: report.name,
      version: report.version,
      folder: packages[index].folder,
      tarball: join(resolve(outDir), report.filename),
      files: report.files.map((file) => file.path).sort(),
    }));
  } finally {
    rmSync(stagingDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const outDir = resolve(process.argv[2] ?? join(root, 'release'));
  for (const { tarball, files } of packPackages({ root, outDir })) {
    console.log(`${relative(process.cwd(), tarball)}  (${files.length} files)`);
  }
}
