import type { ServerContext } from '../server-context';
import { SETTING_NAMES } from '../site-settings-view';

/**
 * Stores the popup settings and answers them as stored. The version is worked out by the one
 * upsert, from the row it replaces: two saves at once each see the other's bump (the row lock
 * of ON CONFLICT DO UPDATE orders them), where reading the version first and writing it after
 * lost one. `settings.version` is the first save's (site.json's version, plus the bump).
 */
export async function writePopupSettings(
  ctx: ServerContext,
  settings: Record<string, unknown>,
  bump: boolean,
): Promise<Record<string, unknown>> {
  const step = bump ? 1 : 0;
  const [row] = await ctx.db.query<{ value: Record<string, unknown> }>(
    `INSERT INTO site_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET
       value = jsonb_set(EXCLUDED.value, '{version}', to_jsonb(
         CASE WHEN jsonb_typeof(site_settings.value -> 'version') = 'number'
           THEN floor((site_settings.value ->> 'version')::numeric)::integer
           ELSE $3::integer END + $4::integer)),
       updated_at = now()
     RETURNING value`,
    [SETTING_NAMES.popup, JSON.stringify(settings), Number(settings.version) - step, step],
  );
  return row!.value;
}
