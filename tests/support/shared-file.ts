/**
 * A file made once and then read by every test file that asks for it, in this run and the next
 * (tests/support/pglite-template.ts keeps PGlite's fresh cluster so). Test files run side by side,
 * so the file appears under its name only whole: it is written under another name first, then
 * renamed, which a reader sees as one step.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/** Writes `content` to `file` so that no reader ever finds part of it there. */
export async function writeWhole(file: string, content: AsyncIterable<Uint8Array>): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(partial, content);
    await rename(partial, file);
  } catch (error) {
    // A failed make leaves nothing behind: the next run makes the file again.
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Answers a loader of `file`'s bytes, making the file with `make` first when it does not exist.
 * The loader reads the file once, on its first call, and answers the same bytes after.
 */
export function sharedFile(
  file: string,
  make: () => AsyncIterable<Uint8Array>,
): () => Promise<Blob> {
  let loaded: Promise<Blob> | undefined;
  const load = async (): Promise<Blob> => {
    if (!existsSync(file)) await writeWhole(file, make());
    return new Blob([await readFile(file)]);
  };
  return () => {
    loaded ??= load();
    return loaded;
  };
}
