import { randomBytes, randomUUID } from 'node:crypto';
import { ProductType } from '@tessera/runtime';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { addEntry } from './cart-routes';
import { createCart, newCartToken } from './cart-store';
import { readVariants, type StoredVariant } from './catalogue';
import { type PlacedOrder, placeOrder } from './checkout';
import { createTestPaymentProvider, TEST_CARD_ACCEPTED } from './payment-provider';

/**
 * The demo's test order (ServerOptions.demo, `npm start`): what a shopper's paid checkout leaves,
 * made in one step so that a site owner trying the demo reaches the order-confirmed page and its
 * account offer (docs/markup.md, "Order account") without filling in the checkout.
 */
export const DEMO_ORDER_PATH = '/commerce/demo-order';

export const demoOrderMessages = {
  noProduct:
    "The demo order needs a digital product in stock in site.json's store: there is none to buy.",
  refused: 'This demo order can only be placed from its own page. Please go back and try again.',
  rateLimited: 'Too many demo orders from this browser. Please wait a minute and try again.',
} as const;

/**
 * The product it buys: the store's first digital one in stock, not a subscription, so the order
 * needs no address and bills once (the demo store's e-book).
 */
function demoVariant(variants: readonly StoredVariant[]): StoredVariant {
  const variant = variants.find(
    (candidate) =>
      candidate.productType === ProductType.DIGITAL &&
      candidate.subscriptionPlan === null &&
      (candidate.stock === null || candidate.stock > 0),
  );
  if (!variant) throw new HttpError(409, { error: demoOrderMessages.noProduct });
  return variant;
}

/** A fresh address of the reserved example.com (RFC 2606): no account has it, nobody reads it. */
const demoOrderEmail = () => `demo-shopper-${randomBytes(6).toString('hex')}@example.com`;

export interface DemoOrder extends PlacedOrder {
  /** The token of the cart that bought it: the owner cookie's value, as after a checkout. */
  cartToken: string;
}

/**
 * Buys one of the demo product with the checkout's own code (placeOrder: priced by the server,
 * charged, stock and cart written in one transaction) from a cart of its own, so the visitor's
 * ss_cart is left as it was. The charge is always the test provider's accepted card, whatever
 * provider the server was given: a demo order is a test order (payment reference `test_…`) and
 * charges nobody.
 */
export async function placeDemoOrder(ctx: ServerContext): Promise<DemoOrder> {
  const cartToken = newCartToken();
  await ctx.db.transaction(async (tx) => {
    const variant = demoVariant(await readVariants(tx));
    const cart = await createCart(tx, cartToken);
    await addEntry(tx, cart, { productId: variant.productId, sku: variant.sku, quantity: 1 });
  });
  const order = await placeOrder(ctx, createTestPaymentProvider(), {
    token: cartToken,
    idempotencyKey: randomUUID(),
    email: demoOrderEmail(),
    card: TEST_CARD_ACCEPTED,
  });
  return { ...order, cartToken };
}
