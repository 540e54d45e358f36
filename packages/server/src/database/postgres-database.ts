import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** Connections in this process's pool. Default 10. */
  poolSize?: number;
}

/** Every statement is prepared once per connection under a name derived from its text. */
function statementName(sql: string): string {
  return 't' + createHash('sha1').update(sql).digest('hex').slice(0, 20);
}

const names = new Map<string, string>();
function namedStatement(sql: string, params: readonly unknown[]): pg.QueryConfig {
  let name = names.get(sql);
  if (name === undefined) {
    name = statementName(sql);
    names.set(sql, name);
  }
  return { name, text: sql, values: params as unknown[] };
}

/**
 * An acknowledged submission is only as safe as the server's settings: say so at start when a
 * crash could lose commits Postgres has already answered.
 */
async function warnIfNotDurable(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ fsync: string; commit: string }>(
    "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS commit",
  );
  const { fsync, commit } = rows[0]!;
  if (fsync !== 'on' || commit === 'off') {
    console.warn(
      `[tessera-server] postgres runs with fsync=${fsync} and synchronous_commit=${commit}: ` +
        'a crash can lose submissions already acknowledged',
    );
  }
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
  });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) =>
    console.error('[tessera-server] postgres pool error:', error.message),
  );
  const queryOn =
    (target: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> => {
      const result = await target.query(namedStatement(sql, params));
      return result.rows as Row[];
    };
  // Fail on start, not on the first request, when the server is unreachable.
  await warnIfNotDurable(pool);
  return {
    kind: 'postgres',
    query: queryOn(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: queryOn(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
