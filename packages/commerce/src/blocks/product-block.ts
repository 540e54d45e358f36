/**
 * The product block (docs/markup.md, "Product"): brings a server-rendered product to life. The
 * option pickers choose a variant, whose price (sale price beside the struck regular price),
 * stock (quantity limit, "Sold out") and the subscription plan are written into the markup; the
 * form adds the variant to the server's cart, which the page's cart sync then shows everywhere.
 */
import { type BlockContext, createCleanupStore, type Destroy } from '@tessera/runtime';
import { formatMoney } from '../format-money';
import { commerceMessages, fillMessage } from '../messages';
import { fromMinorUnits } from '../money';
import {
  isOptionValueAvailable,
  type ProductChoice,
  productChoice,
} from '../product/product-choice';
import { COMMERCE_EVENTS, trackCommerceEvent } from '../store/commerce-events';
import { storeCurrency } from '../store/store-currency';
import { formatPaymentFrequency } from '../subscription-plan';
import { submitProductForm } from './add-to-cart';
import { type ProductParts, productPicks, readProductParts } from './product-parts';
import { storeText } from './store-text';

const messages = commerceMessages();

type Store = ReturnType<typeof createCleanupStore>;

function statusText(choice: ProductChoice): string {
  if (choice.soldOut) return messages.soldOut;
  return choice.onSale ? messages.onSale : '';
}

type Money = ((cents: number) => string) & { currency: string };

function renderChoice(element: HTMLElement, parts: ProductParts, store: Store, money: Money) {
  const choice = productChoice(parts.product, productPicks(parts));
  if (parts.price && choice.priceCents !== null) {
    const price = money(choice.priceCents);
    storeText(
      store,
      parts.price,
      choice.fromPrice ? fillMessage(messages.fromPrice, { price }) : price,
    );
  }
  if (parts.regularPrice) {
    const regular = choice.regularPriceCents;
    if (regular !== null) storeText(store, parts.regularPrice, money(regular));
    store.attribute(parts.regularPrice, 'hidden', regular === null ? '' : null);
  }
  if (parts.status) storeText(store, parts.status, statusText(choice));
  store.attribute(
    element,
    'data-product-state',
    choice.soldOut ? 'sold-out' : choice.onSale ? 'on-sale' : null,
  );
  store.attribute(parts.add, 'disabled', choice.soldOut ? '' : null);
  if (parts.quantity) {
    const max = choice.maxQuantity;
    store.attribute(
      parts.quantity,
      'max',
      max === null || max === 0 ? parts.serverMaxQuantity : String(max),
    );
  }
  const plan = parts.product.subscriptionPlan;
  if (parts.plan && plan && choice.priceCents !== null) {
    const price = fromMinorUnits(choice.priceCents, money.currency);
    storeText(
      store,
      parts.plan,
      fillMessage(messages.planEvery, { plan: formatPaymentFrequency(plan, price) }),
    );
  }
}

/** Options whose every variant is out of stock say so, as Shopify's pickers do. */
function markSoldOutOptions(parts: ProductParts, store: Store): void {
  for (const select of parts.options) {
    const name = select.getAttribute('data-product-option') ?? '';
    for (const option of select.options) {
      if (option.value === '' || isOptionValueAvailable(parts.product, name, option.value))
        continue;
      storeText(store, option, `${option.text} (${messages.soldOut})`);
    }
  }
}

export function init(element: HTMLElement, context?: BlockContext): Destroy {
  const parts = readProductParts(element);
  if (!parts) return () => {};
  const store = createCleanupStore();
  const currency = storeCurrency(context?.page);
  const money: Money = Object.assign(
    (cents: number) => formatMoney(fromMinorUnits(cents, currency)),
    { currency },
  );
  const render = () => renderChoice(element, parts, store, money);
  markSoldOutOptions(parts, store);
  render();
  store.listen(parts.form, 'change', render);
  store.listen(parts.form, 'submit', (event: Event) => {
    event.preventDefault();
    void submitProductForm(parts, store, context);
  });
  if (parts.config.view === 'item') {
    void trackCommerceEvent(
      COMMERCE_EVENTS.productPageView,
      { productId: parts.config.productId },
      { page: context?.page, api: context?.api },
    );
  }
  return () => store.clear();
}
