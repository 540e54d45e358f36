// The loader's block table, generated at build time from every package's declarations: the
// `tessera.blocks` field of packages/*/package.json. A package adds a block by declaring it
// there; nothing in packages/script changes. Each entry is emitted as a chunk of its own named
// after the block and the build (chunks/<name>-<build>.js), and the table is one string of the
// names.
//
//   "tessera": { "blocks": [
//     { "name": "form", "entry": "./block" },                      // selector [data-block="form"]
//     { "name": "lightbox", "entry": "./block",
//       "selector": "[data-block=\"lightbox\"],[data-block=\"gallery\"]" },
//     { "name": "popup-overlay", "entry": "./popup-feature",        // a page feature
//       "when": { "page": ["websiteSettings.popupOverlaySettings", "authenticatedAccount"] } }
//   ] }
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The id the script entry imports the table by. */
export const BLOCK_TABLE_ID = 'tessera:block-table';

const CONDITION_KEYS = ['page', 'element', 'event', 'hostname'];

function fail(where, message) {
  throw new Error(`[tessera] Block declaration ${where}: ${message}`);
}

/** Checks one declaration; returns it with its package name. */
function checkDeclaration(manifest, declaration, where) {
  const { name, entry, selector, when } = declaration ?? {};
  if (typeof name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(name)) {
    fail(where, `"name" must be a kebab-case string, got ${JSON.stringify(name)}`);
  }
  // The loader looks names up in a plain object (`where[name]`), where "constructor" is taken.
  if (name in Object.prototype) fail(where, `"name" ${JSON.stringify(name)} is reserved`);
  if (typeof entry !== 'string' || !manifest.exports?.[entry]) {
    fail(where, `"entry" ${JSON.stringify(entry)} must be a subpath of the package's exports map`);
  }
  if (selector !== undefined && (typeof selector !== 'string' || when !== undefined)) {
    fail(where, '"selector" must be a string, and a block has a selector or a "when", not both');
  }
  if (when !== undefined) {
    const keys = Object.keys(when ?? {});
    if (keys.length === 0 || keys.some((key) => !CONDITION_KEYS.includes(key))) {
      fail(where, `"when" takes one or more of ${CONDITION_KEYS.join(', ')}`);
    }
    for (const key of ['page', 'event']) {
      const list = when[key];
      if (
        list !== undefined &&
        !(Array.isArray(list) && list.every((v) => typeof v === 'string'))
      ) {
        fail(where, `"when.${key}" must be an array of strings`);
      }
    }
    if (when.element !== undefined && typeof when.element !== 'string') {
      fail(where, '"when.element" must be a selector string');
    }
    if (when.hostname !== undefined && typeof when.hostname !== 'string') {
      fail(where, '"when.hostname" must be a regular expression string');
    }
  }
  return { ...declaration, specifier: `${manifest.name}/${entry.slice(2)}` };
}

