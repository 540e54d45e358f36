/**
 * A subscription plan as the store words it ('Subscription: €9.00 monthly for 12 months'), from
 * the cents the product data or the cart holds: the product block's chunk of its own (only
 * subscription products need it), and the cart's entries.
 */
import { commerceMessages } from '../messages';
import { formatCents } from '../minor-units-text';
import { planFrequencyText } from '../plan-frequency-text';
import { fillMessage } from '../storefront-messages';
import { readSubscriptionPlan } from '../subscription-plan';

/**
 * The plan line for `plan` (server data, read here once) at `priceCents` of `currency`. A
 * RangeError for a plan readSubscriptionPlan refuses.
 */
export function planText(plan: unknown, priceCents: number, currency: string): string {
  const messages = commerceMessages();
  const price = formatCents(priceCents, currency);
  const frequency = planFrequencyText(readSubscriptionPlan(plan), price, messages);
  return fillMessage(messages.planEvery, { plan: frequency });
}
