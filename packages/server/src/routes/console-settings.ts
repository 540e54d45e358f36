import {
  CONSOLE_COOKIE_BANNER_PATH,
  CONSOLE_POPUP_PATH,
  CONSOLE_SETTINGS_PATH,
} from '@tessera/runtime';
import { Hono } from 'hono';
import { readCookieBannerSettings } from '../cookie-banner-settings';
import { readPopupOverlaySettings } from '../popup-overlay-settings';
import { readBody } from '../read-body';
import { requireContributor, requireOwner, type ServerContext } from '../server-context';
import {
  popupSettingsOf,
  readSavedSettings,
  SETTING_NAMES,
  withSavedSettings,
} from '../site-settings-view';
import { writeSetting } from './settings-store';

/** The settings the next page load uses: site.json with what the owner saved over it. */
async function currentSettings(ctx: ServerContext) {
  const saved = await readSavedSettings(ctx);
  const site = withSavedSettings(ctx.site, saved);
  return {
    cookieSettings: site.cookieSettings,
    popupOverlaySettings: popupSettingsOf(site),
    headerFooter: saved.headerFooter ?? ctx.site.headerFooter ?? { header: '', footer: '' },
  };
}

/**
 * The console's site settings: GET /api/console/settings (owners and viewers), PUT
 * …/settings/cookie-banner and …/settings/popup (the owner), each checked whole with the
 * editor's field messages and stored in site_settings, so the next page load has them.
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
    const current = popupSettingsOf(withSavedSettings(ctx.site, await readSavedSettings(ctx)));
    const version = Number.isInteger(current.version) ? Number(current.version) : 1;
    const settings = readPopupOverlaySettings(body, ctx.site, version);
    await writeSetting(ctx, SETTING_NAMES.popup, settings);
    return c.json(settings);
  });
  return app;
}
