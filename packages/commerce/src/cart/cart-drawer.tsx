/**
 * The cart drawer: the cart view in the overlay kit's Modal (WAI-ARIA APG dialog: focus moves in,
 * Tab stays inside, Escape and a backdrop click close it, focus returns to the opener), on the
 * inline end of the window. One drawer per page; loaded on the first add or indicator click.
 */
import type { Api, PageContext } from '@tessera/runtime';
import { api as pageApi } from '@tessera/runtime';
import {
  adoptStylesInto,
  createOverlayRoot,
  getOverlayHost,
  Modal,
  type OverlayRoot,
} from '@tessera/ui';
import { goToCheckout } from '../go-to-checkout';
import { createCartClient } from '../store/cart-client';
import { type CartSync, sharedCartSync } from '../store/cart-sync';
import { COMMERCE_EVENTS, trackCommerceEvent } from '../store/commerce-events';
import { cartStyles, drawerStyles } from './cart-styles';
import { CartView } from './cart-view';

export interface CartDrawerOptions {
  api?: Api;
  page?: PageContext;
  document?: Document;
}

interface OpenDrawer {
  root: OverlayRoot;
  render(open: boolean): void;
}

let drawer: OpenDrawer | null = null;

const HEADING_ID = 'tessera-cart-drawer-heading';

/** Opens the page's cart drawer (a second call while it is open does nothing). */
export function openCartDrawer(options: CartDrawerOptions = {}): void {
  if (drawer) return;
  const api = options.api ?? pageApi;
  const tracking = { page: options.page, api };
  const host = getOverlayHost(options.document);
  adoptStylesInto(host.root, 'cart', cartStyles + drawerStyles);
  const sync: CartSync = sharedCartSync(api, createCartClient);
  const root = createOverlayRoot({ name: 'cart-drawer', document: options.document });
  const close = () => {
    opened.render(false);
    void trackCommerceEvent(COMMERCE_EVENTS.cartProductFormClose, {}, tracking);
  };
  const checkout = () => {
    void trackCommerceEvent(COMMERCE_EVENTS.cartProductFormSubmit, {}, tracking);
    goToCheckout();
  };
  const opened: OpenDrawer = {
    root,
    render(open) {
      root.render(
        <Modal
          open={open}
          onClose={close}
          labelledBy={HEADING_ID}
          width={440}
          document={options.document}
          onHidden={closeCartDrawer}
        >
          <div data-drawer="">
            <CartView sync={sync} headingId={HEADING_ID} onCheckout={checkout} onContinue={close} />
          </div>
        </Modal>,
      );
    },
  };
  drawer = opened;
  opened.render(true);
  void trackCommerceEvent(COMMERCE_EVENTS.cartProductFormOpen, {}, tracking);
}

/** Removes the drawer at once (its hide finished, or the page is torn down). */
export function closeCartDrawer(): void {
  drawer?.root.unmount();
  drawer = null;
}
