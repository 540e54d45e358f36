import { describe, expect, it } from 'vitest';
import { cartPagePath } from '../src/commerce/cart-page-path';

const page = (pageType: number) => ({ id: `page-${pageType}`, title: 'Page', pageType });

describe('cartPagePath (where an empty cart is sent back to)', () => {
  it('is the first page of type 200, at the path the site serves it on', () => {
    expect(cartPagePath({ pages: { 'index.html': page(1), 'cart.html': page(200) } })).toBe(
      '/cart',
    );
    expect(cartPagePath({ pages: { 'basket.html': page(200), 'cart-old.html': page(200) } })).toBe(
      '/basket',
    );
    expect(cartPagePath({ pages: { 'shop/bag.html': page(200) } })).toBe('/shop/bag');
  });

  it('is the home page when the cart page is the home page or the site has none', () => {
    expect(cartPagePath({ pages: { 'index.html': page(200) } })).toBe('/');
    expect(cartPagePath({ pages: { 'index.html': page(1), 'cart.html': page(2) } })).toBe('/');
    expect(cartPagePath({ pages: {} })).toBe('/');
  });
});
