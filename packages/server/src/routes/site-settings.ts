import { CRUMB_PARAMETER, SITE_HEADER_FOOTER_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { asFields, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import { requireOwner, type ServerContext } from '../server-context';
import { SETTING_NAMES } from '../site-settings-view';
import { addMultilingualRoutes } from './multilingual-routes';
import { readSetting, writeSetting } from './settings-store';
import { addWidgetRenderingRoute } from './widget-rendering';

/** Header and footer HTML are at most 32 KiB each. */
const MAX_HEADER_FOOTER_LENGTH = 32 * 1024;

async function headerFooterOf(ctx: ServerContext): Promise<{ header: string; footer: string }> {
  return (
    (await readSetting<{ header: string; footer: string }>(ctx, SETTING_NAMES.headerFooter)) ??
    ctx.site.headerFooter ?? { header: '', footer: '' }
  );
}

/**
 * POST /api/widget/GetWidgetRendering, GET/PUT /api/site-header-footer, GET
 * /api/multilingual/settings and /status, PUT /api/multilingual/languages (spec 002 §7).
 */
export function siteSettingsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  addWidgetRenderingRoute(app, ctx);

  app.get(SITE_HEADER_FOOTER_PATH, async (c) => c.json(await headerFooterOf(ctx)));
  app.put(SITE_HEADER_FOOTER_PATH, async (c) => {
    await requireOwner(c, ctx);
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set([CRUMB_PARAMETER, 'header', 'footer']));
    const current = await headerFooterOf(ctx);
    // An empty field clears its part; an absent one keeps it.
    const next = {
      header:
        readString(fields, 'header', { maxLength: MAX_HEADER_FOOTER_LENGTH }) ??
        (fields.header === '' ? '' : current.header),
      footer:
        readString(fields, 'footer', { maxLength: MAX_HEADER_FOOTER_LENGTH }) ??
        (fields.footer === '' ? '' : current.footer),
    };
    await writeSetting(ctx, SETTING_NAMES.headerFooter, next);
    return c.json({ success: true, ...next });
  });

  addMultilingualRoutes(app, ctx);
  return app;
}
