import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * PGlite in a folder (or in memory when `dataDir` is undefined). PGlite runs one statement at a
 * time in this process, so it suits one server process; several processes need Postgres.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
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
      if (!db.closed) await db.close();
    },
  };
}
