/**
 * The payment frequency labels of spec 001 §3 with the price formatted ('$10.00 monthly for 12
 * months'): the wording of a subscription plan, apart from its reader (subscription-plan.ts) so
 * that a block reading plans carries the wording only where it shows one.
 */
import { type FormatMoneyOptions, formatMoney } from './format-money';
import { type CommerceMessages, commerceMessages, fillMessage } from './messages';
import type { MoneyLike } from './money';
import { isIndefinitePlan, readSubscriptionPlan, type SubscriptionPlan } from './subscription-plan';

export interface PaymentFrequencyOptions extends FormatMoneyOptions {
  /** Replacement strings, e.g. for a translation (default: COMMERCE_MESSAGES). */
  messages?: Partial<CommerceMessages>;
}

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
 * The plan's payment frequency with its price: '$10.00 monthly', '$10.00 every 2 weeks', and
 * for a fixed number of cycles the whole duration, '$10.00 monthly for 12 months' or
 * '$10.00 every 2 weeks for 6 weeks'. A RangeError for a plan readSubscriptionPlan would refuse.
 */
export function formatPaymentFrequency(
  plan: SubscriptionPlan,
  price: MoneyLike,
  options: PaymentFrequencyOptions = {},
): string {
  const checked = readSubscriptionPlan(plan);
  const { value, unit } = checked.billingPeriod;
  const catalogue = commerceMessages(options.messages);
  const formattedPrice = formatMoney(
    price,
    options.locale === undefined ? undefined : { locale: options.locale },
  );
  const frequency = fillMessage(
    catalogue[value === 1 ? SINGLE_PERIOD[unit] : EVERY_PERIODS[unit]],
    {
      price: formattedPrice,
      count: String(value),
    },
  );
  if (isIndefinitePlan(checked)) return frequency;
  const units = value * checked.numBillingCycles;
  const duration = fillMessage(catalogue[units === 1 ? DURATION_ONE[unit] : DURATION_MANY[unit]], {
    count: String(units),
  });
  return fillMessage(catalogue.frequencyForDuration, { frequency, duration });
}
