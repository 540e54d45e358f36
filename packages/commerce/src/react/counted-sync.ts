import type { CartClient } from '../store/cart-client';
import type { CartSync } from '../store/cart-sync';

/**
 * `sync` whose client reports each call's start and end (`onChange(+1)`, `onChange(-1)`), so a
 * view can say it is busy exactly while a call is on its way, not while it asks a question.
 */
export function countedSync(sync: CartSync, onChange: (step: 1 | -1) => void): CartSync {
  const count =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      onChange(1);
      return call(...args).finally(() => onChange(-1));
    };
  const { client } = sync;
  const counted: CartClient = {
    load: count(client.load),
    add: count(client.add),
    setQuantity: count(client.setQuantity),
    remove: count(client.remove),
    applyCoupon: count(client.applyCoupon),
    removeCoupon: count(client.removeCoupon),
    setShipping: count(client.setShipping),
  };
  return {
    get cart() {
      return sync.cart;
    },
    subscribe: sync.subscribe,
    sync: sync.sync,
    publish: sync.publish,
    client: counted,
  };
}
