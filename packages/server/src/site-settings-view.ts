import { isJsonObject } from '@tessera/runtime';
import type { ServerContext } from './server-context';
import type { SiteConfig } from './site-config';

/** The names of the site_settings rows the owner's console writes. */
export const SETTING_NAMES = {
  cookieBanner: 'cookie-settings',
  popup: 'popup-overlay',
  headerFooter: 'header-footer',
  /** A list of language tags, the default first (also PUT /api/multilingual/languages). */
  languages: 'languages',
} as const;

/** What the owner saved over site.json; a setting never saved is absent. */
export interface SavedSettings {
  cookieSettings?: Record<string, unknown>;
  popupOverlaySettings?: Record<string, unknown>;
  headerFooter?: { header: string; footer: string };
  languages?: string[];
}

/** Every saved setting in one query (a page load reads them all). */
export async function readSavedSettings(ctx: ServerContext): Promise<SavedSettings> {
  const rows = await ctx.db.query<{ name: string; value: unknown }>(
    'SELECT name, value FROM site_settings WHERE name = ANY($1::text[])',
    [Object.values(SETTING_NAMES)],
  );
  const value = (name: string) => {
    const found = rows.find((row) => row.name === name)?.value;
    return isJsonObject(found) ? found : undefined;
  };
  const languages = rows.find((row) => row.name === SETTING_NAMES.languages)?.value;
  return {
    languages:
      Array.isArray(languages) && languages.length > 0 ? (languages as string[]) : undefined,
    cookieSettings: value(SETTING_NAMES.cookieBanner),
    popupOverlaySettings: value(SETTING_NAMES.popup),
    headerFooter: value(SETTING_NAMES.headerFooter) as SavedSettings['headerFooter'],
  };
}

/**
 * The site as the next page load sees it: a saved cookie banner, popup or language list replaces
 * site.json's whole (the console saves the whole object), the popup inside websiteSettings.
 */
export function withSavedSettings(site: SiteConfig, saved: SavedSettings): SiteConfig {
  return {
    ...site,
    languages: saved.languages ?? site.languages,
    cookieSettings: saved.cookieSettings ?? site.cookieSettings,
    websiteSettings: saved.popupOverlaySettings
      ? { ...site.websiteSettings, popupOverlaySettings: saved.popupOverlaySettings }
      : site.websiteSettings,
  };
}

/** The site's languages, the default first: saved, else site.json's, else the website's own. */
export function languagesOf(site: SiteConfig): string[] {
  return site.languages ?? [String(site.website.language ?? 'en-US')];
}

/** The popup settings in effect (saved, else site.json's, else none). */
export function popupSettingsOf(site: SiteConfig): Record<string, unknown> {
  const popup = site.websiteSettings.popupOverlaySettings;
  return isJsonObject(popup) ? popup : {};
}
