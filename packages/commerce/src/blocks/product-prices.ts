/**
 * The product block's money: the price ('from' while no variant is chosen), the struck regular
 * price of a sale and a subscription's plan line, printed in the store currency. A chunk of its
 * own, fetched when a picker changes (or at start when the browser restored other picks than the
 * server rendered): the server's markup already shows the prices of its own picks.
 */
import type { CleanupStore, PageContext } from '@tessera/runtime';
import { formatCents } from '../minor-units-text';
import type { ProductChoice } from '../product/product-choice';
import { storeCurrency } from '../store/store-currency';
import { fillMessage, STOREFRONT_MESSAGES } from '../storefront-messages';
import type { ProductParts } from './product-parts';
import { storeText } from './store-text';

export interface PriceRendering {
  parts: ProductParts;
  store: CleanupStore;
  page: PageContext | undefined;
  /** False once the block is destroyed: a late answer writes nothing. */
  live: () => boolean;
}

/** Writes `choice`'s prices and plan line into the block's markup. */
export function renderPrices(rendering: PriceRendering, choice: ProductChoice): void {
  const { parts, store, page, live } = rendering;
  const currency = storeCurrency(page);
  const money = (cents: number) => formatCents(cents, currency);
  const cents = choice.priceCents;
  if (parts.price && cents !== null) {
    const price = money(cents);
    const text = choice.fromPrice ? fillMessage(STOREFRONT_MESSAGES.fromPrice, { price }) : price;
    storeText(store, parts.price, text);
  }
  const regular = choice.regularPriceCents;
  if (parts.regularPrice && regular !== null) storeText(store, parts.regularPrice, money(regular));
  const plan = parts.product.subscriptionPlan;
  const line = parts.plan;
  if (!line || !plan || cents === null) return;
  // The plan wording is a chunk again: only subscription products fetch it.
  void import('./product-plan').then(({ planText }) => {
    if (live()) storeText(store, line, planText(plan, cents, currency));
  });
}
