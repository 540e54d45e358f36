import { purposeNames } from '../purpose-names';
import { type PreferencesMessages, preferencesMessages } from './preferences-messages';

/** One row of the preferences dialog. */
export interface PreferencePurpose {
  id: string;
  label: string;
  description: string;
  /** 'necessary': shown on, cannot be turned off. */
  required: boolean;
}

type Raw = Record<string, unknown>;
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** The dialog's strings: the defaults, with any string the settings' `messages` replace. */
export function readPreferencesMessages(settings: unknown): PreferencesMessages {
  const given = ((settings as Raw | null)?.messages ?? {}) as Raw;
  const resolved: Raw = { ...preferencesMessages };
  for (const key of Object.keys(preferencesMessages))
    resolved[key] = text(given[key], resolved[key] as string);
  return resolved as PreferencesMessages;
}

/**
 * The rows: 'necessary' first, then the offered purposes (the settings' `purposes`, names or
 * `{ id, label?, description? }`; default functional, analytics, marketing). Built-in purposes
 * take their texts from the messages unless the entry gives its own; a site's own purpose
 * without a label shows its name.
 */
export function preferencePurposes(
  settings: unknown,
  messages: PreferencesMessages,
): PreferencePurpose[] {
  const entries = (settings as Raw | null)?.purposes;
  const given = new Map<string, Raw>();
  if (Array.isArray(entries)) {
    for (const entry of entries) {
      if (entry && typeof entry === 'object') given.set(String((entry as Raw).id), entry as Raw);
    }
  }
  const strings = messages as Record<string, string>;
  return ['necessary', ...purposeNames(entries)].map((id) => ({
    id,
    label: text(given.get(id)?.label, strings[`${id}Label`] ?? id),
    description: text(given.get(id)?.description, strings[`${id}Description`] ?? ''),
    required: id === 'necessary',
  }));
}
