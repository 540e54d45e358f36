/**
 * The product block (docs/markup.md, "Product"): brings a server-rendered product to life. The
 * option pickers choose a variant, whose price (sale price beside the struck regular price),
 * stock (quantity limit, "Sold out") and the subscription plan are written into the markup; the
 * form adds the variant to the server's cart, which the page's cart sync then shows everywhere.
 * What only a pick or a submit needs (printing money, the plan wording, the add to cart) comes
 * in chunks fetched then: a block starts with the server's prices as they are.
 */
import { type BlockContext, createCleanupStore, type Destroy } from '@tessera/runtime';
import {
  isOptionValueAvailable,
  type ProductChoice,
  productChoice,
} from '../product/product-choice';
import { STOREFRONT_MESSAGES as messages } from '../storefront-messages';
import { type ProductParts, productPicks, readProductParts } from './product-parts';
import type { PriceRendering } from './product-prices';
import { storeText } from './store-text';

type Store = ReturnType<typeof createCleanupStore>;

function statusText(choice: ProductChoice): string {
  if (choice.soldOut) return messages.soldOut;
  return choice.onSale ? messages.onSale : '';
}

/** Whether every picker shows the option the server rendered as chosen (its prices are right). */
function showsServerPicks(parts: ProductParts): boolean {
  return parts.options.every((select) => {
    const chosen =
      [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    return select.value === (chosen?.value ?? '');
  });
}

/**
 * Writes the picks' state (sold out, on sale, the add button, the quantity's max) at once, and
 * their prices through the prices chunk unless the markup already shows them (`withPrices`).
 */
function renderChoice(element: HTMLElement, rendering: PriceRendering, withPrices: boolean) {
  const { parts, store, live } = rendering;
  const choice = productChoice(parts.product, productPicks(parts));
  if (parts.regularPrice) {
    store.attribute(parts.regularPrice, 'hidden', choice.regularPriceCents === null ? '' : null);
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
  if (!withPrices) return;
  void import('./product-prices').then(({ renderPrices }) => {
    // The picks as they are now: a later change's answer may come first, and this one repeats it.
    if (live()) renderPrices(rendering, productChoice(parts.product, productPicks(parts)));
  });
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
  const rendering: PriceRendering = { parts, store, page: context?.page, live: () => !destroyed };
  markSoldOutOptions(parts, store);
  renderChoice(element, rendering, !showsServerPicks(parts));
  store.listen(parts.form, 'change', () => renderChoice(element, rendering, true));
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
