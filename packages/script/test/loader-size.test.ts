// Build-time proof of the loader's room (issue 13): the loader built with the declared blocks
// plus synthetic ones up to thirty, each with a chunk of its own, measured with brotli.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBlockDeclarations } from '../build/block-table.mjs';
import { measureLoader } from '../build/measure-loader.mjs';

const root = resolve(import.meta.dirname, '../../..');
/** The loader's budget (size-limit.json), in bytes of brotli. */
const LOADER_BUDGET = 3_000;
/** What one more block may cost the loader (issue 13: about 20 B). */
const ENTRY_BUDGET = 20;
let declared: Awaited<ReturnType<typeof measureLoader>>;
let thirty: Awaited<ReturnType<typeof measureLoader>>;

beforeAll(async () => {
  declared = await measureLoader(root, 0);
  thirty = await measureLoader(root, 30 - declared.entries);
}, 120_000);

describe('the loader’s room for blocks (brotli)', () => {
  it('one more block costs the loader at most 20 B', () => {
    const perEntry = (thirty.brotli - declared.brotli) / (thirty.entries - declared.entries);
    console.info(
      `loader: ${declared.brotli} B with ${declared.entries} entries, ${thirty.brotli} B with ` +
        `${thirty.entries}; ${perEntry.toFixed(1)} B per entry`,
    );
    expect(thirty.entries).toBe(30);
    expect(perEntry).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it('the loader with the declared blocks is within its 3,000 B budget', () => {
    expect(declared.brotli).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it('names every entry’s chunk: the block’s name and the build’s id, one string', () => {
    const table = /"((?:[a-z][a-z0-9-]* ?){30})"/.exec(thirty.code)?.[1];
    const build = /chunks\/\$\{\w+\}-([a-z0-9]{8})\.js/.exec(thirty.code)?.[1];
    const chunks = table?.split(' ').map((name) => `chunks/${name}-${build}.js`);
    expect(chunks).toHaveLength(30);
    expect(chunks?.filter((chunk) => !thirty.files.includes(chunk))).toEqual([]);
    // The declared blocks first (by name), then the synthetic ones: every declared block is in
    // the table, whichever blocks are added later.
    const names = readBlockDeclarations(root).map(({ name }) => name);
    expect(table?.split(' ').slice(0, names.length)).toEqual(names);
  });

  it('thirty entries stay within the 3,000 B budget', () => {
    expect(thirty.brotli).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it('a block’s chunk changes name when any block’s code changes, and only then', async () => {
    const again = await measureLoader(root, 30 - declared.entries);
    const changed = await measureLoader(root, 30 - declared.entries, ' changed');
    const blockChunks = (files: string[]) =>
      files.filter((file) => file.startsWith('chunks/form-'));
    expect(again.files.toSorted()).toEqual(thirty.files.toSorted());
    expect(blockChunks(changed.files)).toHaveLength(1);
    expect(blockChunks(changed.files)).not.toEqual(blockChunks(thirty.files));
    // The shared chunks keep their content hashes: a release re-fetches only the blocks.
    const shared = (files: string[]) =>
      files.filter((file) => file.startsWith('chunks/api-') || file.startsWith('chunks/replay-'));
    expect(shared(changed.files)).toEqual(shared(thirty.files));
    expect(shared(thirty.files)).toHaveLength(2);
  }, 120_000);
});
