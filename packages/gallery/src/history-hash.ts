/**
 * History hash mode as pure functions (spec 001 §2 "Gallery history hash mode"). The current
 * slide's id or url is written as `itemId` into the history on the collection's full url (trailing
 * slash added) plus the slide id or url. Without a collection url (a static page), the item goes
 * in the hash as `#itemId=…` of the current address, so any static host can serve it.
 */
export interface HistorySlide {
  id?: string | undefined;
  url?: string | undefined;
}

/** The slide's item id: its url when it has one, else its id. */
export function itemIdOf(slide: HistorySlide): string | undefined {
  return slide.url || slide.id || undefined;
}

/** The collection url with a trailing slash. */
export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The address written for `itemId`. */
export function historyUrl(
  itemId: string,
  location: { pathname: string; search: string },
  collectionUrl?: string,
): string {
  if (collectionUrl) return withTrailingSlash(collectionUrl) + encodeURIComponent(itemId);
  return `${location.pathname}${location.search}#itemId=${encodeURIComponent(itemId)}`;
}

/** The item id an address carries: `#itemId=`, `?itemId=`, or the path after the collection url. */
export function readItemId(href: string, collectionUrl?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost/');
  } catch {
    return undefined;
  }
  const fromHash = new URLSearchParams(url.hash.slice(1)).get('itemId');
  if (fromHash) return fromHash;
  const fromQuery = url.searchParams.get('itemId');
  if (fromQuery) return fromQuery;
  if (collectionUrl) {
    const base = withTrailingSlash(new URL(collectionUrl, url).pathname);
    if (url.pathname.startsWith(base) && url.pathname.length > base.length) {
      const encoded = url.pathname.slice(base.length).replace(/\/$/, '');
      // A hostile or mangled address ('%E0') is no item id, not an error that stops the gallery.
      try {
        return decodeURIComponent(encoded);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The index of the slide whose id or url is `itemId`, or -1. */
export function findSlideByItemId(
  slides: readonly HistorySlide[],
  itemId: string | undefined,
): number {
  if (!itemId) return -1;
  return slides.findIndex((slide) => slide.id === itemId || slide.url === itemId);
}
