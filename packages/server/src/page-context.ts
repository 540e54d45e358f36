import {
  isJsonObject,
  PAGE_CONTEXT_ELEMENT_ID,
  type PageContext,
  PageType,
} from '@tessera/runtime';
import { contributorRoles } from './account-roles';
import type { Session } from './accounts';
import type { FormDefinition, PageDefinition, SiteConfig } from './site-config';
import { languagesOf, type SavedSettings, withSavedSettings } from './site-settings-view';

/** What the request adds to a page's context. */
interface PageRequest {
  /** Instead of the page's own: 103 or 106 for a refused page (page-access.ts). */
  pageType?: number;
  /** The address holds logout=true (spec 000 §2): the page shows the logout confirmation. */
  logoutConfirmation?: boolean;
  /** What the owner saved in the console (cookie banner, popup), over site.json. */
  saved?: SavedSettings;
  /** The page's signed render time (render-stamps.ts), for the forms' minimum fill time. */
  formRenderStamp?: string;
}

/**
 * The page context (spec 002 §3) the server injects into each HTML page it serves, built from
 * the site's configuration with the owner's saved settings over it and the visitor's session, as the runtime's `PageContext` type
 * (fields the runtime does not name, such as forms and products, ride on its index signature).
 */
export function buildPageContext(
  configured: SiteConfig,
  page: PageDefinition | undefined,
  session: Session | undefined,
  headerFooter?: { header: string; footer: string },
  request: PageRequest = {},
): PageContext {
  const site = request.saved ? withSavedSettings(configured, request.saved) : configured;
  const languages = languagesOf(site);
  return {
    // language is what the page reports as website_locale (spec 002 §3), languages the list.
    website: { ...site.website, language: languages[0], languages },
    websiteSettings: site.websiteSettings,
    cookieSettings: site.cookieSettings,
    currency: site.currency,
    forms: publicForms(site.forms),
    products: site.products,
    // A file without a page definition is served as not found (spec 002 §2).
    pageType: request.pageType ?? page?.pageType ?? PageType.NOT_FOUND,
    pageId: page?.id ?? null,
    pageTitle: page?.title ?? null,
    collection: page?.collection ?? null,
    collectionId: page?.collection?.id ?? null,
    item: page?.item ?? null,
    itemId: page?.item?.id ?? null,
    // The xsrfToken lets a reloaded page go on making the session's owner calls (spec 000 §7).
    authenticatedAccount: session
      ? { id: session.account.id, email: session.account.email, xsrfToken: session.xsrfToken }
      : null,
    websiteRoles: session ? { [session.account.id]: contributorRoles(session) } : {},
    showAnnouncementBar: false,
    ...pageOwnFields(site, page),
    ...(headerFooter ? { headerFooter } : {}),
    // The address holds logout=true: @tessera/account loads to show the confirmation.
    ...(request.logoutConfirmation ? { logoutConfirmation: true } : {}),
    ...(request.formRenderStamp ? { formRenderStamp: request.formRenderStamp } : {}),
  };
}

/**
 * A page's own page-context fields (site.json `pages[…].context`: showAnnouncementBar,
 * googleFonts, typekitFonts, …), over the site's; its `website` and `websiteSettings` are merged
 * into the site's, one level deep.
 */
function pageOwnFields(site: SiteConfig, page: PageDefinition | undefined): PageContext {
  const own = page?.context;
  if (!isJsonObject(own)) return {};
  const merged: PageContext = { ...own };
  for (const field of ['website', 'websiteSettings'] as const) {
    if (isJsonObject(own[field])) merged[field] = { ...site[field], ...own[field] };
  }
  return merged;
}

/** What a page may know of each form: everything but server-only settings (notifications). */
function publicForms(forms: Record<string, FormDefinition>): Record<string, FormDefinition> {
  const visible: Record<string, FormDefinition> = {};
  for (const [id, { notifyEmails: _hidden, ...form }] of Object.entries(forms)) {
    visible[id] = { ...form, id } as FormDefinition;
  }
  return visible;
}

/**
 * JSON that is safe inside a script element: `<`, `>` and `&` as \u escapes, so `</script>` or
 * `<!--` in data cannot end or bend the element; U+2028/2029 for old JS parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page with its context script inserted just before `</head>` (or at the top of the body). */
export function injectPageContext(html: string, context: PageContext): string {
  const script = `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${scriptSafeJson(context)}</script>\n`;
  const at = html.search(/<\/head>/i);
  return at === -1 ? script + html : html.slice(0, at) + script + html.slice(at);
}
