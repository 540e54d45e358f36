import { CRUMB_PARAMETER, isJsonObject, WIDGET_RENDERING_PATH } from '@tessera/runtime';
import type { Context, Hono } from 'hono';
import { escapeHtml } from '../escape-html';
import { HttpError } from '../http-error';
import { asFields, readJson, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';

/** The widget types rendered here: the summary block's (spec 002 §7 "the summary block"). */
const SUMMARY_WIDGET_TYPES = ['summary', 'summary-v2', '20', '55'];

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

/** POST /api/widget/GetWidgetRendering: form-encoded widgetJSON; data.html (spec 002 §7). */
function widgetRendering(ctx: ServerContext) {
  return async (c: Context) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set([CRUMB_PARAMETER, 'widgetJSON', 'collectionId']));
    const widget = readJson(fields, 'widgetJSON');
    if (!isJsonObject(widget) || typeof widget.type !== 'string') {
      throw new HttpError(400, { error: 'Field "widgetJSON" must be JSON {type, id, value}.' });
    }
    const collectionId =
      readString(fields, 'collectionId', { maxLength: 200 }) ??
      (isJsonObject(widget.value) && typeof widget.value.collectionId === 'string'
        ? widget.value.collectionId
        : undefined);
    if (!SUMMARY_WIDGET_TYPES.includes(widget.type)) {
      throw new HttpError(400, {
        error: `Widget type "${widget.type.slice(0, 40)}" is not rendered by this server.`,
      });
    }
    return c.json({ html: renderSummary(ctx, collectionId) });
  };
}

export function addWidgetRenderingRoute(app: Hono, ctx: ServerContext): void {
  app.post(WIDGET_RENDERING_PATH, widgetRendering(ctx));
}
