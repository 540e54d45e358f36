/**
 * The script-tag build's block registry: every block and page feature the one-line install
 * brings to life. Each `load` is a dynamic import, so rollup makes it a lazy chunk that is
 * fetched only when a block of that kind is on the page (and near the viewport).
 *
 * Add one entry per block; keep the list sorted by name.
 */
import type { BlockDefinition } from '@tessera/runtime';

export const blocks: BlockDefinition[] = [
  // { name: 'gallery', selector: '[data-block="gallery"]', load: () => import('@tessera/gallery/block') },
];
