/**
 * The licensed-assets bar's rule (spec 002 §1-2 name the bar; the rest is ours): a notice for
 * the site's own accounts that the page shows licensed assets (licensed gallery images, spec 002
 * §3's "image licensed" item kind), marked `data-licensed-asset` by the server. Visitors never
 * see it.
 */

/** The page's licensed assets, as the server marks them. */
export const LICENSED_ASSET_SELECTOR = '[data-licensed-asset]';

/** Whether the bar shows: a logged-in account, on a page with at least one licensed asset. */
export function isLicensedAssetsBarShown(loggedIn: boolean, licensedAssets: number): boolean {
  return loggedIn && licensedAssets > 0;
}
