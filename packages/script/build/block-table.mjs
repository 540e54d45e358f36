// The loader's block table, generated at build time from every package's declarations: the
// `tessera.blocks` field of packages/*/package.json. A package adds a block by declaring it
// there; nothing in packages/script changes. Each entry becomes one `import()`, so rollup makes
// each block its own lazy chunk.
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
  return declarations;
}

/**
 * The table module's source: `[name, load, selector | condition]` per entry, the third left out
 * when the selector is the usual `[data-block="name"]` (the loader writes it), so an entry costs
 * only its name and its chunk's file name.
 */
export function blockTableSource(declarations) {
  const entries = declarations.map(({ name, specifier, selector, when }) => {
    const parts = [JSON.stringify(name), `() => import(${JSON.stringify(specifier)})`];
    const where = when ?? (selector === `[data-block="${name}"]` ? undefined : selector);
    if (where !== undefined) parts.push(JSON.stringify(where));
    return `  [${parts.join(', ')}],`;
  });
  return `export default [\n${entries.join('\n')}\n];\n`;
}

/** The rollup plugin that serves the table to the script entry. */
export function blockTable(root, declarations = () => readBlockDeclarations(root)) {
  return {
    name: 'block-table',
    resolveId: (id) => (id === BLOCK_TABLE_ID ? `\0${BLOCK_TABLE_ID}` : null),
    load: (id) => (id === `\0${BLOCK_TABLE_ID}` ? blockTableSource(declarations()) : null),
  };
}
