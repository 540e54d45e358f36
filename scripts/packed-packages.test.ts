// The tarballs as npm would publish them (scripts/pack-packages.mjs, after `npm run build`):
// what each one holds, and that a CommonJS `require('@tessera/<package>')` loads every entry on
// this Node (require of ES modules: Node 20.19+). The tarballs are unpacked into node_modules/
// of a folder inside this repository's node_modules/.cache, so that their own imports of each
// other resolve to the packed copies and their third-party dependencies (react, hono, ...) to the
// repository's installed ones: no network, no registry.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackages } from './pack-packages.mjs';
import { splitCode } from './publish-manifest.mjs';
import { writeScriptZip } from './release.mjs';

type Packed = { name: string; version: string; folder: string; tarball: string; files: string[] };
type Manifest = {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  repository?: { type: string; url: string; directory: string };
  homepage?: string;
  bugs?: string;
  keywords?: string[];
  exports?: Record<string, unknown>;
  scripts?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const root = join(import.meta.dirname, '..');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const repository = rootManifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
let workDir = '';
let installDir = '';
let packed: Packed[] = [];
const manifests = new Map<string, Manifest>();

function unpacked(name: string, file: string): string {
  return join(installDir, 'node_modules', name, file);
}

beforeAll(() => {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  workDir = mkdtempSync(join(cache, 'tessera-packed-'));
  installDir = join(workDir, 'app');
  packed = packPackages({ root, outDir: join(workDir, 'tarballs') });
  for (const { name, tarball } of packed) {
    const target = join(installDir, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    manifests.set(name, JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')));
  }
}, 60_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('packed packages', () => {
  it('packs every package under packages/ but the private console, the script-tag build included', () => {
    // @tessera/console (the owner console, served by the server) is private: never published.
    const folders = readdirSync(join(root, 'packages'))
      .filter(
        (folder) =>
          !JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8')).private,
      )
      .sort();
    expect(folders).not.toContain('console');
    expect(packed.map(({ folder }) => folder)).toEqual(folders);
    expect(packed.map(({ name }) => name)).toEqual(folders.map((folder) => `@tessera/${folder}`));
  });

  it('ships the license, the metadata and no measurement bundles', () => {
    const license = readFileSync(join(root, 'LICENSE'), 'utf8');
    for (const { name, folder, files } of packed) {
      const manifest = manifests.get(name) as Manifest;
      expect(readFileSync(unpacked(name, 'LICENSE'), 'utf8')).toBe(license);
      expect(files).toContain('README.md');
      // `changeset version` writes a CHANGELOG.md; before the first release there is none.
      expect(files.includes('CHANGELOG.md')).toBe(
        existsSync(join(root, 'packages', folder, 'CHANGELOG.md')),
      );
      expect(files.filter((file) => file.startsWith('dist/size/'))).toEqual([]);
      expect(manifest.private).toBeUndefined();
      expect(manifest.scripts).toBeUndefined();
      expect(manifest.license).toBe('MIT');
      expect(manifest.repository).toEqual({
        type: 'git',
        url: rootManifest.repository.url,
        directory: `packages/${folder}`,
      });
      expect(manifest.homepage).toBe(`${repository}/tree/main/packages/${folder}#readme`);
      expect(manifest.bugs).toBe(`${repository}/issues`);
      expect(manifest.keywords?.[0]).toBe('tessera');
      expect(manifest.keywords?.length).toBeGreaterThan(3);
    }
  });

  it('publishes exports without the source condition, each with types and a default', () => {
    for (const { name, files } of packed) {
      const exports = (manifests.get(name) as Manifest).exports ?? {};
      expect(JSON.stringify(exports)).not.toContain('"source"');
      expect(JSON.stringify(exports)).not.toContain('"import"');
      for (const [subpath, target] of Object.entries(exports)) {
        if (subpath === './package.json') continue;
        const { types, default: file } = target as { types: string; default: string };
        expect(Object.keys(target as object), `${name} ${subpath}`).toEqual(['types', 'default']);
        expect(files, `${name} ${subpath}`).toContain(types.slice(2));
        expect(files, `${name} ${subpath}`).toContain(file.slice(2));
      }
    }
  });

  it('depends on the other packages by ^ their version', () => {
    const versions = new Map(packed.map(({ name, version }) => [name, version]));
    let internal = 0;
    for (const { name } of packed) {
      const manifest = manifests.get(name) as Manifest;
      for (const field of ['dependencies', 'peerDependencies'] as const) {
        for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
          if (!dependency.startsWith('@tessera/')) continue;
          internal += 1;
          expect(range, `${name} -> ${dependency}`).toBe(`^${versions.get(dependency)}`);
        }
      }
    }
    expect(internal).toBeGreaterThan(10);
  });

  it('links from each README only to files in the tarball or to absolute addresses', () => {
    const link = /\]\(\s*<?([^)\s>]+)|^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)|\s(?:href|src)="([^"]+)"/gm;
    for (const { name, files } of packed) {
      const readme = readFileSync(unpacked(name, 'README.md'), 'utf8');
      const prose = splitCode(readme)
        .filter(({ code }) => !code)
        .map(({ text }) => text)
        .join('\n');
      for (const match of prose.matchAll(link)) {
        const target = (match[1] ?? match[2] ?? match[3]) as string;
        if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(target)) continue;
        const path = target.split('#')[0]?.replace(/^\.\//, '').replace(/\/$/, '') as string;
        const resolves = files.includes(path) || files.some((file) => file.startsWith(`${path}/`));
        expect(resolves, `${name} README links to ${target}`).toBe(true);
      }
    }
  });

  it('puts the built loader, every chunk and gallery.css into @tessera/script', () => {
    const script = packed.find(({ name }) => name === '@tessera/script') as Packed;
    const chunks = readdirSync(join(root, 'dist', 'chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `dist/chunks/${file}`);
    expect(script.files).toEqual(
      [
        'LICENSE',
        'README.md',
        'dist/gallery.css',
        'dist/gallery.css.d.ts',
        'dist/tessera.d.ts',
        'dist/tessera.js',
        'package.json',
        ...chunks,
      ].sort(),
    );
    expect(readFileSync(unpacked('@tessera/script', 'dist/tessera.js'), 'utf8')).toBe(
      readFileSync(join(root, 'dist', 'tessera.js'), 'utf8'),
    );
    expect(manifests.get('@tessera/script')?.dependencies).toBeUndefined();
  });

  it('zips the script-tag build for self-hosting, the same bytes on every run', () => {
    const script = packed.find(({ name }) => name === '@tessera/script') as Packed;
    const zip = join(workDir, 'tessera-script.zip');
    const entries = writeScriptZip({ tarball: script.tarball, outFile: zip });
    const chunks = readdirSync(join(root, 'dist', 'chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `tessera/chunks/${file}`);
    const expected = [
      'tessera/LICENSE',
      'tessera/README.md',
      ...chunks,
      'tessera/gallery.css',
      'tessera/tessera.js',
    ];
    expect(entries).toEqual(expected);
    const unzipped = unzipSync(readFileSync(zip));
    expect(Object.keys(unzipped)).toEqual(expected);
    expect(Buffer.from(unzipped['tessera/tessera.js'] as Uint8Array)).toEqual(
      readFileSync(join(root, 'dist', 'tessera.js')),
    );
    const again = join(workDir, 'again.zip');
    writeScriptZip({ tarball: script.tarball, outFile: again });
    expect(readFileSync(again)).toEqual(readFileSync(zip));
  });

  it("marks every React entry, and only those, a client module: 'use client' first", () => {
    const marked: string[] = [];
    for (const { name } of packed) {
      for (const [subpath, target] of Object.entries(
        (manifests.get(name) as Manifest).exports ?? {},
      )) {
        const file = (target as { default?: string }).default;
        if (typeof file !== 'string' || !file.endsWith('.js')) continue;
        const code = readFileSync(unpacked(name, file), 'utf8');
        const isReact = subpath === './react' || subpath.endsWith('/react');
        expect(code.startsWith("'use client';\n"), `${name} ${subpath}`).toBe(isReact);
        if (isReact) marked.push(`${name}/${subpath.slice(2)}`);
      }
    }
    expect(marked).toEqual([
      '@tessera/commerce/react',
      '@tessera/consent/react',
      '@tessera/forms/react',
      '@tessera/gallery/react',
      '@tessera/lightbox/react',
    ]);
  });

  it('loads every entry of every package with require() on this Node, as import() does', () => {
    const specifiers = packed.flatMap(({ name }) =>
      Object.keys((manifests.get(name) as Manifest).exports ?? {})
        // Stylesheets, the self-starting browser loader and the block kit (it imports vitest).
        .filter((subpath) => !/\.(css|js|json)$/.test(subpath) && subpath !== './testing')
        .map((subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`)),
    );
    expect(specifiers.length).toBeGreaterThan(30);
    const program = `
      const results = {};
      (async () => {
        for (const specifier of ${JSON.stringify(specifiers)}) {
          try {
            const required = Object.keys(require(specifier)).sort();
            const imported = Object.keys(await import(specifier)).filter((key) => key !== 'module.exports').sort();
            results[specifier] = { required, imported };
          } catch (error) {
            results[specifier] = { error: String(error.code ?? error.message) };
          }
        }
        process.stdout.write(JSON.stringify(results));
      })();`;
    const output = execFileSync(process.execPath, ['-e', program], {
      cwd: installDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const results = JSON.parse(output) as Record<
      string,
      { required: string[]; imported: string[] }
    >;
    expect(Object.keys(results)).toEqual(specifiers);
    for (const specifier of specifiers) {
      const result = results[specifier];
      expect(result, specifier).toEqual({ required: result?.imported, imported: result?.imported });
      expect(result?.imported.length, specifier).toBeGreaterThan(0);
    }
  });
});
