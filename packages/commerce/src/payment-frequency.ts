/**
 * The payment frequency labels of spec 001 §3 with the price formatted ('$10.00 monthly for 12
 * months'): the wording of a subscription plan, apart from its reader (subscription-plan.ts) so
 * that a block reading plans carries the wording only where it shows one.
 */
import { type FormatMoneyOptions, formatMoney } from './format-money';
import { type CommerceMessages, commerceMessages } from './messages';
import type { MoneyLike } from './money';
import { planFrequencyText } from './plan-frequency-text';
import { readSubscriptionPlan, type SubscriptionPlan } from './subscription-plan';

export interface PaymentFrequencyOptions extends FormatMoneyOptions {
  /** Replacement strings, e.g. for a translation (default: COMMERCE_MESSAGES). */
  messages?: Partial<CommerceMessages>;
}

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
  // The plan is checked before the price, so a bad plan is the error named whatever the price.
  const checked = readSubscriptionPlan(plan);
  const formattedPrice = formatMoney(
    price,
    options.locale === undefined ? undefined : { locale: options.locale },
  );
  return planFrequencyText(checked, formattedPrice, commerceMessages(options.messages));
}
