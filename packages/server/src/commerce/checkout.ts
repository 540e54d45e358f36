import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database/database';
import { isValidEmail } from '../form-values';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { type CartEntity, priceCart } from './cart-entity';
import { storeSettings } from './cart-routes';
import { type CartRow, findCart, findCartById } from './cart-store';
import type { PaymentProvider } from './payment-provider';
import { storeMessages } from './store-messages';

/**
 * POST /api/commerce/checkout's work: the cart the server priced is charged, then turned into an
 * order in one transaction (stock decremented with a guard, coupon uses counted, cart marked
 * purchased). A claim row per cart lets one checkout run at a time, and the idempotency key and
 * the cart's order make every repeat answer the first order: a cart is charged at most once.
 */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
}

export interface CheckoutInput {
  /** The ss_cart cookie's token (already checked against the one sent). */
  token: string;
  idempotencyKey: string;
  email: string;
  card: string;
  shippingAddress?: ShippingAddress;
}

export interface PlacedOrder {
  orderId: string;
  confirmationUrl: string;
}

export const confirmationUrlOf = (orderId: string) =>
  `/commerce/orders/${encodeURIComponent(orderId)}/confirmed`;

const placed = (orderId: string): PlacedOrder => ({
  orderId,
  confirmationUrl: confirmationUrlOf(orderId),
});

/** Field errors (400 with `errors`) before anything is charged. */
function checkFields(input: CheckoutInput, cart: CartEntity): void {
  const errors: Record<string, string> = {};
  if (!isValidEmail(input.email)) errors.email = 'Please enter a valid email';
  if (cart.requiresShipping && !input.shippingAddress) {
    errors.shippingAddress = 'A shipping address is required for the items in this cart.';
  }
  if (input.card.trim() === '') errors.card = 'Please enter a card number.';
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, { error: 'Please correct the fields marked.', errors });
  }
}

class CheckoutConflict extends Error {
  constructor(readonly answer: HttpError) {
    super(answer.message);
  }
}

const outOfStock = (available: number) =>
  new HttpError(409, { error: storeMessages.outOfStock, available });

/** 409 before charging when the cart already holds more than is left. */
function checkStock(priced: Awaited<ReturnType<typeof priceCart>>): void {
  for (const entry of priced.entity.entries) {
    const stock = priced.variants.get(entry.sku)?.stock;
    if (stock !== null && stock !== undefined && entry.quantity > stock) throw outOfStock(stock);
  }
}

async function existingOrder(db: Queryable, cart: CartRow, key: string) {
  const rows = await db.query<{ id: string; cart_id: string }>(
    'SELECT id, cart_id FROM commerce_orders WHERE idempotency_key = $1 OR cart_id = $2',
    [key, cart.id],
  );
  const byKey = rows.find((row) => row.cart_id === cart.id);
  if (byKey) return placed(byKey.id);
  if (rows.length > 0) {
    throw new HttpError(409, { error: 'This idempotency key belongs to another checkout.' });
  }
  return undefined;
}

