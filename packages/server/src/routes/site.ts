import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { CRUMB_COOKIE, crumbCookieHeader, isWellFormedCrumb, newCrumb } from '../crumb';
import { buildPageContext, injectPageContext } from '../page-context';
import { currentSession, type ServerContext } from '../server-context';
import { readStaticFile } from '../static-files';
import { headerFooterOf } from './site-settings';

export interface SiteFiles {
  /** The site's folder (examples/site). */
  root: string;
  /** HTML pages by file name, read once at start. */
  pages: Map<string, string>;
  /** The built script's folder (the repository's dist/), served at /tessera/. */
  scriptDir?: string;
}

// Files of the site folder that are not pages or assets.
const PRIVATE_FILES = new Set(['/site.json', '/README.md', '/package.json']);

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Page not found</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"></head>
<body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * The published site: HTML pages with the page context injected (spec 002 §3) and the crumb
 * cookie set, the site's own assets, and the built script from dist/ at /tessera/.
 */
export function siteRoutes(ctx: ServerContext, files: SiteFiles): Hono {
  const app = new Hono();

  app.get('/tessera/*', async (c) => {
    if (!files.scriptDir) return c.text('Not found', 404);
    const file = await readStaticFile(files.scriptDir, c.req.path.slice('/tessera'.length));
    if (!file) return c.text('Not found', 404);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
    });
  });

  app.get('*', async (c) => {
    const path = c.req.path;
    const name =
      path === '/'
        ? 'index.html'
        : path.endsWith('.html')
          ? path.slice(1)
          : `${path.slice(1)}.html`;
    const html = files.pages.get(name);
    if (html === undefined) {
      const asset = PRIVATE_FILES.has(path) ? undefined : await readStaticFile(files.root, path);
      if (asset) {
        return c.body(asset.body as Uint8Array<ArrayBuffer>, 200, {
          'content-type': asset.type,
          'cache-control': 'public, max-age=300',
        });
      }
    }
    const session = await currentSession(c, ctx);
    const page = html === undefined ? undefined : ctx.site.pages[name];
    const context = buildPageContext(ctx.site, page, session, await headerFooterOf(ctx));
    const crumb = getCookie(c, CRUMB_COOKIE);
    const body = injectPageContext(html ?? NOT_FOUND_PAGE, context);
    return c.body(body, html === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Every page sets the crumb: the one the browser has, or a fresh one.
      'set-cookie': crumbCookieHeader(isWellFormedCrumb(crumb) ? crumb : newCrumb()),
    });
  });

  return app;
}
