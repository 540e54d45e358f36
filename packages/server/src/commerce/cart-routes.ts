import {
  CART_COUPONS_PATH,
  CART_ENTRIES_PATH,
  CART_PATH,
  CART_SHIPPING_PATH,
  isJsonObject,
  ProductType,
} from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import type { Queryable } from '../database/database';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { readCartToken, requireOwnToken, writeCartCookie } from './cart-cookie';
import { priceCart, type StoreSettings } from './cart-entity';
import {
  type CartRow,
  createCart,
  findCart,
  findCartById,
  newCartToken,
  newEntryId,
  readCouponCodes,
  readEntries,
  touchCart,
} from './cart-store';
import { readVariants, type StoredVariant } from './catalogue';
import { pathId, readStorableBody } from './path-id';
import { storeMessages } from './store-messages';

const MAX_ENTRY_QUANTITY = 999;
const MAX_CART_ENTRIES = 100;
const MAX_CART_COUPONS = 5;

type Body = Record<string, unknown>;

const unprocessable = (error: string) => new HttpError(422, { error });

export function storeSettings(ctx: ServerContext): StoreSettings {
  const websiteId = ctx.site.website.id;
  return {
    websiteId: typeof websiteId === 'string' ? websiteId : '',
    currencyCode: ctx.site.currency,
    country: ctx.site.store.country,
  };
}

/**
 * Runs a change of the visitor's cart in one transaction with the cart row locked (two tabs
 * adding at once both count), creating the cart and its cookie when `create` and there is none.
 * A purchased cart is never changed: the change goes to a new cart. `create` false-like: the
 * message of the 404 answered when there is no cart.
 */
async function changeCart(
  c: Context,
  ctx: ServerContext,
  create: boolean | string,
  change: (tx: Queryable, cart: CartRow) => Promise<void>,
) {
  const body = (await readStorableBody(c)) as Body;
  const cookie = readCartToken(c, true);
  requireOwnToken(isJsonObject(body) ? body.cartToken : undefined, cookie);
  let newToken: string | undefined;
  const priced = await ctx.db.transaction(async (tx) => {
    let cart = cookie ? await findCart(tx, cookie, true) : undefined;
    if (!cart || cart.purchased) {
      if (create !== true) throw new HttpError(404, { error: create });
      newToken = newCartToken();
      cart = await createCart(tx, newToken);
    }
    await change(tx, cart);
    await touchCart(tx, cart.id);
    // Read again: the change may have set the shipping choice or location.
    return priceCart(tx, storeSettings(ctx), await findCartById(tx, cart.id));
  });
  if (newToken) writeCartCookie(c, newToken, ctx.trustProxy);
  return c.json(priced.entity);
}

function readQuantity(value: unknown, min: number): number {
  if (
    !Number.isInteger(value) ||
    (value as number) < min ||
    (value as number) > MAX_ENTRY_QUANTITY
  ) {
    throw unprocessable(
      min === 0 ? storeMessages.updateQuantityRange : storeMessages.quantityRange,
    );
  }
  return value as number;
}

/** The variant a POST names: by SKU, by gift card amount, or the product's only one. */
function chooseVariant(variants: StoredVariant[], body: Body): StoredVariant {
  const product = variants[0];
  if (!product) throw new HttpError(404, { error: storeMessages.noProduct });
  const amount = body.giftCardAmountCents;
  if (amount !== undefined && product.productType !== ProductType.GIFT_CARD) {
    throw new HttpError(400, { error: storeMessages.giftCardOnly });
  }
  let chosen: StoredVariant | undefined;
  if (typeof body.sku === 'string') {
    chosen = variants.find((variant) => variant.sku === body.sku);
    if (!chosen) throw new HttpError(404, { error: storeMessages.noVariant });
  }
  if (amount !== undefined) {
    const byAmount = variants.find((variant) => variant.priceCents === amount);
    if (!byAmount || (chosen && chosen !== byAmount)) {
      throw new HttpError(404, { error: storeMessages.noGiftCardAmount });
    }
    chosen = byAmount;
  }
  if (!chosen && variants.length > 1)
    throw new HttpError(400, { error: storeMessages.skuRequired });
  return chosen ?? product;
}

/** 409 when the cart would hold more than the stock left (null stock is unlimited). */
function checkStock(variant: StoredVariant, quantity: number): void {
  if (variant.stock !== null && quantity > variant.stock) {
    throw new HttpError(409, { error: storeMessages.outOfStock, available: variant.stock });
  }
}

/** Adds `body.quantity` of the variant `body` names (productId, sku or gift card amount). */
export async function addEntry(tx: Queryable, cart: CartRow, body: Body): Promise<void> {
  const quantity = readQuantity(body.quantity, 1);
  const variant = chooseVariant(await readVariants(tx, body.productId as string), body);
  const entries = await readEntries(tx, cart.id);
  const existing = entries.find((entry) => entry.sku === variant.sku);
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > MAX_ENTRY_QUANTITY) throw unprocessable(storeMessages.quantityRange);
  if (!existing && entries.length >= MAX_CART_ENTRIES) {
    throw unprocessable(storeMessages.tooManyEntries);
  }
  checkStock(variant, total);
  await tx.query(
    `INSERT INTO commerce_cart_entries (id, cart_id, sku, quantity) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = $4`,
    [newEntryId(), cart.id, variant.sku, total],
  );
}

