// bench/storefront-size: what a visitor downloads for the storefront, against the scripts a site
// would drop in instead (the Shopify Buy Button, brotli-compressed in the same run). Ours is read
// from the script build (`npm run build` first): the product block's and the cart indicator's
// chunks with every chunk they import statically, counting the chunks made of @tessera/commerce
// code (the runtime's and preact/compat's are the page's anyway), then what the first add or
// indicator click fetches. Prints figures and ratios; never fails on a size.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliSize, kB } from '../support/browser-bundle.mjs';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');
const chunks = join(root, 'dist/chunks');
if (!existsSync(chunks)) {
  console.log('skipped: no dist/chunks (run `npm run build` first)');
  process.exit(0);
}
const files = readdirSync(chunks).filter((name) => name.endsWith('.js'));
const read = (name) => readFileSync(join(chunks, name), 'utf8');

/** A block's chunk: `<block>-<build id>.js` (packages/script/build/block-table.mjs). */
const blockChunk = (block) => {
  const found = files.find((name) => new RegExp(`^${block}-[0-9a-z]{8}\\.js$`).test(name));
  if (!found) throw new Error(`no chunk for the ${block} block in dist/chunks`);
  return found;
};

/** Whether a chunk holds @tessera/commerce code (its hidden source map names the sources). */
const isCommerce = (name) =>
  JSON.parse(read(`${name}.map`)).sources.some((source) => source.includes('packages/commerce/'));

const staticImports = (name) =>
  [...read(name).matchAll(/(?:^|;)import(?:[^'"]*?from)?\s*["']\.\/([^"']+)["']/g)].map(
    (match) => match[1],
  );
const lazyImports = (name) =>
  [...read(name).matchAll(/import\(\s*["']\.\/([^"']+)["']\s*\)/g)].map((match) => match[1]);

/** `entries` and every chunk they import statically. */
function closure(entries) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of staticImports(name)) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

const total = (names) => names.reduce((sum, name) => sum + brotliSize(read(name)), 0);
const startEntries = [blockChunk('product'), blockChunk('cart-indicator')];
const start = closure(startEntries);
const startCommerce = start.filter(isCommerce);
const drawerEntry = lazyImports(blockChunk('cart-indicator')).find((name) =>
  name.startsWith('cart-drawer-'),
);
const drawer = closure([drawerEntry]).filter((name) => isCommerce(name) && !start.includes(name));

const buyButtonDir = dirname(require.resolve('@shopify/buy-button-js/package.json'));
const buyButtonVersion = JSON.parse(readFileSync(join(buyButtonDir, 'package.json'), 'utf8'));
const buyButton = readFileSync(join(buyButtonDir, 'dist/buybutton.min.js'));

console.log('Brotli (quality 11); ours beyond the runtime and preact/compat:\n');
console.log('At start (the product block and the cart indicator):');
for (const name of startCommerce) console.log(`  ${name.padEnd(40)}${kB(brotliSize(read(name)))}`);
console.log('On the first add or indicator click (the cart drawer, beyond the above):');
for (const name of drawer) console.log(`  ${name.padEnd(40)}${kB(brotliSize(read(name)))}`);
const rows = [
  ['@tessera/commerce: product block + cart indicator', total(startCommerce)],
  ['  … then the cart drawer (first add or click)', total(drawer)],
  [
    `@shopify/buy-button-js ${buyButtonVersion.version} (dist/buybutton.min.js)`,
    brotliSize(buyButton),
  ],
];
console.log('');
const ours = rows[0][1];
for (const [name, size] of rows) {
  console.log(`${name.padEnd(60)}${kB(size).padStart(10)}  ${(size / ours).toFixed(2)}× ours`);
}
console.log(
  '\nSnipcart v3 is not on npm (its script is served from cdn.snipcart.com), so it is not measured here.',
);
