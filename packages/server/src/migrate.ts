import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database/database';

/** The package's migrations folder, next to src/ and dist/ alike. */
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 727_365_001;

/**
 * Applies the plain SQL files of `dir` (sorted by name) that this database has not seen, each in
 * a transaction, under an advisory lock so several server processes starting together on one
 * Postgres apply each file once. Answers the names applied now.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const scripts = await Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const script of scripts) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [script.name]);
      if (seen.length > 0) return false;
      // Multi-statement scripts cannot be parameterised; they are our own files, not input.
      for (const statement of splitStatements(script.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [script.name]);
      return true;
    });
    if (done) applied.push(script.name);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends; our migrations keep to that shape. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0);
}
