// bench/account: what the owner redirect and the editing-frame keys add to what a visitor with a
// session loads (issue 18: at most 0.5 kB brotli). The script build (rollup.config.mjs, in
// memory) is run as shipped and then with each part taken out of the account page feature
// (packages/account/src/account-feature.ts): a part is the lines between its `// #region <name>`
// and `// #endregion` comments, and what only those lines used goes with them (tree-shaking and
// terser drop it). Each row is the account chunk brotli-compressed (quality 11) and the chunks
// it imports that an anonymous visitor of the same page would not load otherwise; the marginal
// figures are the differences. Prints figures only; it never fails on a size.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { brotliSize, kB } from '../support/browser-bundle.mjs';

const root = resolve(import.meta.dirname, '../..');
const feature = join(root, 'packages/account/src/account-feature.ts');
const { default: config } = await import(join(root, 'rollup.config.mjs'));

/** The feature's source without the regions named `parts`; throws if one is missing. */
function withoutRegions(source, parts) {
  let out = source;
  for (const part of parts) {
    const pattern = new RegExp(`\\n[ \\t]*// #region ${part}\\b[^]*?// #endregion[^\\n]*`);
    if (!pattern.test(out)) throw new Error(`account-feature.ts has no region "${part}"`);
    out = out.replace(pattern, '');
  }
  return out;
}

/** The script build's chunks (file name to code) with `parts` taken out of the feature. */
async function buildWithout(parts) {
  const cut = {
    name: 'bench-cut-regions',
    load: (id) => (id === feature ? withoutRegions(readFileSync(id, 'utf8'), parts) : null),
  };
  const bundle = await rollup({ ...config, plugins: [cut, ...config.plugins], onLog: () => {} });
  // No `dir`: nothing is written (and the build's clean-output step leaves dist/ alone).
  const { dir: _dir, ...output } = config.output;
  const { output: files } = await bundle.generate({ ...output, sourcemap: false });
  await bundle.close();
  return new Map(
    files.filter((file) => file.type === 'chunk').map((file) => [file.fileName, file]),
  );
}

/**
 * The account chunk and the chunks it imports statically, in brotli bytes, except the loader
 * and what the loader or another page feature or block would also import (an anonymous visitor
 * of a page with a form loads check-page-context, for instance): listed apart.
 */
function accountBytes(chunks) {
  const account = [...chunks.values()].find((chunk) =>
    /^chunks\/account-[a-z0-9]{8}\.js$/.test(chunk.fileName),
  );
  const others = [...chunks.values()].filter((chunk) => chunk !== account);
  const shared = (name) => others.some((chunk) => chunk.imports.includes(name));
  const own = account.imports.filter((name) => !shared(name));
  return {
    chunk: brotliSize(account.code),
    own: own.map((name) => [name, brotliSize(chunks.get(name).code)]),
    shared: account.imports.filter(shared),
  };
}

const variants = [
  ['as shipped', []],
  ['without the owner redirect', ['owner redirect']],
  ['without the editing-frame keys', ['editing-frame keys']],
  ['without both', ['owner redirect', 'editing-frame keys']],
];
const rows = [];
for (const [name, parts] of variants) {
  rows.push([name, accountBytes(await buildWithout(parts))]);
}

const total = ({ chunk, own }) => chunk + own.reduce((sum, [, bytes]) => sum + bytes, 0);
const [shipped] = rows;
console.log('The account page feature, script build (rollup + terser), brotli quality 11:\n');
console.log(`${'build'.padEnd(34)}${'chunk'.padStart(10)}${'+ own imports'.padStart(16)}`);
for (const [name, bytes] of rows) {
  console.log(
    `${name.padEnd(34)}${`${bytes.chunk} B`.padStart(10)}${`${total(bytes)} B`.padStart(16)}`,
  );
}
console.log(
  `\nImported chunks only this feature loads: ${shipped[1].own.map(([file, bytes]) => `${file} ${bytes} B`).join(', ') || 'none'}`,
);
console.log(`Imported chunks other code loads too: ${shipped[1].shared.join(', ') || 'none'}`);

const of = (name) => rows.find(([row]) => row === name)[1].chunk;
const marginal = [
  ['the owner redirect', of('as shipped') - of('without the owner redirect')],
  ['the editing-frame keys', of('as shipped') - of('without the editing-frame keys')],
  ['the redirect and the keys together', of('as shipped') - of('without both')],
];
console.log('\nWhat each part adds to the chunk (issue 18: the redirect and keys at most 0.5 kB):');
for (const [name, bytes] of marginal)
  console.log(`  ${name.padEnd(40)}${`${bytes} B`.padStart(8)}`);
console.log(
  `  ${'the rest (hooks, header, start)'.padEnd(40)}${`${of('without both')} B`.padStart(8)}`,
);
console.log(`\n(${kB(of('as shipped') - of('without both'))} of the 0.50 kB.)`);
