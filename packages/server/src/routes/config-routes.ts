import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { accountRole } from '../account-roles';
import { consoleBootstrap, injectConsoleBootstrap } from '../console-bootstrap';
import { readConsoleIndex } from '../console-files';
import { crumbCookieHeader, visitorCrumb } from '../crumb';
import { framedPath } from '../framed-path';
import { currentSession, type ServerContext } from '../server-context';
import { isHttpsRequest } from '../session-cookie';
import { createStaticFileCache } from '../static-file-cache';
import { staticFileResponse } from '../static-file-response';
import { findStaticFile } from '../static-files';
import {
  loginPage,
  memberPage,
  PLACEHOLDER_SCRIPT,
  PLACEHOLDER_SCRIPT_PATH,
  PLACEHOLDER_STYLE,
  PLACEHOLDER_STYLE_PATH,
  placeholderConsolePage,
} from './config-placeholder';

/** The console's assets have a content hash in their names: a new build, a new URL. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * /config/ (spec 000 §2): the owner console. Its hashed assets are served to anyone (code, no
 * data); any other path answers, behind the session, the console's index.html with its start
 * data (console-bootstrap.ts), or the placeholder when the console is not built: 401 with a login
 * button without a session, 403 to a site member, 200 to owners and viewers.
 */
export function configRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const cache = createStaticFileCache(16 * 1024 * 1024);

  const answer = (c: Context, status: 200 | 401 | 403, html: string) => {
    return c.body(html, status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'set-cookie': crumbCookieHeader(visitorCrumb(c), isHttpsRequest(c, ctx.trustProxy)),
    });
  };

  // First: '/config/*' would match the bare path too.
  app.get('/config', (c) => c.redirect('/config/', 301));
  app.get('/config/assets/*', etag(), async (c) => {
    const root = ctx.consoleDir ? join(ctx.consoleDir, 'assets') : undefined;
    const found = root
      ? await findStaticFile(root, c.req.path.slice('/config/assets'.length))
      : undefined;
    const file = found && (await cache.get(found));
    if (!file) return c.text('Not found', 404);
    return staticFileResponse(c, file, ASSET_CACHE);
  });
  app.get(PLACEHOLDER_SCRIPT_PATH, (c) =>
    c.body(PLACEHOLDER_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get(PLACEHOLDER_STYLE_PATH, (c) =>
    c.body(PLACEHOLDER_STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }),
  );

  app.get('/config/*', async (c) => {
    const session = await currentSession(c, ctx);
    const role = accountRole(session);
    if (!session || !role) return answer(c, 401, loginPage());
    if (role === 'member') return answer(c, 403, memberPage());
    const frame = framedPath(c.req.query('frameUrl'));
    const index = await readConsoleIndex(ctx.consoleDir);
    if (index === undefined) return answer(c, 200, placeholderConsolePage(role, frame));
    return answer(
      c,
      200,
      injectConsoleBootstrap(index, consoleBootstrap(ctx.site, session, role, frame)),
    );
  });
  return app;
}
