/**
 * The cart indicator (docs/markup.md, "Cart indicator"): the cart's quantity as the spec shows it
 * (up to 100, then '100+', spoken 'More than 100 items'), from the first sync on (spec 002 §3:
 * the indicator becomes initialised on first sync, marked data-cart-state="initialized") and
 * after every change in this tab or another. A click opens the cart drawer; with a modifier key,
 * or without the script, the link goes to the full-page cart.
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  api as pageApi,
  readBlockConfig,
} from '@tessera/runtime';
import { formatCartQuantity } from '../format-cart-quantity';
import { createCartClient } from '../store/cart-client';
import { sharedCartSync } from '../store/cart-sync';
import type { StoreCart } from '../store/store-cart';
import { STOREFRONT_MESSAGES as messages } from '../storefront-messages';
import { storeText } from './store-text';

export function init(element: HTMLElement, context?: BlockContext): Destroy {
  let malformed = false;
  const config =
    readBlockConfig<Record<string, unknown>>(element, (problem) => {
      malformed = true;
      console.warn(`[tessera] ${problem}`, element);
    }) ?? {};
  // The block kit's rule: a configuration that is no JSON object leaves the markup alone.
  if (malformed) return () => {};
  const store = createCleanupStore();
  const count = element.querySelector('[data-cart-quantity]');
  const sync = sharedCartSync(context?.api ?? pageApi, createCartClient);
  const show = (cart: StoreCart) => {
    const display = formatCartQuantity(cart.totalQuantity);
    if (count) storeText(store, count, display.text);
    store.attribute(element, 'aria-label', `${messages.cart}, ${display.label}`);
    store.attribute(element, 'data-cart-state', 'initialized');
  };
  store.add(sync.subscribe(show));
  sync.sync().catch(() => {
    // The server's count stays; the next change or another tab's brings the real one.
  });
  if (config.opens !== 'page') {
    store.listen(element, 'click', (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      void import('../cart/cart-drawer').then((drawer) =>
        drawer.openCartDrawer({ api: context?.api, page: context?.page }),
      );
    });
  }
  return () => store.clear();
}
