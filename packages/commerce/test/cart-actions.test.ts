import { describe, expect, it } from 'vitest';
import { createCartActions } from '../src/cart/cart-actions';
import { createCartClient } from '../src/store/cart-client';
import { createCartSync } from '../src/store/cart-sync';
import { readStoreCart } from '../src/store/store-cart';
import { type Answer, cartEntity, fakeApi, httpError, shirtEntry } from './support/fake-store';

const ZERO_QUESTION =
  "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?";

function setup(answer: Answer, confirmAnswer = true) {
  const { api, calls } = fakeApi(answer);
  const sync = createCartSync(createCartClient(api));
  const start = readStoreCart(
    cartEntity({
      entries: [shirtEntry()],
      totalQuantity: 2,
      subtotalCents: 9800,
      grandTotalCents: 9800,
    }),
  );
  sync.publish(start);
  const log = {
    asked: [] as string[],
    askers: [] as unknown[],
    removed: [] as string[],
    announced: [] as string[],
    failures: [] as (string | null)[],
  };
  const actions = createCartActions(sync, {
    confirmRemoval: async (message, asker) => {
      log.asked.push(message);
      log.askers.push(asker);
      return confirmAnswer;
    },
    removed: (removed) => log.removed.push(removed.id),
    announce: (message) => log.announced.push(message),
    fail: (message) => log.failures.push(message),
  });
  return { actions, sync, calls, log, start, entry: start.entries[0]! };
}

describe('cart actions', () => {
  it('a new quantity is sent as { quantity } by PATCH, published and announced with the server total', async () => {
    const { actions, sync, calls, log, entry } = setup(() =>
      cartEntity({
        entries: [shirtEntry({ quantity: 3, lineTotalCents: 14700 })],
        totalQuantity: 3,
        grandTotalCents: 14700,
      }),
    );
    await actions.setQuantity(entry, 3);
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/commerce/cart/entries/entry-1', body: { quantity: 3 } },
    ]);
    expect([sync.cart?.totalQuantity, log.announced, log.failures]).toEqual([
      3,
      ['Cart updated. 3 items, total €147.00'],
      [null],
    ]);
  });

  it('0 asks the spec question; yes removes the entry by DELETE', async () => {
    const { actions, calls, log, entry } = setup(() => cartEntity());
    await actions.setQuantity(entry, 0);
    expect(log.asked).toEqual([ZERO_QUESTION]);
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/commerce/cart/entries/entry-1', body: undefined },
    ]);
    expect(log.announced).toEqual(['Linen shirt removed from your cart']);
  });

  it('0 answered no changes nothing and calls nothing', async () => {
    const { actions, sync, calls, log, entry, start } = setup(() => cartEntity(), false);
    await actions.setQuantity(entry, 0);
    expect([log.asked, calls, sync.cart, log.removed]).toEqual([[ZERO_QUESTION], [], start, []]);
  });

  it('the question is handed the control that asked; a removal, once published, is told to the view', async () => {
    const { actions, sync, log, entry } = setup(() => cartEntity());
    const field = { name: 'the quantity field' } as unknown as HTMLElement;
    await actions.setQuantity(entry, 0, field);
    expect([log.askers, log.removed, sync.cart?.entries]).toEqual([[field], ['entry-1'], []]);
    const failing = setup(() => {
      throw httpError(500, { error: 'boom' });
    });
    await failing.actions.remove(failing.entry);
    expect(failing.log.removed).toEqual([]);
  });

  it("a failed update says 'Unable to update quantity' and leaves the cart as it was", async () => {
    const { actions, sync, log, entry, start } = setup(() => {
      throw new Error('network');
    });
    await actions.setQuantity(entry, 5);
    expect([log.failures, log.announced, sync.cart]).toEqual([
      ['Unable to update quantity'],
      [],
      start,
    ]);
  });

  it("a failed removal says 'Unable to remove item' and leaves the cart as it was", async () => {
    const { actions, sync, log, entry, start } = setup(() => {
      throw httpError(500, { error: 'boom' });
    });
    await actions.remove(entry);
    expect([log.failures, sync.cart]).toEqual([['Unable to remove item'], start]);
  });

  it('beyond stock (409) says how many are left; a 404 shows the server text', async () => {
    const stock = setup(() => {
      throw httpError(409, { error: 'Out of stock', available: 4 });
    });
    await stock.actions.setQuantity(stock.entry, 30);
    const gone = setup(() => {
      throw httpError(404, { error: 'No such entry' });
    });
    await gone.actions.setQuantity(gone.entry, 3);
    expect([stock.log.failures, gone.log.failures]).toEqual([
      ['Only 4 left in stock'],
      ['No such entry'],
    ]);
  });

  it('a negative or fractional quantity is refused without a call; the same quantity is no call', async () => {
    const { actions, calls, log, entry } = setup(() => cartEntity());
    await actions.setQuantity(entry, -1);
    await actions.setQuantity(entry, 1.5);
    await actions.setQuantity(entry, 2);
    expect([calls, log.failures]).toEqual([
      [],
      ['Unable to update quantity', 'Unable to update quantity'],
    ]);
  });

  it('a coupon goes as { code }; the answer tells valid from invalid', async () => {
    const { actions, calls, log } = setup((call) =>
      cartEntity({
        validCoupons: (call.body as { code: string }).code === 'TOTE5' ? ['TOTE5'] : [],
        invalidCoupons: (call.body as { code: string }).code === 'NOPE' ? ['NOPE'] : [],
      }),
    );
    await actions.applyCoupon('TOTE5');
    await actions.applyCoupon('NOPE');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/commerce/cart/coupons', { code: 'TOTE5' }],
      ['POST', '/api/commerce/cart/coupons', { code: 'NOPE' }],
    ]);
    expect(log.announced).toEqual([
      'Coupon TOTE5 applied',
      'Coupon NOPE cannot be used with this cart',
    ]);
  });

  it('a coupon is removed by its percent-encoded code; shipping goes by PUT', async () => {
    const { actions, calls } = setup(() => cartEntity());
    await actions.removeCoupon('A/B #1');
    await actions.setShipping({ shippingOptionId: 'express' });
    await actions.setShipping({ location: { country: 'NL', postalCode: '1011' } });
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['DELETE', '/api/commerce/cart/coupons/A%2FB%20%231', undefined],
      ['PUT', '/api/commerce/cart/shipping', { shippingOptionId: 'express' }],
      ['PUT', '/api/commerce/cart/shipping', { location: { country: 'NL', postalCode: '1011' } }],
    ]);
  });

  it('a malformed server answer is a failure, not a broken cart', async () => {
    const { actions, sync, log, entry, start } = setup(() => ({ totalQuantity: 'lots' }));
    await actions.setQuantity(entry, 3);
    expect([log.failures, sync.cart]).toEqual([['Unable to update quantity'], start]);
  });
});
