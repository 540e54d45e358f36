import { PageType } from '@tessera/runtime';
import type { SiteConfig } from '../site-config';

/**
 * Where a shopper with nothing to check out is sent back to: the site's full-page cart, the first
 * page its configuration gives page type 200 (spec 002 §2), at the path the site serves it on
 * ('cart.html' is /cart). A site without one sends the shopper home rather than to a 404.
 */
export function cartPagePath(site: Pick<SiteConfig, 'pages'>): string {
  for (const [name, page] of Object.entries(site.pages)) {
    if (page.pageType !== PageType.SHOW_CART) continue;
    const path = name.replace(/\.html$/, '');
    return path === 'index' ? '/' : `/${path}`;
  }
  return '/';
}
