/**
 * Checkout routes (spec 000 §2 "Screens and routes"). Every query value is percent-encoded, so a
 * token or SKU with '&', '#', '+' or spaces arrives intact.
 */

/** spec 000 §2: takes the cart to checkout. */
export const CHECKOUT_PATH = '/commerce/goto-checkout';
/** spec 000 §2: query cartToken. */
export const SUBSCRIBE_CHECKOUT_PATH = '/checkout/subscribe';
/** spec 000 §2: query donatePageId. */
export const DONATE_CHECKOUT_PATH = '/checkout/donate';
/** spec 000 §2: query websiteId, giftCardProductId and, for a chosen variant, sku. */
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

/** `value` percent-encoded for the query, or a TypeError naming the parameter. */
function queryValue(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new TypeError(
      `Checkout parameter ${name} must be a non-empty string, got ${typeof value === 'string' ? '""' : String(value)}`,
    );
  }
  try {
    return encodeURIComponent(value);
  } catch {
    // encodeURIComponent throws a bare URIError on a lone UTF-16 surrogate: name the parameter.
    throw new TypeError(
      `Checkout parameter ${name} must be well-formed text, got a lone UTF-16 surrogate`,
    );
  }
}

/** '/commerce/goto-checkout'. */
export function checkoutUrl(): string {
  return CHECKOUT_PATH;
}

/** '/checkout/subscribe?cartToken=…'. */
export function subscribeCheckoutUrl(cartToken: string): string {
  return `${SUBSCRIBE_CHECKOUT_PATH}?cartToken=${queryValue('cartToken', cartToken)}`;
}

/** '/checkout/donate?donatePageId=…'. */
export function donateCheckoutUrl(donatePageId: string): string {
  return `${DONATE_CHECKOUT_PATH}?donatePageId=${queryValue('donatePageId', donatePageId)}`;
}

export interface GiftCardCheckout {
  websiteId: string;
  giftCardProductId: string;
  /** The chosen variant's SKU; leave out when no variant is chosen. */
  sku?: string | null;
}

/** '/checkout/giftcard?websiteId=…&giftCardProductId=…' and '&sku=…' when a variant is chosen. */
export function giftCardCheckoutUrl(giftCard: GiftCardCheckout): string {
  let url =
    `${GIFT_CARD_CHECKOUT_PATH}?websiteId=${queryValue('websiteId', giftCard.websiteId)}` +
    `&giftCardProductId=${queryValue('giftCardProductId', giftCard.giftCardProductId)}`;
  if (giftCard.sku !== undefined && giftCard.sku !== null && giftCard.sku !== '') {
    url += `&sku=${queryValue('sku', giftCard.sku)}`;
  }
  return url;
}
