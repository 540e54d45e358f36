/**
 * PGlite in a folder: one process (and one database handle) at a time holds it, and every commit
 * is flushed to disk before it resolves. One folder for the whole file (initdb costs seconds).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_FOLDER_LOCK_FILE, lockDataFolder } from '../src/database/data-folder-lock';
import type { Database } from '../src/database/database';
import { fsyncCounter } from '../src/database/durable-node-fs';
import { openDatabase } from '../src/database/open-database';

// initdb takes seconds on a quiet machine and about 20 s with the whole machine loaded.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-data-folder-'));
let db: Database;

beforeAll(async () => {
  db = await openDatabase({ dataDir });
  await db.exec('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)');
});

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data-folder lock', () => {
  it('refuses a second handle on the folder, naming the holder', async () => {
    expect(readFileSync(join(dataDir, DATA_FOLDER_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `the PGlite data folder ${dataDir} is in use by another process (pid ${process.pid}). ` +
        "Two servers on one folder lose each other's writes",
    );
    // The refused open changed nothing: the holder still works.
    expect(await db.query('SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 0 }]);
  });

  it('is free again once released, and a release is done once', () => {
    const other = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    try {
      const first = lockDataFolder(other);
      expect(() => lockDataFolder(other)).toThrow(/is in use by another process/);
      first.release();
      first.release();
      const second = lockDataFolder(other);
      expect(() => lockDataFolder(other)).toThrow(/is in use by another process/);
      second.release();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('makes the folder when it does not exist yet', () => {
    const parent = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    try {
      const lock = lockDataFolder(join(parent, 'a', 'b'));
      expect(readFileSync(join(parent, 'a', 'b', DATA_FOLDER_LOCK_FILE), 'utf8')).toBe(
        `${process.pid}\n`,
      );
      lock.release();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('durable commits', () => {
  it('flushes every commit to disk before it resolves, and reads flush nothing', async () => {
    for (let i = 0; i < 20; i++) {
      const before = fsyncCounter.calls;
      await db.query('INSERT INTO notes (text) VALUES ($1)', [`note ${i}`]);
      expect(fsyncCounter.calls).toBeGreaterThan(before);
    }
    const before = fsyncCounter.calls;
    expect(await db.query('SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 20 }]);
    expect(fsyncCounter.calls).toBe(before);
  });

  it('runs Postgres with fsync on and the WAL synced by fsync', async () => {
    expect(
      await db.query(
        "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method",
      ),
    ).toEqual([{ fsync: 'on', method: 'fsync' }]);
  });

  it('flushes a transaction once, at its commit', async () => {
    const before = fsyncCounter.calls;
    await db.transaction(async (tx) => {
      for (let i = 0; i < 50; i++) await tx.query('INSERT INTO notes (text) VALUES ($1)', ['t']);
    });
    expect(fsyncCounter.calls - before).toBe(1);
  });

  it('keeps PGlite in memory without a folder, lock or flush', async () => {
    const memory = await openDatabase({ dataDir: ':memory:' });
    try {
      const before = fsyncCounter.calls;
      await memory.exec('CREATE TABLE t (v int); INSERT INTO t VALUES (1)');
      expect(await memory.query('SELECT v FROM t')).toEqual([{ v: 1 }]);
      expect(fsyncCounter.calls).toBe(before);
    } finally {
      await memory.close();
    }
  });
});
