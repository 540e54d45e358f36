/**
 * The payment frequency labels of spec 001 §3 around an already printed price: the wording that
 * formatPaymentFrequency and the store blocks share. The blocks hold cents, so they print them
 * with formatCents and never load formatMoney's float rounding for a plan line.
 */
import type { CommerceMessages } from './messages';
import { fillMessage } from './storefront-messages';
import { isIndefinitePlan, type SubscriptionPlan } from './subscription-plan';

const SINGLE_PERIOD = {
  week: 'frequencyWeekly',
  month: 'frequencyMonthly',
  year: 'frequencyYearly',
} as const;
const EVERY_PERIODS = {
  week: 'frequencyEveryWeeks',
  month: 'frequencyEveryMonths',
  year: 'frequencyEveryYears',
} as const;
const DURATION_ONE = {
  week: 'durationWeek',
  month: 'durationMonth',
  year: 'durationYear',
} as const;
const DURATION_MANY = {
  week: 'durationWeeks',
  month: 'durationMonths',
  year: 'durationYears',
} as const;

/**
 * '{price} monthly', '{price} every 2 weeks', and for a fixed number of cycles the whole
 * duration, '{price} monthly for 12 months'. `plan` is one readSubscriptionPlan answered: its
 * callers read the server's plan once.
 */
export function planFrequencyText(
  plan: SubscriptionPlan,
  price: string,
  catalogue: CommerceMessages,
): string {
  const { value, unit } = plan.billingPeriod;
  const frequency = fillMessage(
    catalogue[value === 1 ? SINGLE_PERIOD[unit] : EVERY_PERIODS[unit]],
    { price, count: String(value) },
  );
  if (isIndefinitePlan(plan)) return frequency;
  const units = value * plan.numBillingCycles;
  const duration = fillMessage(catalogue[units === 1 ? DURATION_ONE[unit] : DURATION_MANY[unit]], {
    count: String(units),
  });
  return fillMessage(catalogue.frequencyForDuration, { frequency, duration });
}
