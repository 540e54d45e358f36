/**
 * What a shopper does to the cart, with the spec's rules: a quantity set to 0 asks first ('You
 * have set this item's quantity to 0. This will remove it from your cart. Would you like to
 * continue?') and removes the entry only on yes; a failed call says 'Unable to update quantity'
 * or 'Unable to remove item' and leaves the cart as it was (nothing is published until the
 * server answered). Every success is published to the page and the other tabs, and announced.
 */
import { failureText } from '../blocks/failure-text';
import { commerceMessages, fillMessage } from '../messages';
import type { ShippingChoice } from '../store/cart-client';
import type { CartSync } from '../store/cart-sync';
import type { CartEntry, StoreCart } from '../store/store-cart';
import { cartMoney } from './cart-money';

const messages = commerceMessages();

export interface CartActionHooks {
  /**
   * Asks the 0-quantity question; resolves true for yes. `asker` is the control that asked (the
   * quantity field, −), for focus to go back to after the answer.
   */
  confirmRemoval(message: string, asker?: HTMLElement | null): Promise<boolean>;
  /** An entry has left the cart (published, not yet rendered): the view may move focus. */
  removed?(entry: CartEntry): void;
  /** Says a result in the live region. */
  announce(message: string): void;
  /** Shows a failure beside the cart (null clears it). */
  fail(message: string | null): void;
}

export interface CartActions {
  /** `asker`: the control that set it, handed to the 0-quantity question. */
  setQuantity(entry: CartEntry, quantity: number, asker?: HTMLElement | null): Promise<void>;
  remove(entry: CartEntry): Promise<void>;
  applyCoupon(code: string): Promise<void>;
  removeCoupon(code: string): Promise<void>;
  setShipping(choice: ShippingChoice): Promise<void>;
}

const onlyLeft = (count: number) => fillMessage(messages.onlyLeft, { count: String(count) });

export function createCartActions(sync: CartSync, hooks: CartActionHooks): CartActions {
  const run = async (
    call: () => Promise<StoreCart>,
    fallback: string,
    success: (cart: StoreCart) => string,
  ) => {
    try {
      const cart = await call();
      hooks.fail(null);
      sync.publish(cart);
      hooks.announce(success(cart));
    } catch (error) {
      hooks.fail(failureText(error, fallback, onlyLeft));
    }
  };
  const removeEntry = (entry: CartEntry) =>
    run(
      () => sync.client.remove(entry.id),
      messages.unableToRemoveItem,
      () => {
        hooks.removed?.(entry);
        return fillMessage(messages.itemRemoved, { name: entry.productName });
      },
    );
  return {
    async setQuantity(entry, quantity, asker) {
      if (!Number.isSafeInteger(quantity) || quantity < 0) {
        hooks.fail(messages.unableToUpdateQuantity);
        return;
      }
      if (quantity === entry.quantity) return;
      if (quantity === 0) {
        if (await hooks.confirmRemoval(messages.zeroQuantityConfirm, asker)) {
          await removeEntry(entry);
        }
        return;
      }
      await run(
        () => sync.client.setQuantity(entry.id, quantity),
        messages.unableToUpdateQuantity,
        (cart) => cartSummary(cart),
      );
    },
    remove: removeEntry,
    applyCoupon: (code) =>
      run(
        () => sync.client.applyCoupon(code),
        messages.unableToApplyCoupon,
        (cart) =>
          fillMessage(
            cart.invalidCoupons.includes(code) ? messages.couponInvalid : messages.couponApplied,
            { code },
          ),
      ),
    removeCoupon: (code) =>
      run(() => sync.client.removeCoupon(code), messages.unableToApplyCoupon, cartSummary),
    setShipping: (choice) =>
      run(() => sync.client.setShipping(choice), messages.unableToUpdateShipping, cartSummary),
  };
}

/** 'Cart updated. 3 items, total €64.90' for the live region. */
function cartSummary(cart: StoreCart): string {
  const count =
    cart.totalQuantity === 1
      ? messages.cartItemsOne
      : fillMessage(messages.cartItemsMany, { count: String(cart.totalQuantity) });
  return fillMessage(messages.cartUpdated, { count, total: cartMoney(cart, cart.grandTotalCents) });
}
