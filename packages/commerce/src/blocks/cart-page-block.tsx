/**
 * The full-page cart (docs/markup.md, "Cart page"): on the cart page (/cart, or a page of type 200
 * "show cart"), the full-page cart root element `<div data-block="cart">` gets the same cart view
 * as the drawer, in a shadow root of its own so the site's CSS and the cart's stay apart. What
 * the server put in the root (a "Loading your cart" line, a noscript link) is hidden meanwhile
 * and comes back on destroy.
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  api as pageApi,
} from '@tessera/runtime';
import { adoptStylesInto, themeStyles } from '@tessera/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cartStyles } from '../cart/cart-styles';
import { CartView } from '../cart/cart-view';
import { goToCheckout } from '../go-to-checkout';
import { createCartClient } from '../store/cart-client';
import { sharedCartSync } from '../store/cart-sync';
import { COMMERCE_EVENTS, trackCommerceEvent } from '../store/commerce-events';

export function init(element: HTMLElement, context?: BlockContext): Destroy {
  const store = createCleanupStore();
  for (const child of element.children) store.attribute(child, 'hidden', '');
  const mount = element.ownerDocument.createElement('div');
  mount.setAttribute('data-cart-root', '');
  element.append(mount);
  store.add(() => mount.remove());
  const shadow = mount.attachShadow({ mode: 'open' });
  adoptStylesInto(shadow, 'theme', themeStyles);
  adoptStylesInto(shadow, 'cart', cartStyles);
  const container = element.ownerDocument.createElement('div');
  container.setAttribute('data-theme', 'light');
  shadow.append(container);
  const api = context?.api ?? pageApi;
  const sync = sharedCartSync(api, createCartClient);
  const checkout = () => {
    void trackCommerceEvent(
      COMMERCE_EVENTS.cartProductFormSubmit,
      {},
      { page: context?.page, api },
    );
    goToCheckout();
  };
  const root = createRoot(container);
  flushSync(() =>
    root.render(<CartView sync={sync} headingId="tessera-cart-heading" onCheckout={checkout} />),
  );
  store.add(() => root.unmount());
  return () => store.clear();
}
