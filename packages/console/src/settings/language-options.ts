/**
 * The languages the console offers (BCP 47, as the server stores them): the common ones of a
 * site builder's public sites. A site's own languages outside this list are offered too.
 */
const LANGUAGE_OPTIONS = [
  'en-US',
  'en-GB',
  'fr-FR',
  'de-DE',
  'es-ES',
  'it-IT',
  'pt-BR',
  'pt-PT',
  'nl-NL',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'tr-TR',
  'ru-RU',
  'ar',
  'he-IL',
  'hi-IN',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'zh-TW',
] as const;

let names: Intl.DisplayNames | undefined;

/** 'English (United States), en-US': the language's English name, then its tag. */
export function languageLabel(tag: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });
  let name: string | undefined;
  try {
    name = names.of(tag);
  } catch {
    // A tag Intl does not take is shown as it is.
  }
  return name && name !== tag ? `${name}, ${tag}` : tag;
}

/** The offered languages: the list above, then the site's own that it lacks, in their order. */
export function languageChoices(siteLanguages: readonly string[]): string[] {
  const offered: string[] = [...LANGUAGE_OPTIONS];
  return [...offered, ...siteLanguages.filter((tag) => !offered.includes(tag))];
}
