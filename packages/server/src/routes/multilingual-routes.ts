import {
  CRUMB_PARAMETER,
  MULTILINGUAL_LANGUAGES_PATH,
  MULTILINGUAL_SETTINGS_PATH,
  MULTILINGUAL_STATUS_PATH,
} from '@tessera/runtime';
import type { Context, Hono } from 'hono';
import { HttpError } from '../http-error';
import { asFields, readJson, rejectUnknown } from '../input';
import { canonicalLanguageTag, MAX_LANGUAGES } from '../language-settings';
import { readBody } from '../read-body';
import { requireOwner, type ServerContext } from '../server-context';
import { languagesOf, SETTING_NAMES } from '../site-settings-view';
import { readSetting, writeSetting } from './settings-store';

/** The languages in effect: the saved list, else site.json's (site-settings-view.ts). */
async function currentLanguages(ctx: ServerContext): Promise<string[]> {
  return (await readSetting<string[]>(ctx, SETTING_NAMES.languages)) ?? languagesOf(ctx.site);
}

/** GET /api/multilingual/status: the language the visitor's Accept-Language picks. */
function status(ctx: ServerContext) {
  return async (c: Context) => {
    const languages = await currentLanguages(ctx);
    const wanted = (c.req.header('accept-language') ?? '')
      .split(',')
      .map((part) => part.split(';')[0]!.trim());
    const current =
      wanted.find((tag) => languages.includes(tag)) ??
      languages.find((tag) => wanted.some((w) => w.split('-')[0] === tag.split('-')[0])) ??
      languages[0];
    return c.json({
      enabled: languages.length > 1,
      currentLanguage: current,
      languages: languages.map((code, index) => ({
        code,
        isDefault: index === 0,
        status: 'published',
      })),
    });
  };
}

/** The languages field: a JSON list, or in a form body JSON text or a comma-separated list. */
function readLanguages(fields: Record<string, unknown>): string[] {
  let languages: unknown = fields.languages;
  if (typeof languages === 'string') {
    languages = languages.trim().startsWith('[')
      ? readJson(fields, 'languages')
      : languages.split(',').map((tag) => tag.trim());
  }
  // The console's check (language-settings.ts): tags stored in their canonical spelling.
  const tags = Array.isArray(languages) ? languages.map(canonicalLanguageTag) : [];
  if (
    tags.length === 0 ||
    tags.length > MAX_LANGUAGES ||
    tags.includes(undefined) ||
    new Set(tags).size !== tags.length
  ) {
    throw new HttpError(400, {
      error: `Field "languages" must be 1 to ${MAX_LANGUAGES} distinct language tags such as "en-US"; the first is the default.`,
    });
  }
  return tags as string[];
}

/** PUT /api/multilingual/languages (owner only): the first is the default. */
function putLanguages(ctx: ServerContext) {
  return async (c: Context) => {
    await requireOwner(c, ctx);
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set([CRUMB_PARAMETER, 'languages']));
    const languages = readLanguages(fields);
    await writeSetting(ctx, SETTING_NAMES.languages, languages);
    return c.json({ success: true, languages });
  };
}

/** GET /api/multilingual/settings and /status, PUT /api/multilingual/languages (spec 002 §7). */
export function addMultilingualRoutes(app: Hono, ctx: ServerContext): void {
  app.get(MULTILINGUAL_SETTINGS_PATH, async (c) => {
    const languages = await currentLanguages(ctx);
    return c.json({ enabled: languages.length > 1, defaultLanguage: languages[0], languages });
  });
  app.get(MULTILINGUAL_STATUS_PATH, status(ctx));
  app.put(MULTILINGUAL_LANGUAGES_PATH, putLanguages(ctx));
}
