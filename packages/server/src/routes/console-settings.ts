import {
  CONSOLE_COOKIE_BANNER_PATH,
  CONSOLE_LANGUAGES_PATH,
  CONSOLE_POPUP_PATH,
  CONSOLE_SETTINGS_PATH,
} from '@tessera/runtime';
import { Hono } from 'hono';
import { readCookieBannerSettings } from '../cookie-banner-settings';
import { readLanguageSettings } from '../language-settings';
import { readPopupOverlaySettings } from '../popup-overlay-settings';
import { readBody } from '../read-body';
import { requireContributor, requireOwner, type ServerContext } from '../server-context';
import {
  languagesOf,
  popupSettingsOf,
  readSavedSettings,
  SETTING_NAMES,
  withSavedSettings,
} from '../site-settings-view';
import { writePopupSettings } from './popup-version';
import { writeSetting } from './settings-store';

/** The settings the next page load uses: site.json with what the owner saved over it. */
async function currentSettings(ctx: ServerContext) {
  const saved = await readSavedSettings(ctx);
  const site = withSavedSettings(ctx.site, saved);
  const languages = languagesOf(site);
  return {
    cookieSettings: site.cookieSettings,
    popupOverlaySettings: popupSettingsOf(site),
    headerFooter: saved.headerFooter ?? ctx.site.headerFooter ?? { header: '', footer: '' },
    languages: { defaultLanguage: languages[0], languages },
  };
}

/**
 * The console's site settings: GET /api/console/settings (owners and viewers), PUT
 * …/settings/cookie-banner, …/settings/popup and …/settings/languages (the owner), each checked
 * whole with the editor's field messages and stored in site_settings, so the next page load has
 * them.
 */
export function consoleSettingsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get(CONSOLE_SETTINGS_PATH, async (c) => {
    await requireContributor(c, ctx);
    return c.json(await currentSettings(ctx));
  });

  app.put(CONSOLE_COOKIE_BANNER_PATH, async (c) => {
    await requireOwner(c, ctx);
    const settings = readCookieBannerSettings(await readBody(c));
    await writeSetting(ctx, SETTING_NAMES.cookieBanner, settings);
    return c.json(settings);
  });

  app.put(CONSOLE_POPUP_PATH, async (c) => {
    await requireOwner(c, ctx);
    const body = await readBody(c);
    // The first save starts from site.json's version; later ones from the saved row's, in SQL.
    const configured = popupSettingsOf(ctx.site).version;
    const version = Number.isInteger(configured) ? Number(configured) : 1;
    const settings = readPopupOverlaySettings(body, ctx.site, version);
    return c.json(await writePopupSettings(ctx, settings, settings.version !== version));
  });

  app.put(CONSOLE_LANGUAGES_PATH, async (c) => {
    await requireOwner(c, ctx);
    const settings = readLanguageSettings(await readBody(c));
    await writeSetting(ctx, SETTING_NAMES.languages, settings.languages);
    return c.json(settings);
  });
  return app;
}
