import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planText } from '../src/blocks/product-plan';
import {
  COMMERCE_MESSAGES,
  CURRENCY_CODES,
  fillMessage,
  formatMoney,
  formatPaymentFrequency,
  fromMinorUnits,
  type SubscriptionPlan,
} from '../src/index';
import { formatCents } from '../src/minor-units-text';

const plans = fc.record({
  billingPeriod: fc.record({
    value: fc.integer({ min: 1, max: 52 }),
    unit: fc.constantFrom('week' as const, 'month' as const, 'year' as const),
  }),
  numBillingCycles: fc.integer({ min: 0, max: 36 }),
});
// Up to the spec's product price limit (100000000 cents), negatives for a discount line.
const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });
const codes = fc.constantFrom(...CURRENCY_CODES);

describe('the store blocks print money from cents without formatMoney', () => {
  it('formatCents is formatMoney of fromMinorUnits, in every currency', () => {
    fc.assert(
      fc.property(cents, codes, (amount, code) => {
        expect(formatCents(amount, code)).toEqual(formatMoney(fromMinorUnits(amount, code)));
      }),
      { numRuns: 2000 },
    );
  });

  it('planText is the planEvery line around formatPaymentFrequency', () => {
    fc.assert(
      fc.property(plans, cents, codes, (plan: SubscriptionPlan, amount, code) => {
        const frequency = formatPaymentFrequency(plan, fromMinorUnits(amount, code));
        expect(planText(plan, amount, code)).toEqual(
          fillMessage(COMMERCE_MESSAGES.planEvery, { plan: frequency }),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [
      { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
      2200,
      'EUR',
      'Subscription: €22.00 monthly for 12 months',
    ],
    [
      { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 0 },
      150000,
      'SEK',
      'Subscription: 1,500.00\u00a0kr every 2 weeks',
    ],
    [
      { billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 1 },
      1200,
      'JPY',
      'Subscription: ¥1,200 yearly for 1 year',
    ],
  ] as const)('words %j at %i %s as %s', (plan, amount, code, text) => {
    expect(planText(plan, amount, code)).toEqual(text);
  });

  it('refuses a plan readSubscriptionPlan refuses, before the price', () => {
    const plan = { billingPeriod: { value: 0, unit: 'month' }, numBillingCycles: 0 } as const;
    expect(() => planText(plan, 100, 'USD')).toThrow(RangeError);
    expect(() => formatPaymentFrequency(plan, { currencyCode: 'XXX', value: 1 })).toThrow(
      /billingPeriod/,
    );
  });
});
