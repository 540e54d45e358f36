/** The cart's arithmetic without a database: every rule in integer cents. */
import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  computeTotals,
  mulDivRound,
  type TotalsInput,
} from '../src/commerce/cart-totals';

const coupon = (code: string, rule: Partial<CouponRule>): [string, CouponRule] => [
  code,
  { code, kind: 'percent', value: 10, minimumSubtotalCents: 0, maxUses: null, uses: 0, ...rule },
];

const base: TotalsInput = {
  lines: [{ unitPriceCents: 1999, quantity: 3, productType: 1 }],
  couponCodes: [],
  coupons: new Map(),
  shippingOptions: [
    { id: 'standard', name: 'Standard', priceCents: 490, freeOverCents: 10000 },
    { id: 'express', name: 'Express', priceCents: 1200, freeOverCents: null },
  ],
  selectedShippingId: null,
  taxRules: [{ id: 'vat', name: 'VAT', country: 'NL', rateBasisPoints: 2100, included: true }],
  taxCountry: 'NL',
};

describe('mulDivRound', () => {
  it('rounds half up exactly, also past 2^53', () => {
    expect([
      mulDivRound(5, 1, 2),
      mulDivRound(4, 1, 3),
      mulDivRound(5, 1, 3),
      mulDivRound(999, 10, 100),
    ]).toEqual([3, 1, 2, 100]);
    expect(mulDivRound(99_900_000_000_000, 2100, 12100)).toBe(17_338_016_528_926);
  });
});

describe('computeTotals', () => {
  it('sums lines, picks the first shipping option and takes the included tax out of the total', () => {
    const totals = computeTotals(base);
    // 5997 + 490 = 6487; 6487 × 21 / 121 = 1125.8 → 1126.
    expect([
      totals.subtotalCents,
      totals.shippingCostCents,
      totals.taxCents,
      totals.grandTotalCents,
      totals.totalQuantity,
    ]).toEqual([5997, 490, 1126, 6487, 3]);
    expect(totals.selectedShipping?.id).toBe('standard');
  });

  it('adds the tax on top when prices are before tax', () => {
    const totals = computeTotals({
      ...base,
      taxRules: [{ ...base.taxRules[0]!, included: false }],
    });
    // 6487 × 0.21 = 1362.27 → 1362, added.
    expect([totals.taxCents, totals.grandTotalCents]).toEqual([1362, 7849]);
  });

  it('taxes only the location country', () => {
    const totals = computeTotals({ ...base, taxCountry: 'DE' });
    expect([totals.taxCents, totals.applicableTaxRules]).toEqual([0, []]);
  });

  it('stacks coupons, percentages of the subtotal rounded half up, never beyond the subtotal', () => {
    const coupons = new Map([
      coupon('TEN', {}),
      coupon('FIVE', { kind: 'fixed', value: 500 }),
      coupon('HUGE', { kind: 'fixed', value: 100000 }),
    ]);
    const two = computeTotals({ ...base, coupons, couponCodes: ['TEN', 'FIVE'] });
    // 10 % of 5997 = 599.7 → 600; + 500.
    expect(two.coupons.map((c) => [c.code, c.discountCents])).toEqual([
      ['TEN', 600],
      ['FIVE', 500],
    ]);
    expect(two.discountCents).toBe(1100);
    const capped = computeTotals({ ...base, coupons, couponCodes: ['TEN', 'HUGE'] });
    expect([capped.discountCents, capped.coupons.map((c) => c.discountCents)]).toEqual([
      5997,
      [600, 5397],
    ]);
    expect(capped.grandTotalCents).toBe(490);
  });

  it('lists unknown, used-up and below-minimum codes as invalid, with the highest minimum', () => {
    const coupons = new Map([
      coupon('USED', { maxUses: 2, uses: 2 }),
      coupon('MIN70', { minimumSubtotalCents: 7000 }),
      coupon('MIN60', { minimumSubtotalCents: 6000 }),
    ]);
    const totals = computeTotals({
      ...base,
      coupons,
      couponCodes: ['NOPE', 'USED', 'MIN60', 'MIN70'],
    });
    expect([
      totals.validCoupons,
      totals.invalidCoupons,
      totals.discountCents,
      totals.unmetMinimum,
    ]).toEqual([
      [],
      ['NOPE', 'USED', 'MIN60', 'MIN70'],
      0,
      { code: 'MIN70', minimumSubtotalCents: 7000 },
    ]);
    const reached = computeTotals({
      ...base,
      coupons,
      couponCodes: ['MIN60'],
      lines: [{ unitPriceCents: 6000, quantity: 1, productType: 1 }],
    });
    expect([reached.validCoupons, reached.unmetMinimum]).toEqual([['MIN60'], null]);
  });

  it('ships free over the threshold after discounts, and only physical goods', () => {
    const over = computeTotals({
      ...base,
      lines: [{ unitPriceCents: 10000, quantity: 1, productType: 1 }],
    });
    expect(over.shippingCostCents).toBe(0);
    const coupons = new Map([coupon('TEN', {})]);
    const under = computeTotals({
      ...base,
      coupons,
      couponCodes: ['TEN'],
      lines: [{ unitPriceCents: 10000, quantity: 1, productType: 1 }],
    });
    expect(under.shippingCostCents).toBe(490);
    const express = computeTotals({
      ...base,
      selectedShippingId: 'express',
      lines: [{ unitPriceCents: 10000, quantity: 1, productType: 1 }],
    });
    expect(express.shippingCostCents).toBe(1200);
    for (const productType of [2, 3, 4, 5]) {
      const none = computeTotals({
        ...base,
        lines: [{ unitPriceCents: 1000, quantity: 1, productType }],
      });
      expect([
        productType,
        none.requiresShipping,
        none.shippingOptions,
        none.selectedShipping,
        none.shippingCostCents,
      ]).toEqual([productType, false, [], null, 0]);
      expect([none.hasDigital, none.purelyDigital]).toEqual(
        productType === 3 ? [false, false] : [true, true],
      );
    }
    const mixed = computeTotals({
      ...base,
      lines: [...base.lines, { unitPriceCents: 1000, quantity: 1, productType: 2 }],
    });
    expect([mixed.requiresShipping, mixed.hasDigital, mixed.purelyDigital]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('answers zeros for an empty cart', () => {
    const totals = computeTotals({ ...base, lines: [] });
    expect([
      totals.subtotalCents,
      totals.grandTotalCents,
      totals.taxCents,
      totals.purelyDigital,
      totals.requiresShipping,
    ]).toEqual([0, 0, 0, false, false]);
  });
});
