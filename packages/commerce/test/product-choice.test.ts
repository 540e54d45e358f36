import { describe, expect, it } from 'vitest';
import {
  isOptionValueAvailable,
  productChoice,
  productOptionNames,
} from '../src/product/product-choice';
import { readProductData } from '../src/product/product-data';

const variant = (sku: string, price: number, options: [string, string][], extra = {}) => ({
  sku,
  price,
  salePrice: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 0,
  optionValues: options.map(([optionName, value]) => ({ optionName, value })),
  ...extra,
});

const shirt = readProductData({
  productType: 1,
  variants: [
    variant('linen-shirt-s', 5900, [['Size', 'S']], { qtyInStock: 20 }),
    variant('linen-shirt-m', 5900, [['Size', 'M']], {
      qtyInStock: 20,
      onSale: true,
      salePrice: 4900,
    }),
    variant('linen-shirt-l', 5900, [['Size', 'L']], { qtyInStock: 0 }),
  ],
});

describe('productChoice', () => {
  it('before a pick: the lowest price as "from", on sale, nothing chosen', () => {
    expect(productChoice(shirt, {})).toEqual({
      variant: null,
      missingOptions: ['Size'],
      priceCents: 4900,
      regularPriceCents: null,
      fromPrice: true,
      soldOut: false,
      onSale: true,
      maxQuantity: null,
    });
  });

  it('a sale variant: its sale price, the regular price struck, its stock as the limit', () => {
    const choice = productChoice(shirt, { Size: 'M' });
    expect([
      choice.variant?.sku,
      choice.priceCents,
      choice.regularPriceCents,
      choice.onSale,
      choice.maxQuantity,
    ]).toEqual(['linen-shirt-m', 4900, 5900, true, 20]);
  });

  it('a variant out of stock is sold out while the product is not', () => {
    const choice = productChoice(shirt, { Size: 'L' });
    expect([choice.soldOut, choice.maxQuantity, productChoice(shirt, {}).soldOut]).toEqual([
      true,
      0,
      false,
    ]);
    expect([
      isOptionValueAvailable(shirt, 'Size', 'L'),
      isOptionValueAvailable(shirt, 'Size', 'S'),
    ]).toEqual([false, true]);
  });

  it('a value that names no variant chooses nothing', () => {
    expect(productChoice(shirt, { Size: 'XL' }).variant).toBe(null);
  });

  it('one variant without options is chosen at once; none in stock is sold out', () => {
    const mug = readProductData({ productType: 1, variants: [variant('ceramic-mug', 1800, [])] });
    const choice = productChoice(mug, {});
    expect([choice.variant?.sku, choice.soldOut, choice.fromPrice, choice.priceCents]).toEqual([
      'ceramic-mug',
      true,
      false,
      1800,
    ]);
  });

  it('varied prices: from the lowest; each format its own price', () => {
    const print = readProductData({
      productType: 1,
      variants: [
        variant('art-print-a4', 2500, [['Format', 'A4']], { qtyInStock: 10 }),
        variant('art-print-a2', 5500, [['Format', 'A2']], { qtyInStock: 10 }),
      ],
    });
    expect([
      productChoice(print, {}).fromPrice,
      productChoice(print, { Format: 'A2' }).priceCents,
    ]).toEqual([true, 5500]);
    expect(productOptionNames(print)).toEqual(['Format']);
  });

  it('a digital product is priced on the product and never sold out', () => {
    const ebook = readProductData({
      productType: 2,
      priceCents: 1200,
      salePriceCents: 900,
      onSale: true,
    });
    expect(productChoice(ebook, {})).toEqual({
      variant: null,
      missingOptions: [],
      priceCents: 900,
      regularPriceCents: 1200,
      fromPrice: false,
      soldOut: false,
      onSale: true,
      maxQuantity: null,
    });
  });

  it('a gift card amount is never sold out and has no stock limit', () => {
    const card = readProductData({
      productType: 4,
      variants: [variant('gift-25', 2500, [['Amount', '25']])],
    });
    const choice = productChoice(card, { Amount: '25' });
    expect([
      choice.soldOut,
      choice.maxQuantity,
      isOptionValueAvailable(card, 'Amount', '25'),
    ]).toEqual([false, null, true]);
  });
});

describe('readProductData', () => {
  it('reads a subscription plan', () => {
    const club = readProductData({
      productType: 1,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
      variants: [variant('print-club', 2200, [], { unlimited: true })],
    });
    expect(club.subscriptionPlan).toEqual({
      billingPeriod: { value: 1, unit: 'month' },
      numBillingCycles: 12,
    });
  });

  it.each([
    [{ productType: 9 }, 'Product field "productType" must be a product type, 1 to 5, got 9'],
    [{ productType: 1, variants: {} }, 'Product field "variants" must be an array, got an object'],
    [
      { productType: 1, variants: [{ sku: 'a', price: -1 }] },
      'Product field "variants[0].price" must be whole cents, 0 or more, got -1',
    ],
    [
      { productType: 1, variants: [{ sku: 5, price: 1 }] },
      'Product field "variants[0].sku" must be a string, got 5',
    ],
    [
      { productType: 2, priceCents: 1.5 },
      'Product field "priceCents" must be whole cents, 0 or more, got 1.5',
    ],
    ['[]', 'Product field "product" must be an object, got "[]"'],
  ])('refuses %j', (input, message) => {
    expect(() => readProductData(input)).toThrow(new TypeError(message));
  });
});
