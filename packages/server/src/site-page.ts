import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Session } from './accounts';
import { ANNOUNCEMENT_DISMISSED_COOKIE, hideDismissedAnnouncementBar } from './announcement-bar';
import { crumbCookieHeader, visitorCrumb } from './crumb';
import { buildPageContext, injectPageContext } from './page-context';
import { withPageLanguage } from './page-language';
import type { ServerContext } from './server-context';
import { isHttpsRequest } from './session-cookie';
import { showDemoOrderForms } from './show-demo-order-forms';
import type { PageDefinition } from './site-config';
import { readSavedSettings } from './site-settings-view';
import { stampNoScriptForms } from './stamp-no-script-forms';

/** One page of the site, ready to be sent. */
export interface SitePage {
  html: string;
  /** Its site.json definition (page type, title, context fields); none: a page not found. */
  definition: PageDefinition | undefined;
  /** The refused page's type instead of the definition's (103 or 106, page-access.ts). */
  pageType?: number;
  status: ContentfulStatusCode;
  session: Session | undefined;
  /** The crumb the page's forms already hold; default visitorCrumb. */
  crumb?: string;
}

/**
 * A site page as the server sends every one: the page context injected (spec 002 §3), the crumb
 * cookie set, the dismissed announcement bar hidden, the demo's forms shown (with the demo on),
 * the no-script forms stamped, the owner's saved language, never cached.
 */
export async function sendSitePage(c: Context, ctx: ServerContext, page: SitePage) {
  const saved = await readSavedSettings(ctx);
  const headerFooter = saved.headerFooter ?? ctx.site.headerFooter ?? { header: '', footer: '' };
  const formRenderStamp = ctx.renderStamps.issue();
  const context = buildPageContext(ctx.site, page.definition, page.session, headerFooter, {
    pageType: page.pageType,
    logoutConfirmation: c.req.query('logout') === 'true',
    saved,
    formRenderStamp,
  });
  const crumb = page.crumb ?? visitorCrumb(c);
  // A logged-in account sees the bar even after closing it (@tessera/chrome).
  const dismissed = page.session ? undefined : getCookie(c, ANNOUNCEMENT_DISMISSED_COOKIE);
  const shown = hideDismissedAnnouncementBar(page.html, dismissed);
  const stamped = stampNoScriptForms(
    ctx.demo ? showDemoOrderForms(shown, crumb) : shown,
    formRenderStamp,
  );
  // The owner's saved default language is the page's (site.json's pages keep their own).
  const language = saved.languages?.[0];
  const body = injectPageContext(language ? withPageLanguage(stamped, language) : stamped, context);
  // Every page sets the crumb: the one the browser has, or a fresh one; added to the cookies the
  // route set already (the session of an account just made on the page).
  c.header('set-cookie', crumbCookieHeader(crumb, isHttpsRequest(c, ctx.trustProxy)), {
    append: true,
  });
  return c.body(body, page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
}
