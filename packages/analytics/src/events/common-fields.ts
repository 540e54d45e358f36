/**
 * The analytics event's common fields and their types (spec 002 §3, §5): each must be a string,
 * or null where allowed; one of another type is warned about and moved to the custom data, as is
 * every field the table does not name. Session info and the environment are the package's own.
 */

/** Whether each common field may be null (true) or must be a string (false). */
export const COMMON_FIELD_NULLABLE = {
  websiteId: true,
  memberAccountId: true,
  templateId: true,
  variantId: true,
  website_locale: true,
  member_locale: true,
  pageHash: true,
  pagePath: false,
  actor: true,
  action: false,
  event_owner_team: true,
  event_source: false,
  object_type: true,
} as const;

export type CommonFieldName = keyof typeof COMMON_FIELD_NULLABLE;
export type CommonFields = { [name in CommonFieldName]?: string | null };

function isCommonField(name: string): name is CommonFieldName {
  return Object.hasOwn(COMMON_FIELD_NULLABLE, name);
}

/**
 * Splits an event's fields: the common ones of the right type, and the rest as custom data (a
 * common field of the wrong type with a warning naming it).
 */
export function splitCommonFields(fields: Record<string, unknown>): {
  common: CommonFields;
  custom: Record<string, unknown>;
} {
  const common: CommonFields = {};
  const custom: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!isCommonField(name)) {
      custom[name] = value;
    } else if (typeof value === 'string' || (value === null && COMMON_FIELD_NULLABLE[name])) {
      common[name] = value;
    } else {
      const expected = COMMON_FIELD_NULLABLE[name] ? 'a string or null' : 'a string';
      console.warn(
        `[tessera] Analytics event field "${name}" must be ${expected}, got ${value === null ? 'null' : typeof value}: moved to custom data.`,
      );
      custom[name] = value;
    }
  }
  return { common, custom };
}
