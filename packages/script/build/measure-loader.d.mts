/** Names of blocks the spec lists (002 §1), for synthetic entries that look like real ones. */
export const SPEC_BLOCK_NAMES: string[];
/** Brotli at its best quality, as servers precompress static files. */
export function brotliSize(code: string): number;
/** The loader built with the declared blocks plus `extra` synthetic ones, measured; `files` are
 * the build's file names (the entry and every chunk). */
export function measureLoader(
  root: string,
  extra?: number,
  variant?: string,
): Promise<{ entries: number; code: string; brotli: number; files: string[] }>;
