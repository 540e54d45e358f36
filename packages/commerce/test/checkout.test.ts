import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_PATH,
  checkoutUrl,
  DONATE_CHECKOUT_PATH,
  donateCheckoutUrl,
  GIFT_CARD_CHECKOUT_PATH,
  giftCardCheckoutUrl,
  goToCheckout,
  SUBSCRIBE_CHECKOUT_PATH,
  subscribeCheckoutUrl,
} from '../src/index';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Text of UTF-16 code units around the surrogate range (so lone halves and pairs both come up)
// mixed with characters a query must escape.
const utf16Text = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0xd7f0, max: 0xe010 }).map((unit) => String.fromCharCode(unit)),
    fc.constantFrom('a', '&', '=', '#', '+', ' ', 'é', '\u{1F381}'),
  ),
  minLength: 1,
  maxLength: 12,
});

const NO_COOKIES =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

describe('checkout routes (spec 000 §2)', () => {
  it('has the spec’s paths', () => {
    expect(CHECKOUT_PATH).toBe('/commerce/goto-checkout');
    expect(SUBSCRIBE_CHECKOUT_PATH).toBe('/checkout/subscribe');
    expect(DONATE_CHECKOUT_PATH).toBe('/checkout/donate');
    expect(GIFT_CARD_CHECKOUT_PATH).toBe('/checkout/giftcard');
    expect(checkoutUrl()).toBe('/commerce/goto-checkout');
  });

  it('builds each url with its query', () => {
    expect(subscribeCheckoutUrl('tok123')).toBe('/checkout/subscribe?cartToken=tok123');
    expect(donateCheckoutUrl('page-7')).toBe('/checkout/donate?donatePageId=page-7');
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'g2' })).toBe(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2',
    );
    expect(
      giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'g2', sku: 'SQ1234567' }),
    ).toBe('/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=SQ1234567');
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'g2', sku: null })).toBe(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2',
    );
  });

  it('encodes every parameter', () => {
    expect(subscribeCheckoutUrl('a b&c=d#e+f/é')).toBe(
      '/checkout/subscribe?cartToken=a%20b%26c%3Dd%23e%2Bf%2F%C3%A9',
    );
    expect(giftCardCheckoutUrl({ websiteId: '?', giftCardProductId: '&', sku: '50 $' })).toBe(
      '/checkout/giftcard?websiteId=%3F&giftCardProductId=%26&sku=50%20%24',
    );
  });

  it('refuses a missing parameter, naming it', () => {
    expect(() => subscribeCheckoutUrl('')).toThrow(
      new TypeError('Checkout parameter cartToken must be a non-empty string, got ""'),
    );
    expect(() => donateCheckoutUrl(undefined as unknown as string)).toThrow(
      'Checkout parameter donatePageId must be a non-empty string, got undefined',
    );
    expect(() => giftCardCheckoutUrl({ websiteId: 'w', giftCardProductId: '' })).toThrow(
      /giftCardProductId/,
    );
  });

  it('refuses text that cannot go in a URL (a lone surrogate), naming the parameter', () => {
    expect(() => subscribeCheckoutUrl('tok\uD800')).toThrow(
      new TypeError(
        'Checkout parameter cartToken must be well-formed text, got a lone UTF-16 surrogate',
      ),
    );
    expect(() =>
      giftCardCheckoutUrl({ websiteId: 'w', giftCardProductId: 'g', sku: '\uDC00' }),
    ).toThrow(/^Checkout parameter sku must be well-formed text/);
    // A surrogate pair is one character (an emoji) and is encoded as such.
    expect(donateCheckoutUrl('\u{1F381}')).toBe('/checkout/donate?donatePageId=%F0%9F%8E%81');
  });

  it('builds a url or names the parameter, for any UTF-16 text (property)', () => {
    fc.assert(
      fc.property(utf16Text, (token) => {
        let url: string;
        try {
          url = subscribeCheckoutUrl(token);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          expect((error as Error).message).toMatch(/^Checkout parameter cartToken /);
          expect(token).toMatch(LONE_SURROGATE);
          return;
        }
        expect(new URL(url, 'https://shop.example').searchParams.get('cartToken')).toBe(token);
      }),
    );
  });

  it('every value comes back intact through URLSearchParams (property)', () => {
    const value = fc.string({ unit: 'grapheme', minLength: 1 });
    fc.assert(
      fc.property(value, value, value, fc.option(value), (token, websiteId, productId, sku) => {
        const subscribe = new URL(subscribeCheckoutUrl(token), 'https://shop.example');
        expect(subscribe.pathname).toBe('/checkout/subscribe');
        expect([...subscribe.searchParams]).toEqual([['cartToken', token]]);
        const donate = new URL(donateCheckoutUrl(token), 'https://shop.example');
        expect([...donate.searchParams]).toEqual([['donatePageId', token]]);
        const giftCard = new URL(
          giftCardCheckoutUrl({ websiteId, giftCardProductId: productId, sku }),
          'https://shop.example',
        );
        expect(giftCard.hash).toBe('');
        expect([...giftCard.searchParams]).toEqual([
          ['websiteId', websiteId],
          ['giftCardProductId', productId],
          ...(sku ? [['sku', sku]] : []),
        ]);
      }),
    );
  });
});

describe('goToCheckout (spec 000 §8)', () => {
  it('goes to /commerce/goto-checkout when cookies work', () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    expect(goToCheckout({ cookiesEnabled: () => true, navigate, alert })).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/commerce/goto-checkout');
    expect(alert).not.toHaveBeenCalled();
  });

  it('goes to another checkout url when given one', () => {
    const navigate = vi.fn();
    goToCheckout({
      url: subscribeCheckoutUrl('t'),
      cookiesEnabled: () => true,
      navigate,
      alert: vi.fn(),
    });
    expect(navigate).toHaveBeenCalledWith('/checkout/subscribe?cartToken=t');
  });

  it('alerts the spec’s words and stays without cookies', () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    expect(goToCheckout({ cookiesEnabled: () => false, navigate, alert })).toBe(false);
    expect(alert).toHaveBeenCalledExactlyOnceWith(NO_COOKIES);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks navigator.cookieEnabled by default', () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    vi.stubGlobal('navigator', { cookieEnabled: false });
    try {
      expect(goToCheckout({ navigate, alert })).toBe(false);
      expect(alert).toHaveBeenCalledWith(NO_COOKIES);
      vi.stubGlobal('navigator', { cookieEnabled: true });
      expect(goToCheckout({ navigate, alert })).toBe(true);
      expect(navigate).toHaveBeenCalledWith(CHECKOUT_PATH);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses window.location.assign and window.alert by default', () => {
    const assign = vi.fn();
    const alert = vi.fn();
    vi.stubGlobal('location', { assign });
    vi.stubGlobal('alert', alert);
    try {
      vi.stubGlobal('navigator', { cookieEnabled: true });
      goToCheckout();
      expect(assign).toHaveBeenCalledWith('/commerce/goto-checkout');
      vi.stubGlobal('navigator', { cookieEnabled: false });
      goToCheckout();
      expect(alert).toHaveBeenCalledWith(NO_COOKIES);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes a translated alert', () => {
    const alert = vi.fn();
    goToCheckout({
      cookiesEnabled: () => false,
      navigate: vi.fn(),
      alert,
      messages: { checkoutCookiesRequired: 'Cookies!' },
    });
    expect(alert).toHaveBeenCalledWith('Cookies!');
  });
});
