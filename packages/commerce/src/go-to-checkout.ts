/**
 * Going to checkout (spec 000 §2 and §8): without cookies the shopper is told why, with the
 * spec's alert, and stays on the page; otherwise the browser goes to the checkout url.
 */
import { CHECKOUT_PATH } from './checkout-urls';
import { type CommerceMessages, commerceMessages } from './messages';

/** What going to checkout touches, injectable so that it is testable without a browser. */
export interface CheckoutEnvironment {
  /** Whether the checkout session can work. Default: navigator.cookieEnabled. */
  cookiesEnabled(): boolean;
  /** Default: window.location.assign. */
  navigate(url: string): void;
  /** Default: window.alert. */
  alert(message: string): void;
}

export interface GoToCheckoutOptions extends Partial<CheckoutEnvironment> {
  /** Where to go (default '/commerce/goto-checkout'; see the url builders for the others). */
  url?: string;
  messages?: Partial<CommerceMessages>;
}

function browserCookiesEnabled(): boolean {
  return typeof navigator !== 'undefined' && navigator.cookieEnabled === true;
}

function browserNavigate(url: string): void {
  globalThis.location.assign(url);
}

function browserAlert(message: string): void {
  globalThis.alert(message);
}

/**
 * Sends the shopper to checkout and returns true, or, when cookies are off (or the injected
 * check fails, e.g. no session cookie), alerts 'Either your session has expired or you do not
 * have cookies enabled. We cannot continue to checkout.' and returns false.
 */
export function goToCheckout(options: GoToCheckoutOptions = {}): boolean {
  const {
    url = CHECKOUT_PATH,
    cookiesEnabled = browserCookiesEnabled,
    navigate = browserNavigate,
    alert = browserAlert,
  } = options;
  if (!cookiesEnabled()) {
    alert(commerceMessages(options.messages).checkoutCookiesRequired);
    return false;
  }
  navigate(url);
  return true;
}
