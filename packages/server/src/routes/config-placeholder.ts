import { escapeHtml } from '../escape-html';

/** The placeholder's script and styles: files, since the console's policy allows no inline code. */
export const PLACEHOLDER_SCRIPT_PATH = '/config/console-placeholder.js';
export const PLACEHOLDER_STYLE_PATH = '/config/console-placeholder.css';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PLACEHOLDER_STYLE_PATH}">
</head><body>${body}</body></html>`;
}

/** 401: nobody is logged in; the login button opens @tessera/account's dialog. */
export function loginPage(): string {
  return page(
    'Log in',
    `<main class="message"><h1>Log in to open the console</h1>
<p><button type="button" data-account-login>Log in</button></p></main>
<script type="module" src="/tessera/tessera.js"></script>`,
  );
}

/** 403: a site member is logged in, who has no contributor role. */
export function memberPage(): string {
  return page(
    'Console',
    '<main class="message"><h1>Only the site’s owner and contributors may open the console.</h1><p><a href="/">Go to the site</a></p></main>',
  );
}

/** The console when its build is absent: the site in the preview frame and a panel. */
export function placeholderConsolePage(role: string, frame: string): string {
  const liveHref = `${frame}${frame.includes('?') ? '&' : '?'}noredirect`;
  return page(
    'Tessera console',
    `<header><h1>Tessera console</h1>
<span data-console-role>${escapeHtml(role)}</span>
<a href="${escapeHtml(liveHref)}" target="_top">View the live site</a></header>
<main><aside id="config-panel" data-config-panel aria-label="Site settings"><p>The console is not built (npm run build builds packages/console): this placeholder shows the site in its preview frame. Escape in the frame toggles this panel; Shift+Escape logs out.</p></aside>
<iframe name="preview" title="Site preview" src="${escapeHtml(frame)}"></iframe></main>
<script type="module" src="${PLACEHOLDER_SCRIPT_PATH}"></script>`,
  );
}

export const PLACEHOLDER_STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif}
header{display:flex;gap:16px;align-items:center;padding:8px 16px;border-bottom:1px solid #ccc}
header h1{margin:0;font-size:18px}
main{display:flex;height:calc(100dvh - 58px)}
main.message{display:block;height:auto;padding:16px}
aside{width:260px;padding:16px;border-right:1px solid #ccc}
iframe{flex:1;border:0;width:100%;height:100%}
`;

// Toggles the panel on the frame's message (same origin only) and on Escape in the console.
export const PLACEHOLDER_SCRIPT = `const panel = document.querySelector('[data-config-panel]');
const toggle = () => { panel.hidden = !panel.hidden; };
addEventListener('message', (event) => {
  if (event.origin === location.origin && event.data === 'tessera:toggle-panel') toggle();
});
addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !event.shiftKey && !event.defaultPrevented) toggle();
});
`;
