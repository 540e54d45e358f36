// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../src/react/use-cart';
import { createCartClient } from '../src/store/cart-client';
import { createCartSync } from '../src/store/cart-sync';
import { readStoreCart } from '../src/store/store-cart';
import { type Answer, cartEntity, fakeApi, httpError, shirtEntry } from './support/fake-store';

afterEach(cleanup);

const withShirts = (quantity: number) =>
  cartEntity({
    entries: [shirtEntry({ quantity, lineTotalCents: 4900 * quantity })],
    totalQuantity: quantity,
    grandTotalCents: 4900 * quantity,
  });

/** A store whose cart holds two shirts; `change` answers the calls after the first GET. */
function store(change: Answer = () => withShirts(2)) {
  return fakeApi((call) => (call.method === 'GET' ? withShirts(2) : change(call)));
}

async function mounted(api: ReturnType<typeof store>['api']) {
  const hook = renderHook(() => useCart({ api }));
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook;
}

describe('useCart', () => {
  it('loads the cart after mount: loading, then ready with the server cart', async () => {
    const { api, calls } = store();
    const { result } = renderHook(() => useCart({ api }));
    expect([result.current.status, result.current.cart]).toEqual(['loading', null]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cart).toEqual(readStoreCart(withShirts(2)));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/commerce/cart']);
  });

  it('one GET for every hook on the same data layer, under StrictMode double mounts too', async () => {
    const { api, calls } = store();
    const first = renderHook(() => useCart({ api }), { wrapper: StrictMode });
    const second = renderHook(() => useCart({ api }), { wrapper: StrictMode });
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(first.result.current.cart?.totalQuantity).toBe(2);
    expect(calls.length).toBe(1);
  });

  it('adds a product, shows the server cart and says so; busy while the call is out', async () => {
    let answer: (cart: unknown) => void = () => {};
    const { api, calls } = store(() => new Promise((resolve) => (answer = resolve)));
    const { result } = await mounted(api);
    let added: Promise<boolean> = Promise.resolve(false);
    act(() => {
      added = result.current.add({ productId: 'linen-shirt', sku: 'linen-shirt-m', quantity: 1 });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => answer(withShirts(3)));
    expect(await added).toBe(true);
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/commerce/cart/entries',
      body: { productId: 'linen-shirt', sku: 'linen-shirt-m', quantity: 1 },
    });
    expect([
      result.current.busy,
      result.current.cart?.totalQuantity,
      result.current.announcement,
      result.current.failure,
    ]).toEqual([false, 3, 'Linen shirt added to your cart', null]);
  });

  it("a refused add says the server's stock and leaves the cart as it was", async () => {
    const { api } = store(() => {
      throw httpError(409, { error: 'Not enough stock', available: 3 });
    });
    const { result } = await mounted(api);
    let added = true;
    await act(async () => {
      added = await result.current.add({ productId: 'linen-shirt', quantity: 9 });
    });
    expect([added, result.current.failure, result.current.cart?.totalQuantity]).toEqual([
      false,
      'Only 3 left in stock',
      2,
    ]);
  });

  it('sets a quantity; a failed change says the spec words and keeps the cart', async () => {
    let fail = false;
    const { api, calls } = store(() => {
      if (fail) throw new Error('offline');
      return withShirts(5);
    });
    const { result } = await mounted(api);
    await act(() => result.current.setQuantity('entry-1', 5));
    expect(calls[1]).toEqual({
      method: 'PATCH',
      path: '/api/commerce/cart/entries/entry-1',
      body: { quantity: 5 },
    });
    expect(result.current.announcement).toBe('Cart updated. 5 items, total €245.00');
    fail = true;
    await act(() => result.current.setQuantity('entry-1', 6));
    expect([result.current.failure, result.current.cart?.totalQuantity]).toEqual([
      'Unable to update quantity',
      5,
    ]);
    await act(() => result.current.setQuantity('no-such-entry', 1));
    expect(calls.length).toBe(3);
  });

  it('asks the spec question before 0 removes an entry: no keeps it, yes removes it', async () => {
    const { api, calls } = store(() => cartEntity());
    const { result } = await mounted(api);
    let asked: Promise<void> = Promise.resolve();
    act(() => {
      asked = result.current.setQuantity('entry-1', 0);
    });
    expect(result.current.question?.message).toBe(
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    );
    expect(result.current.busy).toBe(false);
    await act(async () => {
      result.current.question?.answer(false);
      await asked;
    });
    expect([result.current.question, calls.length, result.current.cart?.totalQuantity]).toEqual([
      null,
      1,
      2,
    ]);
    act(() => {
      asked = result.current.setQuantity('entry-1', 0);
    });
    await act(async () => {
      result.current.question?.answer(true);
      await asked;
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/commerce/cart',
      'DELETE /api/commerce/cart/entries/entry-1',
    ]);
    expect([result.current.announcement, result.current.cart?.entries]).toEqual([
      'Linen shirt removed from your cart',
      [],
    ]);
  });

  it('applies coupons: an unknown code is said so, a failure in the spec words', async () => {
    let fail = false;
    const { api, calls } = store((call) => {
      if (fail) throw new Error('offline');
      return cartEntity({ invalidCoupons: [(call.body as { code: string }).code] });
    });
    const { result } = await mounted(api);
    await act(() => result.current.applyCoupon('NOPE'));
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/commerce/cart/coupons',
      body: { code: 'NOPE' },
    });
    expect(result.current.announcement).toBe('Coupon NOPE cannot be used with this cart');
    fail = true;
    await act(() => result.current.removeCoupon('NOPE'));
    expect(result.current.failure).toBe('Unable to apply coupon');
  });

  it('a failed first sync says so and leaves no cart', async () => {
    const { api } = fakeApi(() => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useCart({ api }));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect([result.current.cart, result.current.failure]).toEqual([
      null,
      'Unable to load your cart',
    ]);
  });

  it('shows a cart another tab published on the BroadcastChannel', async () => {
    const { api } = store();
    const { result } = await mounted(api);
    const otherTab = createCartSync(createCartClient(api), {
      BroadcastChannel: globalThis.BroadcastChannel,
    });
    otherTab.publish(readStoreCart(withShirts(7)));
    await waitFor(() => expect(result.current.cart?.totalQuantity).toBe(7));
  });
});
