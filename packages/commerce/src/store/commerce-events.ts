/**
 * Commerce tracking (spec 002 §7: "Commerce event tracking goes through a generic tracker, with
 * event names for cart product form open, close and submit, add to cart, search, newsletter
 * subscribe, product page view, account creation"). The spec names the events without their
 * words; these are ours (README). Every event goes to RecordEvent through the runtime's one
 * tracking gate, so nothing is sent without analytics consent.
 */
import {
  type Api,
  CRUMB_COOKIE,
  type PageContext,
  RECORD_EVENT_PATH,
  readCookie,
  track,
} from '@tessera/runtime';

export const COMMERCE_EVENTS = {
  addToCart: 'commerce_add_to_cart',
  cartProductFormOpen: 'commerce_cart_product_form_open',
  cartProductFormClose: 'commerce_cart_product_form_close',
  cartProductFormSubmit: 'commerce_cart_product_form_submit',
  productPageView: 'commerce_product_page_view',
  search: 'commerce_search',
  newsletterSubscribe: 'commerce_newsletter_subscribe',
  accountCreation: 'commerce_account_creation',
} as const;

export type CommerceEventName = (typeof COMMERCE_EVENTS)[keyof typeof COMMERCE_EVENTS];

export interface CommerceTrackingOptions {
  page?: PageContext;
  api?: Pick<Api, 'post'>;
}

/**
 * Records `event` with `data` (ids, SKUs, quantities: never personal data) when consent allows;
 * resolves whether it was sent. Never throws.
 */
export function trackCommerceEvent(
  event: CommerceEventName,
  data: Record<string, string | number>,
  options: CommerceTrackingOptions = {},
): Promise<boolean> {
  const payload = { crumb: readCookie(CRUMB_COOKIE) ?? '', event, data: JSON.stringify(data) };
  return track(RECORD_EVENT_PATH, payload, { ...options, form: true });
}
