/**
 * Subscription plans (spec 000 §3 "Subscription plan"): a billing period (a value and a unit:
 * week, month or year) and numBillingCycles, where 0 or missing means the plan runs until
 * cancelled. readSubscriptionPlan checks server data; formatPaymentFrequency (payment-frequency.ts,
 * apart so that reading a plan does not carry the wording) renders spec 001 §3's labels.
 */
import { isJsonObject } from '@tessera/runtime';
import { describeValue } from './describe-value';

export const BILLING_PERIOD_UNITS = ['week', 'month', 'year'] as const;
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

export interface BillingPeriod {
  /** How many units one period lasts: 1 for weekly, 2 for every 2 weeks. */
  value: number;
  unit: BillingPeriodUnit;
}

export interface SubscriptionPlan {
  billingPeriod: BillingPeriod;
  /** Periods billed before the plan ends; 0 means indefinite (until cancelled). */
  numBillingCycles: number;
}

/** The plan bills until cancelled (numBillingCycles 0). */
export function isIndefinitePlan(plan: SubscriptionPlan): boolean {
  return plan.numBillingCycles === 0;
}

function planError(field: string, expected: string, value: unknown): RangeError {
  return new RangeError(
    `Subscription plan field "${field}" must be ${expected}, got ${describeValue(value)}`,
  );
}

/**
 * The plan in `input` (parsed server JSON). The unit is read without regard to case ('MONTH' is
 * month); numBillingCycles missing or null is 0. A RangeError names the field otherwise.
 */
export function readSubscriptionPlan(input: unknown): SubscriptionPlan {
  if (!isJsonObject(input)) throw planError('plan', 'an object', input);
  const period = input.billingPeriod;
  if (!isJsonObject(period)) throw planError('billingPeriod', 'an object { value, unit }', period);
  const { value } = period;
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    throw planError('billingPeriod.value', 'a whole number, 1 or more', value);
  }
  const unit = typeof period.unit === 'string' ? period.unit.toLowerCase() : undefined;
  if (!BILLING_PERIOD_UNITS.includes(unit as BillingPeriodUnit)) {
    throw planError('billingPeriod.unit', 'week, month or year', period.unit);
  }
  const cycles = input.numBillingCycles ?? 0;
  if (!Number.isSafeInteger(cycles) || (cycles as number) < 0) {
    throw planError('numBillingCycles', 'a whole number, 0 or more', cycles);
  }
  return {
    billingPeriod: { value: value as number, unit: unit as BillingPeriodUnit },
    numBillingCycles: cycles as number,
  };
}
