import {
  closeSync,
  constants,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/** The file in a PGlite data folder that one process at a time holds an exclusive lock on. */
export const DATA_FOLDER_LOCK_FILE = 'tessera.lock';

export interface DataFolderLock {
  /** Lets the next process take the folder (closing the file drops the lock too). */
  release(): void;
}

function holderOf(file: string): string {
  try {
    const pid = readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(pid) ? ` (pid ${pid})` : '';
  } catch {
    return '';
  }
}

/**
 * Takes an exclusive OS lock (an open-file-description lock on Linux, flock on macOS, LockFileEx
 * on Windows) on `<dir>/tessera.lock`, or throws naming the process that holds it. The kernel
 * drops the lock when its holder exits in any way, kill -9 included, so a stale file never blocks
 * a start; the file is never deleted (a new file would let two processes lock two inodes).
 */
export function lockDataFolder(dir: string): DataFolderLock {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, DATA_FOLDER_LOCK_FILE);
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let granted = false;
  try {
    granted = tryLock(fd);
  } finally {
    if (!granted) closeSync(fd);
  }
  if (!granted) {
    throw new Error(
      `the PGlite data folder ${folder} is in use by another process${holderOf(file)}. ` +
        "Two servers on one folder lose each other's writes: stop the other one, give this one " +
        'its own TESSERA_DATA_DIR, or use DATABASE_URL (Postgres) for several processes.',
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      unlock(fd);
      closeSync(fd);
    },
  };
}
