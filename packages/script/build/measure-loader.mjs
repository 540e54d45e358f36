// Builds the loader entry in memory, as rollup.config.mjs does, optionally with synthetic blocks
// added to the declared ones, and measures it: the size budget's proof that thirty entries fit.
import { brotliCompressSync, constants } from 'node:zlib';
import { rollup } from 'rollup';
import { blockTable, readBlockDeclarations } from './block-table.mjs';

/** Names of blocks the spec lists (002 §1), for synthetic entries that look like real ones. */
export const SPEC_BLOCK_NAMES = [
  'accordion',
  'announcement-bar',
  'audio',
  'badge',
  'booking',
  'button',
  'calendar',
  'cart',
  'cart-indicator',
  'chart',
  'checkout',
  'donation-button',
  'fonts',
  'licensed-assets-bar',
  'map',
  'marquee',
  'member-area',
  'menu-tabs',
  'mobile-info-bar',
  'newsletter',
  'pricing-toggle',
  'product',
  'product-collection',
  'reviews',
  'search',
  'social-feed',
  'summary',
  'table-booking',
  'time-since',
  'tour-dates',
  'video',
];

const SYNTHETIC = '\0synthetic-block/';

/** Brotli at its best quality, as servers precompress static files (and as size-limit counts). */
export function brotliSize(code) {
  return brotliCompressSync(Buffer.from(code), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/**
 * The loader's code, its brotli size and the build's file names, with the declared blocks plus
 * `extra` synthetic ones, whose code ends with `variant` (to change a block's code) (named
 * after the spec's blocks, with the usual selector). Every entry's module is a stub of its own,
 * so the figure is the loader's alone, whatever state the blocks' code is in.
 */
export async function measureLoader(root, extra = 0, variant = '') {
  const { default: config } = await import(`${root}/rollup.config.mjs`);
  const declared = readBlockDeclarations(root);
  const names = SPEC_BLOCK_NAMES.filter((name) => !declared.some((block) => block.name === name));
  const declarations = () =>
    [...declared, ...names.slice(0, extra).map((name) => ({ name }))].map((block) => ({
      ...block,
      specifier: `${SYNTHETIC}${block.name}`,
    }));
  const synthetic = {
    name: 'synthetic-blocks',
    resolveId: (id) => (id.startsWith(SYNTHETIC) ? id : null),
    // Distinct code, so that each chunk's file name has a hash of its own, as real ones do.
    load: (id) =>
      id.startsWith(SYNTHETIC)
        ? `export const init = () => '${id.slice(SYNTHETIC.length)}${variant}';`
        : null,
  };
  const plugins = config.plugins.filter(
    (plugin) => plugin && !['clean-output', 'stylesheets', 'block-table'].includes(plugin.name),
  );
  const bundle = await rollup({
    input: config.input,
    plugins: [synthetic, blockTable(root, declarations), ...plugins],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ ...config.output, sourcemap: false });
  await bundle.close();
  const entry = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  return {
    entries: declarations().length,
    code: entry.code,
    brotli: brotliSize(entry.code),
    files: output.map((file) => file.fileName),
  };
}
