import { randomBytes } from 'node:crypto';
import type { Queryable } from './database/database';

/**
 * The secret form keys are signed with: TESSERA_SECRET when given, else one generated on first
 * start and kept in the database, so every server process on the same database shares it.
 */
export async function loadServerSecret(db: Queryable, fromEnvironment?: string): Promise<Buffer> {
  if (fromEnvironment) return Buffer.from(fromEnvironment, 'utf8');
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('form-keys', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'form-keys'`,
  );
  return Buffer.from(row!.value, 'base64url');
}
