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
/**
 * Where thirty entries stand today, as a ratchet: issue 13 asks for 3,000 B, and the wave that
 * brought the real page features (their conditions cost ~190 B at thirty entries) left the
 * loader at 3,047 B (session 5 note; issue 13 stays open for these bytes). Builds vary by ~10 B
 * (the loader names two shared chunks, whose hashes move), hence the round figure. Lower it,
 * never raise it.
 */
const THIRTY_ENTRIES_RATCHET = 3_060;

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

  it('names every entry’s chunk: the block’s name and its chunk’s hash, one string', () => {
    const table = /"((?:[a-z][a-z0-9-]*[a-z0-9]{6} ?){30})"/.exec(thirty.code)?.[1];
    const chunks = table
      ?.split(' ')
      .map((entry) => `chunks/${entry.slice(0, -6)}-${entry.slice(-6)}.js`);
    expect(chunks).toHaveLength(30);
    expect(chunks?.filter((chunk) => !thirty.files.includes(chunk))).toEqual([]);
    // The declared blocks first (by name), then the synthetic ones: every declared block is in
    // the table, whichever blocks are added later.
    const names = readBlockDeclarations(root).map(({ name }) => `chunks/${name}`);
    expect(chunks?.slice(0, names.length).map((chunk) => chunk.replace(/-\w{6}\.js$/, ''))).toEqual(
      names,
    );
  });

  it('thirty entries stay within today’s 3,060 B (issue 13’s 3,000 B budget is still open)', () => {
    expect(thirty.brotli).toBeLessThanOrEqual(THIRTY_ENTRIES_RATCHET);
  });
});
