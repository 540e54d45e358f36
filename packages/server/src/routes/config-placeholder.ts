import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { accountRole } from '../account-roles';
import { CRUMB_COOKIE, crumbCookieHeader, isWellFormedCrumb, newCrumb } from '../crumb';
import { escapeHtml } from '../escape-html';
import { currentSession, type ServerContext } from '../server-context';
import { isHttpsRequest } from '../session-cookie';

/** Written to the console page so tests and the future console agree on one message. */
const CONSOLE_SCRIPT_PATH = '/config/console-placeholder.js';

/**
 * The page a frameUrl may name: a path on this site (with its search), else the home page. An
 * absolute, protocol-relative or backslash address could frame another site.
 */
function framedPath(frameUrl: string | undefined): string {
  if (!frameUrl?.startsWith('/') || /^\/[/\\]/.test(frameUrl)) return '/';
  const url = new URL(frameUrl, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? url.pathname + url.search : '/';
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif}header{display:flex;gap:16px;align-items:center;padding:8px 16px;border-bottom:1px solid #ccc}main{display:flex;height:calc(100dvh - 58px)}aside{width:260px;padding:16px;border-right:1px solid #ccc}iframe{flex:1;border:0;width:100%;height:100%}</style>
</head><body>${body}</body></html>`;
}

function consolePage(role: string, frame: string): string {
  const liveHref = `${frame}${frame.includes('?') ? '&' : '?'}noredirect`;
  return page(
    'Tessera console',
    `<header><h1 style="margin:0;font-size:18px">Tessera console</h1>
<span data-console-role>${escapeHtml(role)}</span>
<a href="${escapeHtml(liveHref)}" target="_top">View the live site</a></header>
<main><aside id="config-panel" data-config-panel aria-label="Site settings"><p>The console is on its way (issue 18): this placeholder shows the site in its preview frame. Escape in the frame toggles this panel; Shift+Escape logs out.</p></aside>
<iframe name="preview" title="Site preview" src="${escapeHtml(frame)}"></iframe></main>
<script type="module" src="${CONSOLE_SCRIPT_PATH}"></script>`,
  );
}

// Toggles the panel on the frame's message (same origin only) and on Escape in the console.
const CONSOLE_SCRIPT = `const panel = document.querySelector('[data-config-panel]');
const toggle = () => { panel.hidden = !panel.hidden; };
addEventListener('message', (event) => {
  if (event.origin === location.origin && event.data === 'tessera:toggle-panel') toggle();
});
addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !event.shiftKey && !event.defaultPrevented) toggle();
});
`;

/**
 * /config/ (spec 000 §2): the owner console's address. Until the console application lands this
 * is a placeholder with the site in a preview frame (frameUrl), behind the session: no session
 * answers 401 with a login button, a site member 403, owners and viewers 200.
 */
export function configRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  const answer = (c: Context, status: 200 | 401 | 403, html: string) => {
    const crumb = getCookie(c, CRUMB_COOKIE);
    return c.body(html, status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'set-cookie': crumbCookieHeader(
        isWellFormedCrumb(crumb) ? crumb : newCrumb(),
        isHttpsRequest(c, ctx.trustProxy),
      ),
    });
  };

  app.get(CONSOLE_SCRIPT_PATH, (c) =>
    c.body(CONSOLE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );

  app.get('/config/*', async (c) => {
    const role = accountRole(await currentSession(c, ctx));
    if (!role) {
      return answer(
        c,
        401,
        page(
          'Log in',
          `<main style="display:block;padding:16px"><h1>Log in to open the console</h1>
<p><button type="button" data-account-login>Log in</button></p></main>
<script type="module" src="/tessera/tessera.js"></script>`,
        ),
      );
    }
    if (role === 'member') {
      return answer(
        c,
        403,
        page(
          'Console',
          '<main style="display:block;padding:16px"><h1>Only the site’s owner and contributors may open the console.</h1><p><a href="/">Go to the site</a></p></main>',
        ),
      );
    }
    return answer(c, 200, consolePage(role, framedPath(c.req.query('frameUrl'))));
  });
  app.get('/config', (c) => c.redirect('/config/', 301));
  return app;
}
