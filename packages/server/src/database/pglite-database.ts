import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock';
import type { Database, Queryable } from './database';
import { createDurablePglite } from './durable-node-fs';
import { memoryDatabaseTemplate } from './memory-template';

/**
 * PGlite in a folder (or in memory when `dataDir` is undefined). PGlite runs one statement at a
 * time in this process, so it suits one server process; several processes need Postgres. The
 * folder is locked for this process until close() (a second process is refused), and every
 * commit is flushed to disk before it resolves.
 */
async function createMemoryPglite(): Promise<PGlite> {
  const template = memoryDatabaseTemplate();
  return PGlite.create(template ? { loadDataDir: await template } : {});
}

export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const lock = dataDir ? lockDataFolder(dataDir) : undefined;
  let db: PGlite;
  try {
    db = dataDir ? await createDurablePglite(dataDir) : await createMemoryPglite();
  } catch (error) {
    lock?.release();
    throw error;
  }
  const queryOn =
    (target: Pick<PGlite, 'query'>) =>
    async <Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> =>
      (await target.query<Row>(sql, params as unknown[])).rows;
  return {
    kind: 'pglite',
    query: queryOn(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work({ query: queryOn(tx) }));
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}