async function setQuantity(tx: Queryable, cart: CartRow, entryId: string, body: Body) {
  const quantity = readQuantity(body.quantity, 0);
  const entry = (await readEntries(tx, cart.id)).find((row) => row.id === entryId);
  if (!entry) throw new HttpError(404, { error: storeMessages.noEntry });
  if (quantity === 0) {
    await tx.query('DELETE FROM commerce_cart_entries WHERE id = $1', [entry.id]);
    return;
  }
  const rows = await tx.query<{ stock: number | null }>(
    'SELECT stock FROM commerce_variants WHERE sku = $1',
    [entry.sku],
  );
  const stock = rows[0]?.stock;
  if (stock !== undefined && stock !== null && quantity > Number(stock)) {
    throw new HttpError(409, { error: storeMessages.outOfStock, available: Number(stock) });
  }
  await tx.query('UPDATE commerce_cart_entries SET quantity = $2 WHERE id = $1', [
    entry.id,
    quantity,
  ]);
}

async function removeEntry(tx: Queryable, cart: CartRow, entryId: string) {
  const removed = await tx.query(
    'DELETE FROM commerce_cart_entries WHERE id = $1 AND cart_id = $2 RETURNING id',
    [entryId, cart.id],
  );
  if (removed.length === 0) throw new HttpError(404, { error: storeMessages.noEntry });
}

/** Codes are kept in capitals, trimmed: 'welcome10 ' is WELCOME10. */
const normalizeCode = (code: string) => code.trim().toUpperCase();

async function addCoupon(tx: Queryable, cart: CartRow, body: Body) {
  const code = normalizeCode(body.code as string);
  if (code === '') throw new HttpError(400, { error: 'Field "code" must not be empty.' });
  const codes = await readCouponCodes(tx, cart.id);
  if (codes.includes(code)) return;
  if (codes.length >= MAX_CART_COUPONS) throw unprocessable(storeMessages.tooManyCoupons);
  await tx.query('INSERT INTO commerce_cart_coupons (cart_id, code) VALUES ($1, $2)', [
    cart.id,
    code,
  ]);
}

async function setShipping(tx: Queryable, cart: CartRow, body: Body) {
  if (typeof body.shippingOptionId === 'string') {
    const found = await tx.query('SELECT 1 FROM commerce_shipping_options WHERE id = $1', [
      body.shippingOptionId,
    ]);
    if (found.length === 0) throw new HttpError(404, { error: storeMessages.noShippingOption });
    await tx.query('UPDATE commerce_carts SET shipping_option_id = $2 WHERE id = $1', [
      cart.id,
      body.shippingOptionId,
    ]);
  }
  if (isJsonObject(body.location)) {
    const { country, region, postalCode } = body.location;
    const location = {
      country,
      ...(typeof region === 'string' ? { region } : {}),
      ...(typeof postalCode === 'string' ? { postalCode } : {}),
    };
    await tx.query('UPDATE commerce_carts SET shipping_location = $2 WHERE id = $1', [
      cart.id,
      JSON.stringify(location),
    ]);
  }
}

/** The cart calls of docs/http-contract/openapi.yaml (tag commerce). */
export function cartRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get(CART_PATH, async (c) => {
    c.header('cache-control', 'no-store');
    const token = readCartToken(c, false);
    const cart = token ? await findCart(ctx.db, token) : undefined;
    // A purchased cart answers itself (isPurchased, orderId); the next change starts a new one.
    const priced = await priceCart(ctx.db, storeSettings(ctx), cart);
    return c.json(priced.entity);
  });
  app.post(CART_ENTRIES_PATH, async (c) =>
    changeCart(c, ctx, true, async (tx, cart) =>
      addEntry(tx, cart, (await readStorableBody(c)) as Body),
    ),
  );
  app.patch(`${CART_ENTRIES_PATH}/:id`, async (c) =>
    changeCart(c, ctx, storeMessages.noEntry, async (tx, cart) =>
      setQuantity(tx, cart, pathId(c), (await readStorableBody(c)) as Body),
    ),
  );
  app.delete(`${CART_ENTRIES_PATH}/:id`, async (c) =>
    changeCart(c, ctx, storeMessages.noEntry, (tx, cart) => removeEntry(tx, cart, pathId(c))),
  );
  app.post(CART_COUPONS_PATH, async (c) =>
    changeCart(c, ctx, true, async (tx, cart) =>
      addCoupon(tx, cart, (await readStorableBody(c)) as Body),
    ),
  );
  app.delete(`${CART_COUPONS_PATH}/:id`, async (c) =>
    changeCart(c, ctx, storeMessages.noCoupon, async (tx, cart) => {
      await tx.query('DELETE FROM commerce_cart_coupons WHERE cart_id = $1 AND code = $2', [
        cart.id,
        normalizeCode(pathId(c)),
      ]);
    }),
  );
  app.put(CART_SHIPPING_PATH, async (c) =>
    changeCart(c, ctx, true, async (tx, cart) =>
      setShipping(tx, cart, (await readStorableBody(c)) as Body),
    ),
  );
  return app;
}
