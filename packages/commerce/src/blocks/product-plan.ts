/**
 * A subscription product's plan as the product block words it ('Subscription: €9.00 monthly for
 * 12 months'): a chunk of its own, since only subscription products need the plan wording.
 */
import { commerceMessages, fillMessage } from '../messages';
import { fromMinorUnits } from '../money';
import { formatPaymentFrequency } from '../payment-frequency';
import type { SubscriptionPlan } from '../subscription-plan';

/** The plan line for `plan` at `priceCents` of `currency`. */
export function planText(plan: SubscriptionPlan, priceCents: number, currency: string): string {
  const frequency = formatPaymentFrequency(plan, fromMinorUnits(priceCents, currency));
  return fillMessage(commerceMessages().planEvery, { plan: frequency });
}
