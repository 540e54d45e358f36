import { isJsonObject, type PageContext } from '@tessera/runtime';

/**
 * Font loading's rules (spec 002 §3, §7, §8): one stylesheet request for the page context's
 * googleFonts with one `family` parameter per font (its includeName, in order) and
 * `display=swap`; the Typekit kit of website.typekitId; a font of typekitFonts that the loaded
 * kit no longer holds is warned about.
 */

/** The Google Fonts stylesheet endpoint: the API that takes one `family` parameter per font. */
export const GOOGLE_FONTS_STYLESHEET = 'https://fonts.googleapis.com/css2';
/** Where a Typekit (Adobe Fonts) kit's stylesheet is: `<host>/<kit id>.css`. */
export const TYPEKIT_HOST = 'https://use.typekit.net';
/** A kit id as Typekit writes them (letters and digits); anything else is not requested. */
const KIT_ID = /^[a-z0-9]+$/i;

/**
 * The one stylesheet URL for `googleFonts`: `family=<includeName>` per font with an includeName
 * (a non-empty string; others are skipped), then `display=swap`; undefined without any.
 */
export function googleFontsUrl(
  fonts: unknown,
  stylesheet: string = GOOGLE_FONTS_STYLESHEET,
): string | undefined {
  if (!Array.isArray(fonts)) return undefined;
  const query = new URLSearchParams();
  for (const font of fonts) {
    const name = isJsonObject(font) ? font.includeName : undefined;
    if (typeof name === 'string' && name.trim() !== '') query.append('family', name.trim());
  }
  if (!query.has('family')) return undefined;
  query.append('display', 'swap');
  return `${stylesheet}?${query}`;
}

/** The kit's stylesheet URL for website.typekitId; undefined for a missing or malformed id. */
export function typekitKitUrl(typekitId: unknown, host: string = TYPEKIT_HOST): string | undefined {
  return typeof typekitId === 'string' && KIT_ID.test(typekitId)
    ? `${host}/${typekitId}.css`
    : undefined;
}

/**
 * The ids of typekitFonts (each `{ id, variations }`) whose family the loaded kit does not hold
 * (`families`: the font families the page's fonts now list), in the page context's order.
 */
export function missingTypekitFonts(
  typekitFonts: unknown,
  families: ReadonlySet<string>,
): string[] {
  if (!Array.isArray(typekitFonts)) return [];
  const missing: string[] = [];
  for (const font of typekitFonts) {
    const id = isJsonObject(font) ? font.id : undefined;
    if (typeof id === 'string' && id !== '' && !families.has(id.toLowerCase())) missing.push(id);
  }
  return missing;
}

/**
 * Whether the font hosts may be contacted only after consent: when the site says so
 * (websiteSettings.fontsRequireConsent, ours: the spec names no field). The consent gate of
 * @tessera/runtime then decides (purpose 'functional'): at once without a restrictive policy.
 */
export function fontsRequireConsent(page: PageContext): boolean {
  return page.websiteSettings?.fontsRequireConsent === true;
}
