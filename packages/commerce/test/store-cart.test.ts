import { describe, expect, it } from 'vitest';
import { CartFormatError } from '../src/read-cart';
import { emptyStoreCart, readStoreCart } from '../src/store/store-cart';
import { cartEntity, shirtEntry } from './support/fake-store';

describe('readStoreCart', () => {
  it('reads the contract cart entity with its entries, shipping, coupons and totals', () => {
    const cart = readStoreCart(
      cartEntity({
        entries: [
          shirtEntry({
            subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
          }),
        ],
        shippingOptions: [
          {
            id: 'standard',
            name: 'Standard',
            priceCents: 490,
            freeOverCents: 10000,
            price: { currencyCode: 'EUR', value: 4.9 },
          },
        ],
        selectedShippingOption: {
          id: 'standard',
          name: 'Standard',
          priceCents: 490,
          freeOverCents: 10000,
        },
        shippingLocation: { country: 'NL', region: '', postalCode: '1011' },
        applicableTaxRules: [
          { id: 'vat-nl', name: 'VAT 21 %', country: 'NL', rateBasisPoints: 2100, included: true },
        ],
        coupons: [{ code: 'TOTE5', kind: 'fixed', value: 500, discountCents: 500 }],
        validCoupons: ['TOTE5'],
        invalidCoupons: ['NOPE'],
        subtotalCents: 9800,
        taxCents: 1614,
        shippingCostCents: 490,
        discountCents: 500,
        grandTotalCents: 9790,
        totalQuantity: 2,
        requiresShipping: true,
        minimumSubtotalCents: 3000,
        minimumSubtotalMessage: 'Add €5.00 more to use WELCOME10.',
      }),
    );
    expect(cart).toEqual({
      id: 'cart-1',
      currencyCode: 'EUR',
      entries: [
        {
          id: 'entry-1',
          productId: 'linen-shirt',
          productName: 'Linen shirt',
          productType: 1,
          sku: 'linen-shirt-m',
          optionValues: [{ optionName: 'Size', value: 'M' }],
          imageUrl: '/images/product-shirt.svg',
          quantity: 2,
          unitPriceCents: 4900,
          onSale: true,
          lineTotalCents: 9800,
          subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
        },
      ],
      shippingOptions: [
        { id: 'standard', name: 'Standard', priceCents: 490, freeOverCents: 10000 },
      ],
      selectedShippingOptionId: 'standard',
      shippingLocation: { country: 'NL', region: '', postalCode: '1011' },
      coupons: [{ code: 'TOTE5', discountCents: 500 }],
      validCoupons: ['TOTE5'],
      invalidCoupons: ['NOPE'],
      subtotalCents: 9800,
      taxCents: 1614,
      shippingCostCents: 490,
      discountCents: 500,
      grandTotalCents: 9790,
      totalQuantity: 2,
      requiresShipping: true,
      purelyDigital: false,
      isPurchased: false,
      minimumSubtotalCents: 3000,
      minimumSubtotalMessage: 'Add €5.00 more to use WELCOME10.',
      taxRuleNames: ['VAT 21 %'],
    });
  });

  it('reads a cart it made as itself (what the tabs post each other)', () => {
    const cart = readStoreCart(
      cartEntity({
        entries: [shirtEntry()],
        selectedShippingOption: {
          id: 'express',
          name: 'Express',
          priceCents: 1200,
          freeOverCents: null,
        },
        applicableTaxRules: [
          { id: 'vat-nl', name: 'VAT 21 %', country: 'NL', rateBasisPoints: 2100, included: true },
        ],
      }),
    );
    expect(readStoreCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    expect([cart.selectedShippingOptionId, cart.taxRuleNames, cart.currencyCode]).toEqual([
      'express',
      ['VAT 21 %'],
      'EUR',
    ]);
  });

  it('gives the empty cart for {} (no shipping chosen, no location, USD by default)', () => {
    const cart = readStoreCart({});
    expect([
      cart.currencyCode,
      cart.selectedShippingOptionId,
      cart.shippingLocation,
      cart.minimumSubtotalCents,
    ]).toEqual(['USD', '', null, null]);
    expect(emptyStoreCart('EUR').currencyCode).toBe('EUR');
  });

  it.each([
    [
      { totalQuantity: 1.5 },
      'totalQuantity',
      'Cart field "totalQuantity" must be a whole number, got 1.5',
    ],
    [
      { grandTotalCents: '9790' },
      'grandTotalCents',
      'Cart field "grandTotalCents" must be a whole number, got "9790"',
    ],
    [{ entries: {} }, 'entries', 'Cart field "entries" must be an array, got an object'],
    [
      { entries: [shirtEntry({ quantity: '2' })] },
      'entries[0].quantity',
      'Cart field "entries[0].quantity" must be a whole number, got "2"',
    ],
    [
      { invalidCoupons: [5] },
      'invalidCoupons[0]',
      'Cart field "invalidCoupons[0]" must be a coupon code, got 5',
    ],
    [
      { requiresShipping: 'yes' },
      'requiresShipping',
      'Cart field "requiresShipping" must be true or false, got "yes"',
    ],
    [null, 'cart', 'Cart field "cart" must be an object, got null'],
  ])('refuses %j naming the field', (input, field, message) => {
    const read = () => readStoreCart(input === null ? null : cartEntity(input));
    expect(read).toThrow(CartFormatError);
    try {
      read();
    } catch (error) {
      expect([(error as CartFormatError).field, (error as Error).message]).toEqual([
        field,
        message,
      ]);
    }
  });
});
