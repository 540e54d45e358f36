// The loader's block table, generated at build time from every package's declarations: the
// `tessera.blocks` field of packages/*/package.json. A package adds a block by declaring it
// there; nothing in packages/script changes. Each entry is emitted as a chunk of its own named
// after the block (chunks/<name>-<hash>.js), and the table is one string of those names.
//
//   "tessera": { "blocks": [
//     { "name": "form", "entry": "./block" },                      // selector [data-block="form"]
//     { "name": "lightbox", "entry": "./block",
//       "selector": "[data-block=\"lightbox\"],[data-block=\"gallery\"]" },
//     { "name": "popup-overlay", "entry": "./popup-feature",        // a page feature
//       "when": { "page": ["websiteSettings.popupOverlaySettings", "authenticatedAccount"] } }
//   ] }
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The id the script entry imports the table by. */
export const BLOCK_TABLE_ID = 'tessera:block-table';

const CONDITION_KEYS = ['page', 'element', 'event'];

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

/** Stands in the table for the chunk file names until rollup has named the chunks. */
const FILES_PLACEHOLDER = 'tessera-block-files:placeholder';

/**
 * The table module's source: `files`, every entry's name and chunk hash (`formgjklg9` for
 * `chunks/form-gjklg9.js`) joined by spaces, and `where`, an array in the same order (the
 * declarations', which the chunks are emitted in too) holding the selector (a string) or the
 * `when` condition (an object) of the entries that have one, bare: the loader tells them apart
 * by type, and the entries with the usual selector (the `data-block` attribute equal to the
 * block's name, which the loader writes) are holes. An array with holes rather than an object
 * keyed by name (no name written twice) and no `{selector}` / `{when}` wrappers: ~24 B less
 * with thirty entries, ~20 B with twenty-one declared ones (a build's figure moves by up to
 * ~10 B with the hashes of the other chunks the loader names). One string compresses better than
 * an `import()` per entry: an entry costs its name and its hash only. `files` is a placeholder
 * until the chunks are named.
 */
export function blockTableSource(declarations) {
  const where = declarations.map(({ name, selector, when }) => {
    if (when) return JSON.stringify(when);
    if (selector === undefined || selector === `[data-block="${name}"]`) return '';
    return JSON.stringify(selector);
  });
  return (
    `export const files = ${JSON.stringify(FILES_PLACEHOLDER)};\n` +
    `export const where = [${where.join(',')}];\n`
  );
}

/**
 * The rollup plugin that serves the table to the script entry. Each entry's module is emitted as
 * a chunk of its own, named after the block (`chunks/form-gjklg9.js`), which the loader imports by
 * that name; 'allow-extension' keeps `init` a named export of the chunk itself (no facade chunk,
 * no `.then(e => e.c)` in the loader) even when other chunks import from it.
 */
export function blockTable(root, declarations = () => readBlockDeclarations(root)) {
  let chunks = [];
  /** The declarations, read and checked once a build (buildStart), for the table's source too. */
  let declared = [];
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
    renderChunk(code) {
      const placeholder = JSON.stringify(FILES_PLACEHOLDER);
      if (!code.includes(placeholder)) return null;
      // `chunks/<name>-<hash>.js` (checked in generateBundle) is written `<name><hash>`: the dash
      // is the loader's to put back, and left out the string compresses better (8 B with thirty).
      // The hashes are rollup's placeholders here; it writes the real ones in afterwards.
      const files = chunks.map(
        ({ name, reference }) =>
          name + this.getFileName(reference).slice(`chunks/${name}-`.length, -'.js'.length),
      );
      // One line of the unminified chunk changes, so the maps stay right (null: no change).
      return { code: code.replace(placeholder, JSON.stringify(files.join(' '))), map: null };
    },
    generateBundle() {
      // The loader takes the name as all but the last six characters (packages/script/src/tessera.ts).
      for (const { name, reference } of chunks) {
        const file = this.getFileName(reference);
        if (!new RegExp(`^chunks/${name}-[\\w-]{6}\\.js$`).test(file)) {
          fail(
            name,
            `its chunk is ${file}: the loader expects chunks/${name}-<six-character hash>.js`,
          );
        }
      }
    },
  };
}
