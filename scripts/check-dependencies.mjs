// `npm run deps`: the dependency check that `npm test` runs. dependency-cruiser reads every
// import of each package's src/ (static, dynamic `import()`, type-only, re-exports), and this
// script fails on
//   - a cycle between packages, dynamic imports included (DESIGN.md: dependencies point one
//     way; a lazy import() back is still a cycle for the build order and for users' bundlers);
//   - a package importing a package its package.json does not declare (dependencies,
//     peerDependencies or optionalDependencies), or reaching into another package by path.
// The script build's generated block table (`tessera:block-table`) counts as importing every
// package that declares blocks (`tessera.blocks` in its package.json).
//
//   node scripts/check-dependencies.mjs [root]   (root: a folder with packages/*; default: repo)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

/** The virtual module the script build generates from the packages' block declarations. */
const BLOCK_TABLE = 'tessera:block-table';

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBare(specifier) {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.includes(':');
}

/** Every folder of `root`/packages with a package.json: its name, manifest and declared set. */
function readWorkspace(root) {
  const packages = [];
  for (const folder of readdirSync(join(root, 'packages')).sort()) {
    const file = join(root, 'packages', folder, 'package.json');
    if (!existsSync(file) || !existsSync(join(root, 'packages', folder, 'src'))) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const declared = new Set(
      ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      ),
    );
    packages.push({ folder, name: manifest.name, manifest, declared });
  }
  return packages;
}

/** Each package's imports: `{ from, to, specifier, file, dynamic }` (to: a package name). */
async function readImports(root, packages) {
  const byFolder = new Map(packages.map((entry) => [entry.folder, entry]));
  const { output } = await cruise(
    packages.map((entry) => `packages/${entry.folder}/src`),
    // Paths in the result are relative to baseDir.
    {
      baseDir: root,
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      maxDepth: 1,
    },
    {
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
  );
  const blockPackages = packages.filter((entry) => entry.manifest.tessera?.blocks?.length);
  const imports = [];
  for (const module of output.modules) {
    const file = module.source;
    const folder = /^packages\/([^/]+)\/src\//.exec(file)?.[1];
    const from = byFolder.get(folder);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const { module: specifier, dynamic, coreModule } = dependency;
      if (coreModule || specifier.startsWith('node:')) continue;
      const edge = { from: from.name, specifier, file, dynamic: Boolean(dynamic) };
      if (specifier === BLOCK_TABLE) {
        for (const target of blockPackages) imports.push({ ...edge, to: target.name });
      } else if (isBare(specifier)) {
        imports.push({ ...edge, to: packageOf(specifier) });
      } else {
        // A relative path into another package's folder: its internals, not its exports.
        const into = /^packages\/([^/]+)\//.exec(dependency.resolved);
        const target = byFolder.get(into?.[1]);
        if (target && target !== from) imports.push({ ...edge, to: target.name, byPath: true });
      }
    }
  }
  return imports;
}

/** Strongly connected groups of more than one package (Tarjan), each as a list of names. */
function findCycles(names, edges) {
  const next = new Map(names.map((name) => [name, new Set()]));
  for (const edge of edges)
    if (next.has(edge.to) && edge.to !== edge.from) next.get(edge.from).add(edge.to);
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  const visit = (name) => {
    index.set(name, counter);
    low.set(name, counter++);
    stack.push(name);
    for (const to of next.get(name)) {
      if (!index.has(to)) {
        visit(to);
        low.set(name, Math.min(low.get(name), low.get(to)));
      } else if (stack.includes(to)) low.set(name, Math.min(low.get(name), index.get(to)));
    }
    if (low.get(name) !== index.get(name)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.unshift(member);
    } while (member !== name);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const name of names) if (!index.has(name)) visit(name);
  return cycles;
}

/** Runs the check on `root`; returns `{ packages, cycles, undeclared }` for the caller to print. */
export async function checkDependencies(root) {
  const packages = readWorkspace(root);
  const imports = await readImports(root, packages);
  const names = packages.map((entry) => entry.name);
  const cycles = findCycles(names, imports).map((group) => ({
    packages: group,
    imports: imports.filter((edge) => group.includes(edge.from) && group.includes(edge.to)),
  }));
  const declaredBy = new Map(packages.map((entry) => [entry.name, entry.declared]));
  const undeclared = imports.filter(
    (edge) => edge.to !== edge.from && (edge.byPath || !declaredBy.get(edge.from).has(edge.to)),
  );
  return { packages: names, cycles, undeclared };
}

function describe(edge) {
  const how = edge.byPath ? 'by path' : edge.dynamic ? 'dynamic import()' : 'import';
  return `${edge.file}: ${how} '${edge.specifier}' (${edge.from} → ${edge.to})`;
}

/** The report's lines; empty when the workspace passes. */
export function formatProblems({ cycles, undeclared }) {
  const lines = [];
  for (const cycle of cycles) {
    lines.push(`Cycle between packages: ${cycle.packages.join(', ')}`);
    for (const edge of cycle.imports) lines.push(`  ${describe(edge)}`);
  }
  for (const edge of undeclared) {
    lines.push(
      edge.byPath
        ? `Reaches into another package's files: ${describe(edge)}`
        : `Undeclared dependency: ${describe(edge)}; add "${edge.to}" to ${edge.from}'s package.json`,
    );
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const result = await checkDependencies(root);
  const problems = formatProblems(result);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`Dependencies: ${result.packages.length} packages, no cycle, every import declared.`);
}
