// `npm run check:api`: every name a package exports from an entry of its exports map is public
// API, so its README must name it. Prints the names a README leaves out and exits 1 when any is
// missing. (knip finds exports nothing uses; this finds public ones nobody documented.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

/** The source file of each entry in a package's exports map (the `source` condition). */
function entrySources(folder, manifest) {
  const sources = [];
  for (const target of Object.values(manifest.exports ?? {})) {
    if (typeof target === 'object' && typeof target.source === 'string') {
      sources.push(join(folder, target.source));
    }
  }
  return sources;
}

/**
 * Names exported by each entry, read by the TypeScript checker (re-exports followed): one program
 * for every package's entries, so the sources they share are parsed once.
 */
function exportedNamesByFile(files) {
  const program = ts.createProgram(files, {
    allowJs: false,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['source'],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const names = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const exported = symbol ? checker.getExportsOfModule(symbol) : [];
    names.set(
      file,
      exported.map((entry) => entry.name).filter((name) => name !== 'default'),
    );
  }
  return names;
}

/** The packages and the public names each README leaves out. */
export function undocumentedExports(packagesDir = join(root, 'packages')) {
  const packages = [];
  for (const name of readdirSync(packagesDir).sort()) {
    const folder = join(packagesDir, name);
    const manifestFile = join(folder, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const files = entrySources(folder, manifest);
    if (files.length > 0) packages.push({ folder, manifest, files });
  }
  const namesByFile = exportedNamesByFile(packages.flatMap((entry) => entry.files));
  const missing = [];
  for (const { folder, manifest, files } of packages) {
    const readmeFile = join(folder, 'README.md');
    const readme = existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : '';
    // A name exported by two entries of one package is reported once, from its last entry.
    const names = new Map();
    for (const file of files) for (const name of namesByFile.get(file)) names.set(name, file);
    for (const [exported, file] of names) {
      if (!new RegExp(`\\b${exported.replace(/\$/g, '\\$')}\\b`).test(readme)) {
        missing.push({
          package: manifest.name,
          name: exported,
          entry: file.slice(root.length + 1),
        });
      }
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = undocumentedExports();
  for (const item of missing) {
    console.log(`${item.package}: ${item.name} (from ${item.entry}) is not named in its README`);
  }
  if (missing.length > 0) {
    console.log(`\n${missing.length} public exports undocumented`);
    process.exit(1);
  }
  console.log('Every public export is named in its package README.');
}
