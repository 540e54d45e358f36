/**
 * The product form's submit: checks the picks (the browser's own validation first: a required
 * picker, the quantity's min and max), adds the variant to the server's cart, shows the answer on
 * every commerce block of every tab, says what happened in the block's live region, records the
 * add-to-cart event and opens the cart drawer. Its own chunk, fetched on the first submit (the
 * product block marks the button busy meanwhile).
 */
import type { BlockContext, CleanupStore } from '@tessera/runtime';
import { api as pageApi } from '@tessera/runtime';
import { commerceMessages, fillMessage } from '../messages';
import { productChoice } from '../product/product-choice';
import { createCartClient } from '../store/cart-client';
import { sharedCartSync } from '../store/cart-sync';
import { COMMERCE_EVENTS, trackCommerceEvent } from '../store/commerce-events';
import { failureText } from './failure-text';
import { type ProductParts, productPicks } from './product-parts';
import { storeText } from './store-text';

const messages = commerceMessages();

function quantityOf(parts: ProductParts): number {
  if (!parts.quantity) return 1;
  const value = Number(parts.quantity.value);
  return Number.isSafeInteger(value) && value >= 1 ? value : 0;
}

/** The first problem with the picks, said aloud and focused; null when the form can be sent. */
function problemWith(parts: ProductParts): string | null {
  if (!parts.form.reportValidity()) return '';
  const choice = productChoice(parts.product, productPicks(parts));
  const missing = choice.missingOptions[0];
  if (missing !== undefined) {
    parts.options.find((select) => select.getAttribute('data-product-option') === missing)?.focus();
    return fillMessage(messages.chooseOption, { option: missing });
  }
  if (choice.soldOut) return messages.soldOut;
  if (quantityOf(parts) === 0) return messages.unableToAdd;
  return null;
}

/** Sends the form; `store` guards against a block destroyed while the request is out. */
export async function submitProductForm(
  parts: ProductParts,
  store: CleanupStore,
  context?: BlockContext,
): Promise<void> {
  let destroyed = false;
  store.add(() => {
    destroyed = true;
  });
  const say = (text: string) => {
    if (!destroyed && parts.message) storeText(store, parts.message, text);
  };
  const problem = problemWith(parts);
  if (problem !== null) {
    if (problem) say(problem);
    return;
  }
  const api = context?.api ?? pageApi;
  const sync = sharedCartSync(api, createCartClient);
  const variant = productChoice(parts.product, productPicks(parts)).variant;
  const quantity = quantityOf(parts);
  try {
    const cart = await sync.client.add({
      productId: parts.config.productId,
      ...(variant ? { sku: variant.sku } : {}),
      quantity,
    });
    sync.publish(cart);
    say(fillMessage(messages.addedToCart, { name: parts.name }));
    const data = { productId: parts.config.productId, sku: variant?.sku ?? '', quantity };
    void trackCommerceEvent(COMMERCE_EVENTS.addToCart, data, { page: context?.page, api });
    if (parts.config.openCart && !destroyed) {
      const drawer = await import('../cart/cart-drawer');
      drawer.openCartDrawer({ api, page: context?.page });
    }
  } catch (error) {
    say(
      failureText(error, messages.unableToAdd, (count) =>
        fillMessage(messages.onlyLeft, { count: String(count) }),
      ),
    );
  }
}
