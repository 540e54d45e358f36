import { Hono } from 'hono';
import { escapeHtml } from '../escape-html';
import { HttpError } from '../http-error';
import { asFields, isRecord, readJson, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import { requireOwner, type ServerContext } from '../server-context';

/** Header and footer HTML are at most 32 KiB each. */
export const MAX_HEADER_FOOTER_LENGTH = 32 * 1024;
/** At most 20 languages; tags like en, en-US, zh-Hant-TW (BCP 47 shape). */
export const MAX_LANGUAGES = 20;
const languageTag = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

async function readSetting<T>(ctx: ServerContext, name: string): Promise<T | undefined> {
  const [row] = await ctx.db.query<{ value: T }>(
    'SELECT value FROM site_settings WHERE name = $1',
    [name],
  );
  return row?.value;
}

async function writeSetting(ctx: ServerContext, name: string, value: unknown): Promise<void> {
  await ctx.db.query(
    `INSERT INTO site_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [name, JSON.stringify(value)],
  );
}

export async function headerFooterOf(
  ctx: ServerContext,
): Promise<{ header: string; footer: string }> {
  return (
    (await readSetting<{ header: string; footer: string }>(ctx, 'header-footer')) ??
    ctx.site.headerFooter ?? { header: '', footer: '' }
  );
}

async function languagesOf(ctx: ServerContext): Promise<string[]> {
  return (
    (await readSetting<string[]>(ctx, 'languages')) ??
    ctx.site.languages ?? [String(ctx.site.website.language ?? 'en-US')]
  );
}

/** Summary block rendering of a collection: its items as a list of links (escaped text). */
function renderSummary(ctx: ServerContext, collectionId: string | undefined): string {
  const page = Object.values(ctx.site.pages).find((entry) => entry.collection?.id === collectionId);
  if (!page?.collection) {
    throw new HttpError(404, { error: 'No collection with this collectionId.' });
  }
  const items =
    page.collection.typeName === 'products'
      ? ctx.site.products.map((product) => ({
          title: String(product.title ?? ''),
          url: `/store.html#${String(product.urlSlug ?? '')}`,
          image: typeof product.image === 'string' ? product.image : undefined,
        }))
      : [];
  const list = items
    .map(
      (item) =>
        `<li class="summary-item"><a href="${escapeHtml(item.url)}">${
          item.image ? `<img src="${escapeHtml(item.image)}" alt="" loading="lazy">` : ''
        }<span class="summary-title">${escapeHtml(item.title)}</span></a></li>`,
    )
    .join('');
  return `<ul class="summary-list" data-collection-id="${escapeHtml(page.collection.id)}">${list}</ul>`;
}

/**
 * POST /api/widget/GetWidgetRendering, GET/PUT /api/site-header-footer, GET
 * /api/multilingual/settings and /status, PUT /api/multilingual/languages (spec 002 §7).
 */
export function siteSettingsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post('/widget/GetWidgetRendering', async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set(['crumb', 'widgetJSON', 'collectionId']));
    const widget = readJson(fields, 'widgetJSON');
    if (!isRecord(widget) || typeof widget.type !== 'string') {
      throw new HttpError(400, { error: 'Field "widgetJSON" must be JSON {type, id, value}.' });
    }
    const collectionId =
      readString(fields, 'collectionId', { maxLength: 200 }) ??
      (isRecord(widget.value) && typeof widget.value.collectionId === 'string'
        ? widget.value.collectionId
        : undefined);
    if (!['summary', 'summary-v2', '20', '55'].includes(String(widget.type))) {
      throw new HttpError(400, {
        error: `Widget type "${String(widget.type).slice(0, 40)}" is not rendered by this server.`,
      });
    }
    return c.json({ html: renderSummary(ctx, collectionId) });
  });

  app.get('/site-header-footer', async (c) => c.json(await headerFooterOf(ctx)));

  app.put('/site-header-footer', async (c) => {
    await requireOwner(c, ctx);
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set(['crumb', 'header', 'footer']));
    const current = await headerFooterOf(ctx);
    const next = {
      header:
        readString(fields, 'header', { maxLength: MAX_HEADER_FOOTER_LENGTH }) ??
        (fields.header === '' ? '' : current.header),
      footer:
        readString(fields, 'footer', { maxLength: MAX_HEADER_FOOTER_LENGTH }) ??
        (fields.footer === '' ? '' : current.footer),
    };
    await writeSetting(ctx, 'header-footer', next);
    return c.json({ success: true, ...next });
  });

  app.get('/multilingual/settings', async (c) => {
    const languages = await languagesOf(ctx);
    return c.json({
      enabled: languages.length > 1,
      defaultLanguage: languages[0],
      languages,
    });
  });

  app.get('/multilingual/status', async (c) => {
    const languages = await languagesOf(ctx);
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
  });

  app.put('/multilingual/languages', async (c) => {
    await requireOwner(c, ctx);
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set(['crumb', 'languages']));
    // A JSON list, or in a form body JSON text or a comma-separated list.
    let languages: unknown = fields.languages;
    if (typeof languages === 'string') {
      languages = languages.trim().startsWith('[')
        ? readJson(fields, 'languages')
        : languages.split(',').map((tag) => tag.trim());
    }
    if (
      !Array.isArray(languages) ||
      languages.length === 0 ||
      languages.length > MAX_LANGUAGES ||
      !languages.every((tag) => typeof tag === 'string' && languageTag.test(tag)) ||
      new Set(languages).size !== languages.length
    ) {
      throw new HttpError(400, {
        error: `Field "languages" must be 1 to ${MAX_LANGUAGES} distinct language tags such as "en-US"; the first is the default.`,
      });
    }
    await writeSetting(ctx, 'languages', languages);
    return c.json({ success: true, languages });
  });

  return app;
}
