import { PageType } from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { escapeHtml } from '../escape-html';
import { pageRefusal } from '../page-access';
import { currentSession, type ServerContext } from '../server-context';
import { sendSitePage } from '../site-page';
import { createStaticFileCache } from '../static-file-cache';
import { staticFileResponse } from '../static-file-response';
import { findStaticFile, siteRelativePath } from '../static-files';

export interface SiteFiles {
  /** The site's folder (examples/site). */
  root: string;
  /** HTML pages by file name, read once at start. */
  pages: Map<string, string>;
  /** The built script's folder (the repository's dist/), served at /tessera/. */
  scriptDir?: string;
}

// Files of the site folder that are not pages or assets (relative paths, lower case).
const PRIVATE_FILES: ReadonlySet<string> = new Set(['site.json', 'readme.md', 'package.json']);

/** The built script's chunks have a content hash in their names: a new build, a new URL. */
const CHUNK_CACHE = 'public, max-age=31536000, immutable';
/** The loader keeps its name across builds: the browser asks again each time (304 when same). */
const LOADER_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=300';

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Page not found</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"></head>
<body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** What a visitor who may not see a page gets instead (403): the refusal's words, no content. */
function refusalPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(message)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><script type="module" src="/tessera/tessera.js"></script></head>
<body><main><h1>${escapeHtml(message)}</h1>
<p><button type="button" data-account-login>Log in</button> <a href="/">Go to the home page</a></p></main></body></html>`;
}

/** The page file a normalised path names: `''` is index.html, `gallery` is gallery.html. */
function pageName(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  if (path === '') return 'index.html';
  return path.endsWith('.html') ? path : `${path}.html`;
}

/**
 * The published site: HTML pages with the page context injected (spec 002 §3) and the crumb
 * cookie set, the site's own assets, and the built script from dist/ at /tessera/. Assets and
 * the script are sent compressed (brotli or gzip, prepared once per file version) with an ETag
 * (304 on If-None-Match); the hashed chunks under /tessera/chunks/ are cached for a year.
 */
export function siteRoutes(ctx: ServerContext, files: SiteFiles): Hono {
  const app = new Hono();
  const cache = createStaticFileCache();
  // The order-confirmed template is no asset either, whatever the spelling of its name.
  const templates = Object.entries(ctx.site.pages)
    .filter(([, page]) => page.pageType === PageType.ORDER_CONFIRMED)
    .map(([name]) => name.toLowerCase());
  const privateFiles = new Set([...PRIVATE_FILES, ...templates]);

  async function servePage(c: Context, name: string | undefined) {
    const session = await currentSession(c, ctx);
    const found = name === undefined ? undefined : files.pages.get(name);
    const definition = found === undefined || name === undefined ? undefined : ctx.site.pages[name];
    // A locked or member-only page is refused whole: neither its HTML nor its context fields.
    const refusal = pageRefusal(definition?.access, session);
    if (refusal) {
      const html = refusalPage(refusal.message);
      return sendSitePage(c, ctx, {
        html,
        definition: undefined,
        pageType: refusal.pageType,
        status: 403,
        session,
      });
    }
    const status = found === undefined ? 404 : 200;
    return sendSitePage(c, ctx, { html: found ?? NOT_FOUND_PAGE, definition, status, session });
  }

  app.get('/tessera/*', etag(), async (c) => {
    const path = c.req.path.slice('/tessera'.length);
    const found = files.scriptDir ? await findStaticFile(files.scriptDir, path) : undefined;
    const file = found && (await cache.get(found));
    if (!file) return c.text('Not found', 404);
    const chunk = siteRelativePath(path)?.startsWith('chunks/') === true;
    return staticFileResponse(c, file, chunk ? CHUNK_CACHE : LOADER_CACHE);
  });

  // Pages first: a page is never served as a raw file, whatever the spelling of its path.
  app.get('*', async (c, next) => {
    const name = pageName(siteRelativePath(c.req.path));
    if (name === undefined || !files.pages.has(name)) return next();
    // The order-confirmed page (type 202) is a template the server fills for an order at
    // /commerce/orders/{id}/confirmed: at its own address, with its placeholders, it is not found.
    if (ctx.site.pages[name]?.pageType === PageType.ORDER_CONFIRMED) return servePage(c, undefined);
    return servePage(c, name);
  });

  app.get('*', etag(), async (c) => {
    const found = await findStaticFile(files.root, c.req.path, privateFiles);
    const file = found && (await cache.get(found));
    if (file) return staticFileResponse(c, file, ASSET_CACHE);
    return servePage(c, undefined);
  });

  return app;
}