/** Every package's declared blocks, sorted by name; throws on a malformed or repeated one. */
export function readBlockDeclarations(root) {
  const declarations = [];
  const packages = join(root, 'packages');
  for (const folder of readdirSync(packages).sort()) {
    const file = join(packages, folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const blocks = manifest.tessera?.blocks ?? [];
    blocks.forEach((declaration, index) => {
      declarations.push(
        checkDeclaration(manifest, declaration, `${index} of packages/${folder}/package.json`),
      );
    });
  }
  declarations.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (let i = 1; i < declarations.length; i++) {
    if (declarations[i].name === declarations[i - 1].name) {
      fail(declarations[i].name, 'the name is declared twice');
    }
  }
  // Each entry is a chunk named after its block, so that the loader finds it by the name.
  const byEntry = new Map();
  for (const { name, specifier } of declarations) {
    if (byEntry.has(specifier)) {
      fail(name, `its entry ${specifier} is also the entry of "${byEntry.get(specifier)}"`);
    }
    byEntry.set(specifier, name);
  }
  return declarations;
}

/** Stands in the table for the build's id until the modules are all loaded. */
const BUILD_PLACEHOLDER = 'tessera-block-build:placeholder';
/** Base 36 (0-9, a-z), as rollup writes the other chunks' hashes (rollup.config.mjs). */
const BUILD_ID_LENGTH = 8;

/**
 * The table module's source: `names`, every entry's name joined by spaces; `build`, the id all
 * the entries' chunks share (`chunks/form-<build>.js`), a placeholder until the modules are all
 * loaded; and `where`, an array in the names' order (the declarations', which the chunks are
 * emitted in too) holding the selector (a string) or the `when` condition (an object) of the
 * entries that have one, bare: the loader tells them apart by type, and the entries with the
 * usual selector (the `data-block` attribute equal to the block's name, which the loader writes)
 * are holes. An entry costs the loader its name only (~5 B brotli): a content hash per entry
 * (six random characters, ~4 B each) would cost ~120 B with thirty entries.
 */
export function blockTableSource(declarations) {
  const where = declarations.map(({ name, selector, when }) => {
    if (when) return JSON.stringify(when);
    if (selector === undefined || selector === `[data-block="${name}"]`) return '';
    return JSON.stringify(selector);
  });
  return (
    `export const names = ${JSON.stringify(declarations.map(({ name }) => name).join(' '))};\n` +
    `export const build = ${JSON.stringify(BUILD_PLACEHOLDER)};\n` +
    `export const where = [${where.join(',')}];\n`
  );
}

/**
 * The id of a build's blocks: a hash of every module the build loaded (id and code, after the
 * transforms), the declarations, the rollup configuration and the versions of rollup and terser,
 * so that it changes whenever any block's chunk may. All block chunks of a build share it: a
 * release re-fetches the blocks a visitor uses (the shared chunks keep their own content hashes),
 * which is the price of a loader that names no hash per block.
 */
function buildIdOf(context, root, declared) {
  const hash = createHash('sha256');
  const require = createRequire(join(root, 'package.json'));
  const versions = ['rollup', 'terser'].map((name) => {
    try {
      return require(`${name}/package.json`).version;
    } catch {
      return name;
    }
  });
  const config = join(root, 'rollup.config.mjs');
  hash.update(
    JSON.stringify([versions, declared, existsSync(config) && readFileSync(config, 'utf8')]),
  );
  for (const id of [...context.getModuleIds()].sort()) {
    hash.update(`\0${id}\0${context.getModuleInfo(id)?.code ?? ''}`);
  }
  const digest = BigInt(`0x${hash.digest('hex')}`).toString(36);
  return digest.slice(0, BUILD_ID_LENGTH).padStart(BUILD_ID_LENGTH, '0');
}

/**
 * The rollup plugin that serves the table to the script entry. Each entry's module is emitted as
 * a chunk of its own, named after the block and the build (`chunks/form-<build>.js`), which the
 * loader imports by that name; 'allow-extension' keeps `init` a named export of the chunk itself
 * (no facade chunk, no `.then(e => e.c)` in the loader) even when other chunks import from it.
 */
export function blockTable(root, declarations = () => readBlockDeclarations(root)) {
  let chunks = [];
  /** The declarations, read and checked once a build (buildStart), for the table's source too. */
  let declared = [];
  let buildId = '';
  return {
    name: 'block-table',
    buildStart() {
      declared = declarations();
      chunks = declared.map(({ name, specifier }) => ({
        name,
        reference: this.emitFile({
          type: 'chunk',
          id: specifier,
          name,
          preserveSignature: 'allow-extension',
          // The loader entry (rollup.config.mjs) loads them all.
          implicitlyLoadedAfterOneOf: [join(root, 'packages/script/src/tessera.ts')],
        }),
      }));
    },
    resolveId: (id) => (id === BLOCK_TABLE_ID ? `\0${BLOCK_TABLE_ID}` : null),
    load: (id) => (id === `\0${BLOCK_TABLE_ID}` ? blockTableSource(declared) : null),
    buildEnd(error) {
      if (!error) buildId = buildIdOf(this, root, declared);
    },
    // The blocks' chunks take the build's id where the others take their own hash.
    outputOptions(options) {
      const otherNames = options.chunkFileNames ?? 'chunks/[name]-[hash].js';
      const names = new Set(declared.map(({ name }) => name));
      return {
        ...options,
        chunkFileNames: (chunk) =>
          chunk.isImplicitEntry && names.has(chunk.name)
            ? `chunks/[name]-${buildId}.js`
            : typeof otherNames === 'function'
              ? otherNames(chunk)
              : otherNames,
      };
    },
    renderChunk(code) {
      const placeholder = JSON.stringify(BUILD_PLACEHOLDER);
      if (!code.includes(placeholder)) return null;
      // One line of the unminified chunk changes, so the maps stay right (null: no change).
      return { code: code.replace(placeholder, JSON.stringify(buildId)), map: null };
    },
    generateBundle() {
      // The loader imports chunks/<name>-<build>.js (packages/script/src/tessera.ts).
      for (const { name, reference } of chunks) {
        const file = this.getFileName(reference);
        if (file !== `chunks/${name}-${buildId}.js`) {
          fail(name, `its chunk is ${file}: the loader expects chunks/${name}-${buildId}.js`);
        }
      }
    },
  };
}
