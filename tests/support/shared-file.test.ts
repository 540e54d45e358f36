// The file behind the PGlite template (tests/support/pglite-template.ts): made once, read by each
// loader once, and never seen half written by a test file running beside the one writing it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFile, writeWhole } from './shared-file';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tessera-shared-file-'));
  file = join(folder, 'cluster.tar');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('a shared test file', () => {
  it('is made when missing, then read from disk', async () => {
    let makes = 0;
    const load = sharedFile(file, async function* () {
      makes += 1;
      yield bytes('cluster');
    });
    expect(await text(await load())).toBe('cluster');
    expect(makes).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('cluster');
    // The name it was written under first is gone.
    expect(readdirSync(folder)).toEqual(['cluster.tar']);
  });

  it('is reused when it exists: nothing is made', async () => {
    writeFileSync(file, 'made by an earlier run');
    const load = sharedFile(file, () => {
      throw new Error('made again');
    });
    expect(await text(await load())).toBe('made by an earlier run');
  });

  it('is read once per loader', async () => {
    writeFileSync(file, 'first');
    const load = sharedFile(file, () => {
      throw new Error('made again');
    });
    const first = load();
    expect(await text(await first)).toBe('first');
    writeFileSync(file, 'second');
    expect(load()).toBe(first);
  });

  it('never shows part of itself under its name while it is written', async () => {
    const seen: { named: boolean; other: string | undefined }[] = [];
    await writeWhole(
      file,
      (async function* () {
        yield bytes('half ');
        // A test file starting now finds no template (and makes its own), never half of one.
        seen.push({ named: existsSync(file), other: readdirSync(folder).at(0) });
        yield bytes('and whole');
      })(),
    );
    expect(seen).toEqual([
      { named: false, other: expect.stringMatching(/^cluster\.tar\.[0-9a-f]{12}$/) },
    ]);
    expect(readFileSync(file, 'utf8')).toBe('half and whole');
  });

  it('leaves nothing behind when making it fails, so the next run makes it again', async () => {
    const load = sharedFile(file, async function* () {
      yield bytes('half');
      throw new Error('initdb failed');
    });
    await expect(load()).rejects.toThrow('initdb failed');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('is whole whichever of two writers at once renames last', async () => {
    const writer = (content: string) =>
      writeWhole(
        file,
        (async function* () {
          yield bytes(content.slice(0, 4));
          yield bytes(content.slice(4));
        })(),
      );
    await Promise.all([writer('aaaaaaaa'), writer('bbbbbbbb')]);
    expect(['aaaaaaaa', 'bbbbbbbb']).toContain(readFileSync(file, 'utf8'));
    expect(readdirSync(folder)).toEqual(['cluster.tar']);
  });
});
