import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPaymentFrequency,
  isIndefinitePlan,
  readSubscriptionPlan,
  type SubscriptionPlan,
} from '../src/index';

const plan = (
  value: number,
  unit: 'week' | 'month' | 'year',
  numBillingCycles = 0,
): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});
const tenDollars = { currencyCode: 'USD', value: 10 } as const;

describe('payment frequency labels (spec 001 §3)', () => {
  it.each([
    [plan(1, 'week'), '$10.00 weekly'],
    [plan(1, 'month'), '$10.00 monthly'],
    [plan(1, 'year'), '$10.00 yearly'],
    [plan(2, 'week'), '$10.00 every 2 weeks'],
    [plan(3, 'month'), '$10.00 every 3 months'],
    [plan(5, 'year'), '$10.00 every 5 years'],
    [plan(1, 'week', 1), '$10.00 weekly for 1 week'],
    [plan(1, 'month', 12), '$10.00 monthly for 12 months'],
    [plan(1, 'year', 1), '$10.00 yearly for 1 year'],
    [plan(1, 'year', 3), '$10.00 yearly for 3 years'],
    [plan(2, 'week', 3), '$10.00 every 2 weeks for 6 weeks'],
    [plan(6, 'month', 2), '$10.00 every 6 months for 12 months'],
    [plan(2, 'year', 1), '$10.00 every 2 years for 2 years'],
  ])('%j reads %s', (input, label) => {
    expect(formatPaymentFrequency(input, tenDollars)).toBe(label);
  });

  it('formats the price with its currency and rounding', () => {
    expect(formatPaymentFrequency(plan(1, 'month'), { currencyCode: 'SEK', value: 99.995 })).toBe(
      '100.00\u00a0kr monthly',
    );
    expect(
      formatPaymentFrequency(
        plan(1, 'month'),
        { currencyCode: 'EUR', value: 9.5 },
        { locale: 'de-DE' },
      ),
    ).toBe('9,50\u00a0€ monthly');
  });

  it('takes translated strings', () => {
    expect(
      formatPaymentFrequency(plan(2, 'week', 2), tenDollars, {
        messages: {
          frequencyEveryWeeks: '{price} toutes les {count} semaines',
          frequencyForDuration: '{frequency} pendant {duration}',
          durationWeeks: '{count} semaines',
        },
      }),
    ).toBe('$10.00 toutes les 2 semaines pendant 4 semaines');
  });

  it('refuses an unknown currency for the price', () => {
    expect(() =>
      formatPaymentFrequency(plan(1, 'week'), { currencyCode: 'XYZ', value: 1 }),
    ).toThrow(/Unknown currency code "XYZ"/);
  });
});

describe('readSubscriptionPlan (spec 000 §3)', () => {
  it('reads 0 or missing cycles as indefinite', () => {
    expect(readSubscriptionPlan({ billingPeriod: { value: 1, unit: 'month' } })).toEqual(
      plan(1, 'month'),
    );
    expect(
      readSubscriptionPlan({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: null }),
    ).toEqual(plan(1, 'month'));
    expect(
      isIndefinitePlan(
        readSubscriptionPlan({ billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 }),
      ),
    ).toBe(true);
    expect(isIndefinitePlan(plan(1, 'week', 4))).toBe(false);
  });

  it('reads the unit without regard to case', () => {
    expect(
      readSubscriptionPlan({ billingPeriod: { value: 2, unit: 'YEAR' }, numBillingCycles: 3 }),
    ).toEqual(plan(2, 'year', 3));
  });

  it.each([
    [null, 'Subscription plan field "plan" must be an object, got null'],
    [
      {},
      'Subscription plan field "billingPeriod" must be an object { value, unit }, got undefined',
    ],
    [
      { billingPeriod: { value: 0, unit: 'week' } },
      'Subscription plan field "billingPeriod.value" must be a whole number, 1 or more, got 0',
    ],
    [
      { billingPeriod: { value: 1.5, unit: 'week' } },
      'Subscription plan field "billingPeriod.value" must be a whole number, 1 or more, got 1.5',
    ],
    [
      { billingPeriod: { value: 1, unit: 'day' } },
      'Subscription plan field "billingPeriod.unit" must be week, month or year, got "day"',
    ],
    [
      { billingPeriod: { value: 1, unit: 'fortnight'.repeat(6) } },
      `Subscription plan field "billingPeriod.unit" must be week, month or year, got "${'fortnight'.repeat(6).slice(0, 40)}…"`,
    ],
    [
      { billingPeriod: [] },
      'Subscription plan field "billingPeriod" must be an object { value, unit }, got an array',
    ],
    [
      { billingPeriod: { value: 1 } },
      'Subscription plan field "billingPeriod.unit" must be week, month or year, got undefined',
    ],
    [
      { billingPeriod: { value: 1, unit: 'week' }, numBillingCycles: -1 },
      'Subscription plan field "numBillingCycles" must be a whole number, 0 or more, got -1',
    ],
    [
      { billingPeriod: { value: 1, unit: 'week' }, numBillingCycles: '3' },
      'Subscription plan field "numBillingCycles" must be a whole number, 0 or more, got "3"',
    ],
  ])('refuses %j', (input, message) => {
    expect(() => readSubscriptionPlan(input)).toThrow(new RangeError(message));
  });

  it('never throws anything but a RangeError, and a plan it reads always has a label', () => {
    const planLike = fc.record(
      {
        billingPeriod: fc.oneof(
          fc.record(
            {
              value: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.jsonValue()),
              unit: fc.oneof(fc.constantFrom('week', 'MONTH', 'Year', 'day'), fc.jsonValue()),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
        numBillingCycles: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(planLike, fc.jsonValue()), (input) => {
        let read: SubscriptionPlan;
        try {
          read = readSubscriptionPlan(input);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          return;
        }
        expect(formatPaymentFrequency(read, tenDollars)).toMatch(
          /^\$10\.00 (weekly|monthly|yearly|every \d+ (weeks|months|years))( for (1 (week|month|year)|\d+ (weeks|months|years)))?$/,
        );
      }),
      { numRuns: 2000 },
    );
  });
});
