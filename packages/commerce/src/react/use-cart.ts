/**
 * `useCart()`: the storefront cart in a React app, with the rules the cart blocks follow (the
 * spec's question before a quantity of 0 removes an entry, its failure words, the cart left as the
 * server last answered it) and the same sync: one cart per data layer, the first sync shared,
 * every change posted to the other tabs (BroadcastChannel 'tessera-cart'), so a React view, the
 * script's cart indicator and another tab all show one cart. SSR-safe: nothing runs on the
 * server (the cart is null there); the first GET goes out after mount.
 */
import { type Api, api as pageApi } from '@tessera/runtime';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { failureText } from '../blocks/failure-text';
import { type CartActions, createCartActions } from '../cart/cart-actions';
import { commerceMessages, fillMessage } from '../messages';
import { type AddToCartRequest, createCartClient } from '../store/cart-client';
import { type CartSync, sharedCartSync } from '../store/cart-sync';
import type { StoreCart } from '../store/store-cart';
import { countedSync } from './counted-sync';

// Pure: an app that imports only <Price> leaves the catalogue out of its bundle.
const messages = /* @__PURE__ */ commerceMessages();

export interface UseCartOptions {
  /**
   * The data layer the cart calls go through (docs/http-contract `/api/commerce/cart…`). Default:
   * the runtime's `api`, on the page's own origin: the cart the script's blocks show too.
   */
  api?: Api;
}

/** The spec's 0-quantity question, waiting for the app to ask it and pass on the answer. */
export interface CartQuestion {
  /** 'You have set this item's quantity to 0. This will remove it from your cart. …' */
  message: string;
  answer(remove: boolean): void;
}

export interface CartState {
  /** The cart as the server last answered it (here or in another tab); null until the first sync. */
  cart: StoreCart | null;
  /** 'loading' until the first sync answers, 'failed' when it failed with no cart to show. */
  status: 'loading' | 'ready' | 'failed';
  /** True while a change (add, quantity, removal, coupon) is on its way to the server. */
  busy: boolean;
  /** The last failure in the spec's words ('Unable to update quantity'); null after a success. */
  failure: string | null;
  /** What the last change did, for a polite live region ('Linen shirt added to your cart'). */
  announcement: string;
  /** The 0-quantity question while it waits for an answer. */
  question: CartQuestion | null;
  /** Adds a product (its variant's `sku` when it has several); resolves true once added. */
  add(request: AddToCartRequest): Promise<boolean>;
  /** Sets an entry's quantity; 0 asks `question` first and removes the entry on yes. */
  setQuantity(entryId: string, quantity: number): Promise<void>;
  remove(entryId: string): Promise<void>;
  /** Applies a coupon code; one the store does not know lands in `cart.invalidCoupons`, said so. */
  applyCoupon(code: string): Promise<void>;
  removeCoupon(code: string): Promise<void>;
}

type CartOperations = Pick<
  CartState,
  'add' | 'setQuantity' | 'remove' | 'applyCoupon' | 'removeCoupon'
>;

interface Feedback {
  announce(text: string): void;
  fail(text: string | null): void;
}

const noCart = () => null;
const onlyLeft = (count: number) => fillMessage(messages.onlyLeft, { count: String(count) });

/** The product block's add (the cart view's actions have none), with its words. */
async function addToCart(
  sync: CartSync,
  request: AddToCartRequest,
  feedback: Feedback,
): Promise<boolean> {
  try {
    const cart = await sync.client.add(request);
    sync.publish(cart);
    const entry = cart.entries.find(
      (item) =>
        item.productId === request.productId &&
        (request.sku === undefined || item.sku === request.sku),
    );
    feedback.fail(null);
    feedback.announce(
      fillMessage(messages.addedToCart, { name: entry?.productName ?? request.productId }),
    );
    return true;
  } catch (error) {
    feedback.fail(failureText(error, messages.unableToAdd, onlyLeft));
    return false;
  }
}

/** The operations on entry ids, for an app that keeps ids rather than entry objects. */
function cartOperations(sync: CartSync, actions: CartActions, feedback: Feedback): CartOperations {
  const entryOf = (entryId: string) => sync.cart?.entries.find((entry) => entry.id === entryId);
  return {
    add: (request) => addToCart(sync, request, feedback),
    async setQuantity(entryId, quantity) {
      const entry = entryOf(entryId);
      if (entry) await actions.setQuantity(entry, quantity);
      else feedback.fail(messages.unableToUpdateQuantity);
    },
    async remove(entryId) {
      const entry = entryOf(entryId);
      if (entry) await actions.remove(entry);
      else feedback.fail(messages.unableToRemoveItem);
    },
    applyCoupon: actions.applyCoupon,
    removeCoupon: actions.removeCoupon,
  };
}

/** Starts the first sync after mount; true once it failed (StrictMode's second mount shares it). */
function useFirstSync(sync: CartSync, onFailure: () => void): boolean {
  const [failed, setFailed] = useState(false);
  const failure = useRef(onFailure);
  failure.current = onFailure;
  useEffect(() => {
    let active = true;
    sync.sync().then(
      () => active && setFailed(false),
      () => {
        if (!active) return;
        setFailed(true);
        failure.current();
      },
    );
    return () => {
      active = false;
    };
  }, [sync]);
  return failed;
}

export function useCart(options: UseCartOptions = {}): CartState {
  const api = options.api ?? pageApi;
  const shared = useMemo(() => sharedCartSync(api, createCartClient), [api]);
  const cart = useSyncExternalStore(shared.subscribe, () => shared.cart, noCart);
  const [inFlight, setInFlight] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [question, setQuestion] = useState<CartQuestion | null>(null);
  const loadFailed = useFirstSync(shared, () => setFailure(messages.unableToLoadCart));

  const operations = useMemo(() => {
    const sync = countedSync(shared, (step) => setInFlight((count) => count + step));
    const feedback: Feedback = { announce: setAnnouncement, fail: setFailure };
    const confirmRemoval = (message: string) =>
      new Promise<boolean>((resolve) =>
        setQuestion({
          message,
          answer(remove) {
            setQuestion(null);
            resolve(remove);
          },
        }),
      );
    const actions = createCartActions(sync, { ...feedback, confirmRemoval });
    return cartOperations(sync, actions, feedback);
  }, [shared]);

  return {
    cart,
    status: cart ? 'ready' : loadFailed ? 'failed' : 'loading',
    busy: inFlight > 0,
    failure,
    announcement,
    question,
    ...operations,
  };
}
