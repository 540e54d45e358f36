/**
 * The product block (docs/markup.md, "Product"): brings a server-rendered product to life. The
 * option pickers choose a variant, whose price (sale price beside the struck regular price),
 * stock (quantity limit, "Sold out") and the subscription plan are written into the markup; the
 * form adds the variant to the server's cart, which the page's cart sync then shows everywhere.
 */
import { type BlockContext, createCleanupStore, type Destroy } from '@tessera/runtime';
import { formatCents } from '../minor-units-text';
import {
  isOptionValueAvailable,
  type ProductChoice,
  productChoice,
} from '../product/product-choice';
import { storeCurrency } from '../store/store-currency';
import { fillMessage, STOREFRONT_MESSAGES as messages } from '../storefront-messages';
import { type ProductParts, productPicks, readProductParts } from './product-parts';
import { storeText } from './store-text';

type Store = ReturnType<typeof createCleanupStore>;

function statusText(choice: ProductChoice): string {
  if (choice.soldOut) return messages.soldOut;
  return choice.onSale ? messages.onSale : '';
}

interface Rendering {
  element: HTMLElement;
  parts: ProductParts;
  store: Store;
  currency: string;
  /** False once the block is destroyed: a late plan text is not written. */
  live: () => boolean;
}

/** The plan's wording comes with its own chunk, fetched only by a subscription product. */
function renderPlan({ parts, store, currency, live }: Rendering, priceCents: number) {
  const plan = parts.product.subscriptionPlan;
  const element = parts.plan;
  if (!element || !plan) return;
  void import('./product-plan').then(({ planText }) => {
    if (live()) storeText(store, element, planText(plan, priceCents, currency));
  });
}

function renderChoice(rendering: Rendering) {
  const { element, parts, store, currency } = rendering;
  const money = (cents: number) => formatCents(cents, currency);
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
  if (choice.priceCents !== null) renderPlan(rendering, choice.priceCents);
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

/** The add to cart's code (checks, request, answer) is fetched on the first submit. */
function submit(parts: ProductParts, store: Store, context: BlockContext | undefined): void {
  // Busy from the click on, while the chunk and then the request are on their way.
  parts.add.setAttribute('aria-busy', 'true');
  import('./add-to-cart')
    .then(({ submitProductForm }) => submitProductForm(parts, store, context))
    .catch(() => {
      // The chunk did not arrive: nothing was sent; the shopper may try again.
    })
    .finally(() => parts.add.removeAttribute('aria-busy'));
}

export function init(element: HTMLElement, context?: BlockContext): Destroy {
  const parts = readProductParts(element);
  if (!parts) return () => {};
  const store = createCleanupStore();
  let destroyed = false;
  const rendering: Rendering = {
    element,
    parts,
    store,
    currency: storeCurrency(context?.page),
    live: () => !destroyed,
  };
  const render = () => renderChoice(rendering);
  markSoldOutOptions(parts, store);
  render();
  store.listen(parts.form, 'change', render);
  store.listen(parts.form, 'submit', (event: Event) => {
    event.preventDefault();
    submit(parts, store, context);
  });
  if (parts.config.view === 'item') {
    const productId = parts.config.productId;
    void import('../store/commerce-events').then(({ COMMERCE_EVENTS, trackCommerceEvent }) =>
      trackCommerceEvent(
        COMMERCE_EVENTS.productPageView,
        { productId },
        { page: context?.page, api: context?.api },
      ),
    );
  }
  return () => {
    destroyed = true;
    store.clear();
  };
}
