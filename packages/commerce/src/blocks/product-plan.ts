/**
 * A subscription plan as the store words it ('Subscription: €9.00 monthly for 12 months'), from
 * the cents the product data or the cart holds: the product block's chunk of its own (only
 * subscription products need it), and the cart's entries.
 */
import { commerceMessages } from '../messages';
import { formatCents } from '../minor-units-text';
import { planFrequencyText } from '../plan-frequency-text';
import { fillMessage } from '../storefront-messages';
import type { SubscriptionPlan } from '../subscription-plan';

/** The plan line for `plan` at `priceCents` of `currency`. */
export function planText(plan: SubscriptionPlan, priceCents: number, currency: string): string {
  const messages = commerceMessages();
  const frequency = planFrequencyText(plan, formatCents(priceCents, currency), messages);
  return fillMessage(messages.planEvery, { plan: frequency });
}
