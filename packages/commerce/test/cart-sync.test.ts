// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartClient } from '../src/store/cart-client';
import { CART_SYNC_CHANNEL, createCartSync } from '../src/store/cart-sync';
import { readStoreCart } from '../src/store/store-cart';
import { cartEntity, fakeApi } from './support/fake-store';

const cartOf = (totalQuantity: number) => readStoreCart(cartEntity({ totalQuantity }));

afterEach(() => localStorage.clear());

describe('createCartSync', () => {
  it('the first sync is one GET however many ask, and every subscriber hears it', async () => {
    const { api, calls } = fakeApi(() => cartEntity({ totalQuantity: 3 }));
    const sync = createCartSync(createCartClient(api));
    const heard: number[] = [];
    sync.subscribe((cart) => heard.push(cart.totalQuantity));
    const [first, second] = await Promise.all([sync.sync(), sync.sync()]);
    expect([
      first.totalQuantity,
      second.totalQuantity,
      heard,
      calls.map((call) => `${call.method} ${call.path}`),
    ]).toEqual([3, 3, [3], ['GET /api/commerce/cart']]);
    expect(sync.cart?.totalQuantity).toBe(3);
  });

  it('a failed first sync is asked again by the next block', async () => {
    let fail = true;
    const { api, calls } = fakeApi(() => {
      if (fail) throw new Error('offline');
      return cartEntity({ totalQuantity: 1 });
    });
    const sync = createCartSync(createCartClient(api));
    await expect(sync.sync()).rejects.toThrow('offline');
    fail = false;
    expect((await sync.sync()).totalQuantity).toBe(1);
    expect(calls.length).toBe(2);
  });

  it('a cart published in one tab reaches the others over the BroadcastChannel', async () => {
    const { api } = fakeApi(() => cartEntity());
    const environment = { BroadcastChannel: globalThis.BroadcastChannel };
    const here = createCartSync(createCartClient(api), environment);
    const there = createCartSync(createCartClient(api), environment);
    const heard = new Promise<[number, string]>((resolve) =>
      there.subscribe((cart) => resolve([cart.totalQuantity, cart.currencyCode])),
    );
    const stop = here.subscribe(() => {});
    here.publish(cartOf(7));
    expect(await heard).toEqual([7, 'EUR']);
    stop();
  });

  it('without BroadcastChannel, another tab hears the storage event; a foreign value is ignored', () => {
    const { api } = fakeApi(() => cartEntity());
    const there = createCartSync(createCartClient(api), { window });
    const heard: number[] = [];
    const stop = there.subscribe((cart) => heard.push(cart.totalQuantity));
    const fire = (newValue: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: CART_SYNC_CHANNEL, newValue }));
    fire(JSON.stringify({ at: 1, cart: cartOf(4) }));
    fire('not json');
    fire(JSON.stringify({ at: 2, cart: { totalQuantity: 'many' } }));
    expect(heard).toEqual([4]);
    stop();
    fire(JSON.stringify({ at: 3, cart: cartEntity({ totalQuantity: 5 }) }));
    expect(heard).toEqual([4]);
  });

  it('publishing writes the cart for the other tabs when there is no channel', () => {
    vi.spyOn(Date, 'now').mockReturnValue(42);
    const { api } = fakeApi(() => cartEntity());
    const here = createCartSync(createCartClient(api), { window });
    here.publish(cartOf(2));
    expect(JSON.parse(localStorage.getItem(CART_SYNC_CHANNEL) ?? '{}')).toEqual({
      at: 42,
      cart: JSON.parse(JSON.stringify(cartOf(2))),
    });
    vi.restoreAllMocks();
  });
});
