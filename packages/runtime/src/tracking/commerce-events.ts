/**
 * Commerce tracking (spec 002 §7: "Commerce event tracking goes through a generic tracker, with
 * event names for cart product form open, close and submit, add to cart, search, newsletter
 * subscribe, product page view, account creation"). The spec names the events without their
 * words; these are ours (README). Every event goes to RecordEvent through the runtime's one
 * tracking gate, so nothing is sent without analytics consent. In the runtime, because they are
 * sent from several packages: the storefront (@tessera/commerce), the newsletter forms
 * (@tessera/forms) and the site search page (@tessera/analytics).
 */
import type { Api } from '../api/api-types';
import type { ConsentGateOptions } from '../consent/consent-gate';
import { CRUMB_COOKIE } from '../contract/cookie-names';
import { RECORD_EVENT_PATH } from '../contract/event-paths';
import { readCookie } from '../read-cookie';
import { track } from './track';

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

/** The tracking gate's options (page, document, consent bus) and the data layer to send with. */
export interface CommerceTrackingOptions extends ConsentGateOptions {
  api?: Pick<Api, 'post'>;
}

/**
 * Records `event` with `data` (ids, SKUs, quantities, what was searched: never an email or a
 * name) when consent allows;
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
