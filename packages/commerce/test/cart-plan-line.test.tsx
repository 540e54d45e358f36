/**
 * The cart's plan line under an entry ('Subscription: €49.00 monthly for 12 months'): the
 * server's plan is read (checked, its unit's case folded) once per line, and a plan the client
 * cannot word leaves the line out while the entry still shows.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPaymentFrequency } from '../src';
import { CartEntryRow } from '../src/cart/cart-entry-row';
import { readStoreCart } from '../src/store/store-cart';
import { readSubscriptionPlan } from '../src/subscription-plan';
import { cartEntity, shirtEntry } from './support/fake-store';

vi.mock('../src/subscription-plan', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/subscription-plan')>();
  return { ...actual, readSubscriptionPlan: vi.fn(actual.readSubscriptionPlan) };
});
afterEach(() => vi.mocked(readSubscriptionPlan).mockClear());

const noActions = {
  setQuantity: async () => {},
  remove: async () => {},
  applyCoupon: async () => {},
  removeCoupon: async () => {},
  setShipping: async () => {},
};

function planLines(subscriptionPlan: unknown): string[] {
  const cart = readStoreCart(
    cartEntity({ entries: [shirtEntry({ subscriptionPlan, onSale: false })] }),
  );
  const [entry] = cart.entries;
  if (!entry) throw new Error('the cart has no entry');
  const html = renderToStaticMarkup(<CartEntryRow cart={cart} entry={entry} actions={noActions} />);
  return [...html.matchAll(/<p class="muted">([^<]*)<\/p>/g)].map((match) => match[1] ?? '');
}

describe("the cart's plan line", () => {
  it('reads the plan once and words it', () => {
    const plan = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 };
    expect(planLines(plan)).toEqual([
      'Size: M',
      'Subscription: €49.00 monthly for 12 months',
      '€49.00',
    ]);
    expect(vi.mocked(readSubscriptionPlan).mock.calls).toEqual([[plan]]);
  });

  it('leaves out a plan the client cannot word, after one read', () => {
    const plan = { billingPeriod: { value: 1, unit: 'fortnight' }, numBillingCycles: 0 };
    expect(planLines(plan)).toEqual(['Size: M', '€49.00']);
    expect(vi.mocked(readSubscriptionPlan)).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for an entry without a plan', () => {
    expect(planLines(null)).toEqual(['Size: M', '€49.00']);
    expect(vi.mocked(readSubscriptionPlan)).not.toHaveBeenCalled();
  });
});

describe('formatPaymentFrequency', () => {
  it('reads its plan once', () => {
    const plan = { billingPeriod: { value: 2, unit: 'week' as const }, numBillingCycles: 3 };
    expect(formatPaymentFrequency(plan, { currencyCode: 'USD', value: 10 })).toBe(
      '$10.00 every 2 weeks for 6 weeks',
    );
    expect(vi.mocked(readSubscriptionPlan)).toHaveBeenCalledTimes(1);
  });
});
