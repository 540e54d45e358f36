import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** What PGlite's Emscripten module exposes of its NODEFS mount (not in PGlite's types). */
interface NodeFsStreamOps {
  fsync?: (stream: { nfd?: number }) => number;
}
interface ModuleWithNodeFs {
  NODEFS: { stream_ops?: NodeFsStreamOps };
}

/** WASI error numbers Emscripten's fd_sync hands back to Postgres as errno. */
const WASI_EIO = 29;

/**
 * fsync counts for tests and the README's figures: every fsync Postgres asks of the folder.
 * Module-wide, since the hook runs inside PGlite's Emscripten module.
 */
export const fsyncCounter = { calls: 0 };

function syncDescriptor(stream: { nfd?: number }): number {
  if (stream.nfd === undefined) return 0;
  fsyncCounter.calls++;
  try {
    fsyncSync(stream.nfd);
    return 0;
  } catch {
    // Postgres treats a failed WAL fsync as fatal (PANIC), as it should.
    return WASI_EIO;
  }
}

/**
 * PGlite's NodeFS writes straight to the folder's files, but its Emscripten layer has no fsync
 * (fd_sync does nothing, fdatasync is a no-op) and PGlite starts Postgres with fsync off (-F), so
 * no commit ever reached the disk: 500 acknowledged commits made 0 fsync calls. This file system
 * gives NODEFS streams an fsync that calls the real one, so Postgres's own durability protocol
 * (WAL flushed at every commit, data files at checkpoints, the folder after a crash) works.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync = (mod: unknown) => {
      const nodefs = (mod as ModuleWithNodeFs).NODEFS;
      nodefs.stream_ops = { ...nodefs.stream_ops, fsync: syncDescriptor };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [giveFsync, ...(emscriptenOpts.preRun ?? [])],
      },
    };
  }
}

/** Flushes every file and folder under `dir`, then `dir`'s entry in its parent. */
function syncTree(dir: string): void {
  // Windows opens no folder for reading, and NTFS keeps a folder's entries with its files.
  const folders = process.platform !== 'win32';
  const sync = (path: string) => {
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() || (folders && entry.isDirectory())) {
      sync(join(entry.parentPath, entry.name));
    }
  }
  if (folders) {
    sync(dir);
    sync(dirname(dir));
  }
}

/**
 * PGlite in `dataDir` with every acknowledged commit on disk: Postgres runs with fsync on and
 * wal_sync_method=fsync (Emscripten's fdatasync does nothing), through DurableNodeFS. A folder
 * made now (initdb writes it without fsync) is flushed once whole before it is used.
 */
export async function createDurablePglite(dataDir: string): Promise<PGlite> {
  const folder = resolve(dataDir);
  const fresh = !existsSync(join(folder, 'PG_VERSION'));
  const options: PGliteOptions = {
    fs: new DurableNodeFS(folder),
    startParams: [
      ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
      '-c',
      'fsync=on',
      '-c',
      'wal_sync_method=fsync',
    ],
  };
  const db = await PGlite.create(options);
  if (fresh) syncTree(folder);
  return db;
}
