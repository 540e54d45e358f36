/**
 * The page-view hit (spec 002 §3 "Tracking hit data", §7): POST /api/census/RecordHit,
 * url-encoded `event`, `data` (JSON text of the hit) and `ss_cvr`, through the runtime's tracking
 * gate (consent, the exclusions of spec 002 §6, the 2,500 ms time-out).
 */
import {
  type Api,
  CENSUS_RECORD_HIT_PATH,
  type ConsentGateOptions,
  type PageContext,
  type RecordHitPayload,
  track,
} from '@tessera/runtime';

/** The hit's `event` for a page view. */
export const PAGE_VIEW_EVENT = 'view';
/** The hit's `event` on the /search page: a site search instead of a page view. */
export const SITE_SEARCH_EVENT = 'search';
/** The query parameter of the site's search page that holds what was searched. */
export const SEARCH_QUERY_PARAMETER = 'q';

/** The hit data of spec 002 §3, one field each (viewport and screen sizes as width and height). */
export interface PageViewData {
  url: string;
  title: string;
  itemId: string | null;
  recordType: number | string | null;
  collectionId: string | null;
  websiteId: string | null;
  templateId: string | null;
  website_locale: string | null;
  userAgent: string;
  clientDate: number;
  viewportInnerWidth: number;
  viewportInnerHeight: number;
  screenWidth: number;
  screenHeight: number;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Whether the page may use local storage: reading `localStorage` throws where the browser
 * blocks it (site data refused) and is undefined where there is none. Nothing is written.
 */
export function localStorageSupported(view: Window | null): boolean {
  try {
    return typeof view?.localStorage?.getItem === 'function';
  } catch {
    return false;
  }
}

/** The hit data of this page view, read from the page context and the browser at `now`. */
export function pageViewData(page: PageContext, doc: Document, now = Date.now()): PageViewData {
  const view = doc.defaultView;
  const location = view?.location;
  const item = page.item ?? undefined;
  const record = item?.recordType;
  return {
    url: location ? `${location.origin}${location.pathname}` : '',
    title: doc.title,
    itemId: text(page.itemId) ?? text(item?.id),
    recordType: typeof record === 'number' || typeof record === 'string' ? record : null,
    collectionId: text(page.collectionId) ?? text(page.collection?.id),
    websiteId: text(page.website?.id),
    templateId: text(page.templateId) ?? text(page.website?.templateId),
    website_locale: text(page.website?.language) ?? (doc.documentElement.lang || null),
    userAgent: view?.navigator.userAgent ?? '',
    clientDate: now,
    viewportInnerWidth: view?.innerWidth ?? 0,
    viewportInnerHeight: view?.innerHeight ?? 0,
    screenWidth: view?.screen?.width ?? 0,
    screenHeight: view?.screen?.height ?? 0,
    localStorageSupported: localStorageSupported(view),
    queryString: location?.search.replace(/^\?/, '') ?? '',
    referrer: doc.referrer,
  };
}

/**
 * Sends this page's view through the tracking gate; resolves true when sent, false when the
 * gate dropped it (no consent, an excluded page or account, the /search page) or it failed.
 */
export function sendPageView(
  page: PageContext,
  doc: Document,
  api?: Pick<Api, 'post'>,
  gate: ConsentGateOptions = {},
): Promise<boolean> {
  const payload: RecordHitPayload = {
    event: PAGE_VIEW_EVENT,
    data: JSON.stringify(pageViewData(page, doc)),
    ss_cvr: '',
  };
  return track(CENSUS_RECORD_HIT_PATH, payload, {
    ...gate,
    page,
    document: doc,
    api,
    form: true,
    pageView: true,
  });
}

/**
 * Sends the site-search hit of the /search page (spec 002 §6: its views are not page views):
 * RecordHit with `event` 'search' and the hit data plus `searchQuery` (the `q` parameter, '' when
 * absent), through the tracking gate (consent, exclusions, 2,500 ms).
 */
export function sendSearchHit(
  page: PageContext,
  doc: Document,
  api?: Pick<Api, 'post'>,
  gate: ConsentGateOptions = {},
): Promise<boolean> {
  const search = new URLSearchParams(doc.defaultView?.location.search ?? '');
  const searchQuery = search.get(SEARCH_QUERY_PARAMETER) ?? '';
  const payload: RecordHitPayload = {
    event: SITE_SEARCH_EVENT,
    data: JSON.stringify({ ...pageViewData(page, doc), searchQuery }),
    ss_cvr: '',
  };
  const options = { ...gate, page, document: doc, api };
  // spec 002 §7: a site search is also a commerce tracking event (same gate, same consent).
  void import('./commerce-search-event').then(({ trackCommerceSearch }) =>
    trackCommerceSearch(searchQuery, options),
  );
  return track(CENSUS_RECORD_HIT_PATH, payload, { ...options, form: true });
}
