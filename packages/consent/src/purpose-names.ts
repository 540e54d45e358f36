import { PURPOSE_NAME } from '@tessera/runtime';

/** The purposes offered when the settings name none (besides 'necessary', always granted). */
export const DEFAULT_PURPOSES = ['functional', 'analytics', 'marketing'] as const;

/**
 * The purpose names a `purposes` setting lists (names, or objects with an `id`), without
 * 'necessary', duplicates or invalid names; DEFAULT_PURPOSES when it is not a list. Apart from
 * the policy flags (cookie-policy.ts), so a visitor who decided downloads none of it.
 */
export function purposeNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [...DEFAULT_PURPOSES];
  const names = value.map((entry: unknown) =>
    typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id,
  );
  const valid = names.filter(
    (name): name is string =>
      typeof name === 'string' && PURPOSE_NAME.test(name) && name !== 'necessary',
  );
  return [...new Set(valid)];
}
