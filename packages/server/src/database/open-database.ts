import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseOptions {
  /** A postgres:// URL: use that server through `pg`. Otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's folder. Default '.data' (relative to the working directory); ':memory:' for none. */
  dataDir?: string;
  /** Pool size for Postgres. Default 10. */
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error(
        `DATABASE_URL must start with postgres:// or postgresql:// (got "${options.databaseUrl.slice(0, 20)}…")`,
      );
    }
    return openPostgresDatabase({
      connectionString: options.databaseUrl,
      poolSize: options.poolSize,
    });
  }
  const dataDir = options.dataDir ?? '.data';
  return openPgliteDatabase(dataDir === ':memory:' ? undefined : dataDir);
}
