/**
 * One cart per page, shared by every commerce block, and kept the same in every tab of the site:
 * a change made here is posted on a BroadcastChannel (or, where there is none, written to
 * localStorage, whose `storage` event reaches the other tabs). The first subscriber starts the
 * first sync (GET the cart) and opens the channel; the last one to leave closes it, so a page
 * whose blocks are destroyed keeps no listener (Nano Stores' lifecycle).
 */
import type { CartClient } from './cart-client';
import { readStoreCart, type StoreCart } from './store-cart';

/** The channel's and the storage key's name. */
export const CART_SYNC_CHANNEL = 'tessera-cart';

export type CartListener = (cart: StoreCart) => void;

export interface CartSync {
  /** The cart as last synced; null before the first sync answered. */
  readonly cart: StoreCart | null;
  /** Calls `listener` with every later cart (and at once when one is known). */
  subscribe(listener: CartListener): () => void;
  /** The first sync: one GET however many blocks ask; a later call answers the known cart. */
  sync(): Promise<StoreCart>;
  /** A cart answered by the server here: shown on this page and posted to the other tabs. */
  publish(cart: StoreCart): void;
  readonly client: CartClient;
}

export interface CartSyncEnvironment {
  BroadcastChannel?: typeof BroadcastChannel;
  window?: Window;
}

interface Transport {
  post(cart: StoreCart): void;
  close(): void;
}

function openTransport(
  environment: CartSyncEnvironment,
  receive: (cart: unknown) => void,
): Transport {
  const Channel = environment.BroadcastChannel;
  if (Channel) {
    const channel = new Channel(CART_SYNC_CHANNEL);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    return { post: (cart) => channel.postMessage(cart), close: () => channel.close() };
  }
  const view = environment.window;
  if (!view) return { post() {}, close() {} };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_SYNC_CHANNEL || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue).cart);
    } catch {
      // Another script's value under our key: not a cart, nothing to show.
    }
  };
  view.addEventListener('storage', onStorage);
  return {
    post(cart) {
      try {
        // The time makes each write a change, so a second identical cart still fires the event.
        view.localStorage.setItem(CART_SYNC_CHANNEL, JSON.stringify({ at: Date.now(), cart }));
      } catch {
        // Storage full or blocked: the other tabs catch up on their next sync.
      }
    },
    close: () => view.removeEventListener('storage', onStorage),
  };
}

/** A cart sync on `client`; blocks share one through sharedCartSync. */
export function createCartSync(
  client: CartClient,
  environment: CartSyncEnvironment = {},
): CartSync {
  const listeners = new Set<CartListener>();
  let cart: StoreCart | null = null;
  let firstSync: Promise<StoreCart> | null = null;
  let transport: Transport | null = null;

  const show = (next: StoreCart) => {
    cart = next;
    for (const listener of [...listeners]) listener(next);
  };
  const receive = (data: unknown) => {
    try {
      show(readStoreCart(data));
    } catch {
      // A malformed message changes nothing on this page.
    }
  };

  return {
    client,
    get cart() {
      return cart;
    },
    subscribe(listener) {
      listeners.add(listener);
      transport ??= openTransport(environment, receive);
      if (cart) listener(cart);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          transport?.close();
          transport = null;
        }
      };
    },
    sync() {
      if (cart) return Promise.resolve(cart);
      firstSync ??= client.load().then(
        (loaded) => {
          // A change published while the GET was on its way is newer than its answer.
          if (!cart) show(loaded);
          return cart ?? loaded;
        },
        (error: unknown) => {
          firstSync = null; // the next block to start asks again
          throw error;
        },
      );
      return firstSync;
    },
    publish(next) {
      show(next);
      // With no subscriber here (a product block alone), a channel opened for this one message.
      const sender = transport ?? openTransport(environment, () => {});
      sender.post(next);
      if (sender !== transport) sender.close();
    },
  };
}

/** One sync per data layer: the page's blocks share the page's `api`, so they share one cart. */
const shared = new WeakMap<object, CartSync>();

/** The page's cart sync for `api`, created on first use with `client(api)`. */
export function sharedCartSync<A extends object>(api: A, client: (api: A) => CartClient): CartSync {
  let sync = shared.get(api);
  if (!sync) {
    // Read when the first subscriber opens the channel, not here: a React render (on the
    // server too) creates the sync without touching the browser's globals.
    sync = createCartSync(client(api), {
      get BroadcastChannel() {
        return globalThis.BroadcastChannel;
      },
      get window() {
        return typeof window === 'undefined' ? undefined : window;
      },
    });
    shared.set(api, sync);
  }
  return sync;
}
