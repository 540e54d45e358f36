import { SettingChecks, settingMessages } from './setting-checks';

/** At most 20 languages a site (the multilingual call's limit). */
export const MAX_LANGUAGES = 20;

/** BCP 47 shape: en, en-US, zh-Hant-TW; Intl then checks that it is a real tag. */
const languageTagShape = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** The tag in its canonical spelling (en-us gives en-US), or undefined when it is no tag. */
export function canonicalLanguageTag(value: unknown): string | undefined {
  if (typeof value !== 'string' || !languageTagShape.test(value)) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

/** The site's languages as the console edits them: the default and every available one. */
export interface LanguageSettings {
  defaultLanguage: string;
  /** The available languages, the default first (the stored order, spec 002 §7's list). */
  languages: string[];
}

function readList(checks: SettingChecks): string[] | undefined {
  const value = checks.fields.languages;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    return checks.fail('languages', settingMessages.required);
  }
  if (!Array.isArray(value)) return checks.fail('languages', settingMessages.notAnOption(value));
  const tags: string[] = [];
  for (const entry of value.slice(0, MAX_LANGUAGES + 1)) {
    const tag = canonicalLanguageTag(entry);
    if (tag === undefined) return checks.fail('languages', settingMessages.notAnOption(entry));
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > MAX_LANGUAGES) {
    return checks.fail('languages', settingMessages.tooManyLanguages(MAX_LANGUAGES));
  }
  return tags;
}

/**
 * PUT /api/console/settings/languages: `{defaultLanguage, languages}`, 400 with field errors in
 * the editor's words ('{val} is not one of the expected options' for a tag that is none, or a
 * default that is not among the available languages). Tags are stored canonical, the default
 * first, as PUT /api/multilingual/languages stores its list.
 */
export function readLanguageSettings(body: unknown): LanguageSettings {
  const checks = new SettingChecks(body, ['defaultLanguage', 'languages']);
  const languages = readList(checks);
  const wanted = checks.fields.defaultLanguage;
  const defaultLanguage =
    wanted === undefined || wanted === null || wanted === ''
      ? checks.fail('defaultLanguage', settingMessages.required)
      : canonicalLanguageTag(wanted);
  if (wanted && languages && (!defaultLanguage || !languages.includes(defaultLanguage))) {
    checks.fail('defaultLanguage', settingMessages.notAnOption(wanted));
  }
  checks.done();
  const chosen = defaultLanguage as string;
  return {
    defaultLanguage: chosen,
    languages: [chosen, ...(languages as string[]).filter((tag) => tag !== chosen)],
  };
}
