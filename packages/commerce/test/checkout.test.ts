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
