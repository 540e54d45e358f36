/**
 * The storage seam: the server speaks SQL through this interface, to PGlite (embedded Postgres in
 * a folder) or to a Postgres server through `pg`, with the same statements and migrations.
 */
export type DatabaseKind = 'pglite' | 'postgres';

/** Something statements run on: the database itself, or a transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and answers its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
