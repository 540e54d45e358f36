import { CONSOLE_BOOTSTRAP_ELEMENT_ID } from '@tessera/runtime';
import type { Session } from './accounts';
import { scriptSafeJson } from './page-context';
import type { SiteConfig } from './site-config';

/** What the console app starts from: who is logged in, what they may do, what to frame. */
export interface ConsoleBootstrap {
  account: { id: string; email: string; role: 'owner' | 'viewer' };
  /** Owners change settings and orders; viewers see everything and change nothing. */
  canEdit: boolean;
  /** The session's token for the X-XSRF-Token header of every console call. */
  xsrfToken: string;
  /** The page shown in the frame: a path of this site (framedPath), "/" when none was asked. */
  frameUrl: string;
  siteTitle: string;
  websiteId: string;
}

export function consoleBootstrap(
  site: SiteConfig,
  session: Session,
  role: 'owner' | 'viewer',
  frameUrl: string,
): ConsoleBootstrap {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    account: { id: session.account.id, email: session.account.email, role },
    canEdit: role === 'owner',
    xsrfToken: session.xsrfToken,
    frameUrl,
    siteTitle: text(site.website.siteTitle),
    websiteId: text(site.website.id),
  };
}

/** index.html with the start data in a JSON script just before `</head>` (script-safe JSON). */
export function injectConsoleBootstrap(html: string, bootstrap: ConsoleBootstrap): string {
  const script = `<script type="application/json" id="${CONSOLE_BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(bootstrap)}</script>\n`;
  const at = html.search(/<\/head>/i);
  return at === -1 ? script + html : html.slice(0, at) + script + html.slice(at);
}