/** The transaction: everything or nothing, priced again under the cart's lock. */
async function writeOrder(
  tx: Queryable,
  ctx: ServerContext,
  input: CheckoutInput,
  cartId: string,
  charged: { amountCents: number; reference: string },
): Promise<string> {
  const cart = await findCartById(tx, cartId, true);
  if (!cart || cart.purchased)
    throw new CheckoutConflict(new HttpError(409, { error: storeMessages.cartChanged }));
  const priced = await priceCart(tx, storeSettings(ctx), cart);
  const entity = priced.entity;
  if (entity.grandTotalCents !== charged.amountCents || entity.entries.length === 0) {
    throw new CheckoutConflict(new HttpError(409, { error: storeMessages.cartChanged }));
  }
  // In SKU order, so two checkouts sharing variants lock them in the same order (no deadlock).
  for (const entry of [...entity.entries].sort((a, b) => (a.sku < b.sku ? -1 : 1))) {
    const rows = await tx.query<{ stock: number | null }>(
      `UPDATE commerce_variants SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - $2 END
       WHERE sku = $1 AND (stock IS NULL OR stock >= $2) RETURNING stock`,
      [entry.sku, entry.quantity],
    );
    if (rows.length === 0) {
      const left = await tx.query<{ stock: number }>(
        'SELECT stock FROM commerce_variants WHERE sku = $1',
        [entry.sku],
      );
      throw new CheckoutConflict(outOfStock(Number(left[0]?.stock ?? 0)));
    }
  }
  const counted = await tx.query(
    `UPDATE commerce_coupons SET uses = uses + 1
     WHERE code = ANY($1::text[]) AND (max_uses IS NULL OR uses < max_uses) RETURNING code`,
    [entity.validCoupons],
  );
  if (counted.length !== entity.validCoupons.length) {
    throw new CheckoutConflict(new HttpError(409, { error: storeMessages.cartChanged }));
  }
  const orderId = randomUUID();
  await tx.query(
    `INSERT INTO commerce_orders (id, cart_id, idempotency_key, email, status, currency_code,
       subtotal_cents, discount_cents, shipping_cost_cents, tax_cents, grand_total_cents, coupons,
       shipping_option_id, shipping_address, payment_reference, lines)
     VALUES ($1, $2, $3, $4, 'paid', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      orderId,
      cart.id,
      input.idempotencyKey,
      input.email,
      storeSettings(ctx).currencyCode,
      entity.subtotalCents,
      entity.discountCents,
      entity.shippingCostCents,
      entity.taxCents,
      entity.grandTotalCents,
      JSON.stringify(entity.validCoupons),
      'id' in entity.selectedShippingOption ? entity.selectedShippingOption.id : null,
      input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
      charged.reference,
      JSON.stringify(
        entity.entries.map((entry) => ({
          productId: entry.productId,
          sku: entry.sku,
          productName: entry.productName,
          quantity: entry.quantity,
          unitPriceCents: entry.unitPriceCents,
          lineTotalCents: entry.lineTotalCents,
        })),
      ),
    ],
  );
  await tx.query('UPDATE commerce_carts SET purchased = true, order_id = $2 WHERE id = $1', [
    cart.id,
    orderId,
  ]);
  await tx.query('DELETE FROM commerce_checkout_claims WHERE cart_id = $1', [cart.id]);
  return orderId;
}

async function releaseClaim(db: Queryable, cartId: string): Promise<void> {
  await db.query('DELETE FROM commerce_checkout_claims WHERE cart_id = $1', [cartId]);
}

export async function placeOrder(
  ctx: ServerContext,
  payments: PaymentProvider,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  const cart = await findCart(ctx.db, input.token);
  if (!cart) throw new HttpError(404, { error: storeMessages.noCart });
  const earlier = await existingOrder(ctx.db, cart, input.idempotencyKey);
  if (earlier) return earlier;
  const priced = await priceCart(ctx.db, storeSettings(ctx), cart);
  if (priced.entity.entries.length === 0)
    throw new HttpError(422, { error: storeMessages.emptyCart });
  checkFields(input, priced.entity);
  checkStock(priced);
  const claimed = await ctx.db.query(
    // A claim older than 10 minutes was left by a process that stopped mid-checkout: taken over,
    // so a crash never locks a cart for good (the provider's idempotency key guards the charge).
    `INSERT INTO commerce_checkout_claims (cart_id, idempotency_key) VALUES ($1, $2)
     ON CONFLICT (cart_id) DO UPDATE SET idempotency_key = $2, created_at = now()
       WHERE commerce_checkout_claims.created_at < now() - interval '10 minutes'
     RETURNING cart_id`,
    [cart.id, input.idempotencyKey],
  );
  if (claimed.length === 0) {
    const finished = await existingOrder(ctx.db, cart, input.idempotencyKey);
    if (finished) return finished;
    throw new HttpError(409, { error: storeMessages.checkoutInProgress });
  }
  // The claim may follow a checkout of this cart that finished since it was read above: its
  // order is visible now, and answering it is what keeps the cart from a second charge.
  const meanwhile = await existingOrder(ctx.db, cart, input.idempotencyKey).catch(async (error) => {
    await releaseClaim(ctx.db, cart.id);
    throw error;
  });
  if (meanwhile) {
    await releaseClaim(ctx.db, cart.id);
    return meanwhile;
  }
  const amountCents = priced.entity.grandTotalCents;
  let result: Awaited<ReturnType<PaymentProvider['charge']>>;
  try {
    result = await payments.charge({
      amountCents,
      currencyCode: storeSettings(ctx).currencyCode,
      card: input.card,
      idempotencyKey: input.idempotencyKey,
      email: input.email,
      description: `Order of cart ${cart.id}`,
    });
  } catch (error) {
    await releaseClaim(ctx.db, cart.id);
    console.error('[tessera-server] payment provider failed', error);
    throw new HttpError(402, { error: 'The payment could not be completed. Please try again.' });
  }
  if (!result.approved) {
    await releaseClaim(ctx.db, cart.id);
    throw new HttpError(402, { error: result.message });
  }
  const reference = result.reference;
  try {
    const orderId = await ctx.db.transaction((tx) =>
      writeOrder(tx, ctx, input, cart.id, { amountCents, reference }),
    );
    return placed(orderId);
  } catch (error) {
    await payments.refund(reference);
    await releaseClaim(ctx.db, cart.id);
    if (error instanceof CheckoutConflict) throw error.answer;
    throw error;
  }
}
