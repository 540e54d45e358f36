import type { PageCondition } from '@tessera/runtime';

/** One block as its package declares it in `tessera.blocks`. */
export interface BlockDeclaration {
  name: string;
  /** The package's exports subpath, e.g. './block'. */
  entry?: string;
  selector?: string;
  when?: PageCondition;
  /** The import specifier, e.g. '@tessera/forms/block' (added by readBlockDeclarations). */
  specifier: string;
}

export const BLOCK_TABLE_ID: string;
export function readBlockDeclarations(root: string): BlockDeclaration[];
export function blockTableSource(declarations: BlockDeclaration[]): string;
export function blockTable(
  root: string,
  declarations?: () => BlockDeclaration[],
): { name: string; resolveId(id: string): string | null; load(id: string): string | null };
