import type { ServerContext } from '../server-context';

/** A site setting the owner changed (a row of site_settings), or undefined when never set. */
export async function readSetting<T>(ctx: ServerContext, name: string): Promise<T | undefined> {
  const [row] = await ctx.db.query<{ value: T }>(
    'SELECT value FROM site_settings WHERE name = $1',
    [name],
  );
  return row?.value;
}

/** Stores a site setting, replacing the one before. */
export async function writeSetting(
  ctx: ServerContext,
  name: string,
  value: unknown,
): Promise<void> {
  await ctx.db.query(
    `INSERT INTO site_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [name, JSON.stringify(value)],
  );
}
