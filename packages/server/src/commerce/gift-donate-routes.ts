import { randomUUID } from 'node:crypto';
import { CHECKOUT_PATH, DONATE_CHECKOUT_PATH, GIFT_CARD_CHECKOUT_PATH } from '@tessera/commerce';
import { PageType, ProductType } from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { escapeHtml } from '../escape-html';
import { isValidEmail } from '../form-values';
import { isPostFromOwnPage } from '../own-page-post';
import type { ServerContext } from '../server-context';
import { readCartToken, writeCartCookie } from './cart-cookie';
import { createCart, findCart, newCartToken, newEntryId } from './cart-store';
import { readVariants } from './catalogue';
import { confirmationUrlOf } from './checkout';
import { pageCrumb, storePage } from './checkout-pages';
import { readStorableBody } from './path-id';
import type { PaymentProvider } from './payment-provider';

/** A donation's bounds, in whole units of the store currency. */
const MIN_DONATION = 1;
const MAX_DONATION = 10_000;

const refused = (ctx: ServerContext, title: string) =>
  storePage(
    ctx.site,
    title,
    '<p role="alert">This form can only be sent from its own page. Please go back and try again.</p>',
  );

async function giftCardVariants(ctx: ServerContext, productId: string | undefined) {
  const variants = productId ? await readVariants(ctx.db, productId) : [];
  return variants[0]?.productType === ProductType.GIFT_CARD ? variants : [];
}

async function giftCardPage(c: Context, ctx: ServerContext) {
  const websiteId = ctx.site.website.id;
  const variants = await giftCardVariants(ctx, c.req.query('giftCardProductId'));
  if (variants.length === 0 || c.req.query('websiteId') !== websiteId) {
    return c.html(
      storePage(ctx.site, 'Gift card', '<p>No such gift card.</p>', PageType.NOT_FOUND),
      404,
    );
  }
  const chosen = c.req.query('sku') ?? variants[0]!.sku;
  const choices = variants
    .map(
      (variant) =>
        `<p><input type="radio" id="${escapeHtml(variant.sku)}" name="sku" value="${escapeHtml(variant.sku)}"${variant.sku === chosen ? ' checked' : ''}> <label for="${escapeHtml(variant.sku)}">${escapeHtml(variant.optionValues.map((option) => option.value).join(' ') || variant.sku)}</label></p>`,
    )
    .join('\n');
  return c.html(
    storePage(
      ctx.site,
      variants[0]!.productName,
      `<form method="post" action="${GIFT_CARD_CHECKOUT_PATH}">
<input type="hidden" name="giftCardProductId" value="${escapeHtml(variants[0]!.productId)}">
<input type="hidden" name="crumb" value="${escapeHtml(pageCrumb(c, ctx))}">
<fieldset><legend>Amount</legend>
${choices}
</fieldset>
<p><button type="submit">Continue to checkout</button></p></form>`,
    ),
  );
}

/** The chosen gift card goes into the visitor's cart, then on to checkout. */
async function giftCardToCart(c: Context, ctx: ServerContext) {
  const fields = (await readStorableBody(c)) as Record<string, string>;
  if (!isPostFromOwnPage(c, fields.crumb)) return c.html(refused(ctx, 'Gift card'), 403);
  const variants = await giftCardVariants(ctx, fields.giftCardProductId);
  const variant = variants.find((entry) => entry.sku === fields.sku);
  if (!variant) {
    return c.html(
      storePage(ctx.site, 'Gift card', '<p role="alert">Please choose an amount.</p>'),
      400,
    );
  }
  const token = readCartToken(c, false);
  let created: string | undefined;
  await ctx.db.transaction(async (tx) => {
    let cart = token ? await findCart(tx, token, true) : undefined;
    if (!cart || cart.purchased) {
      created = newCartToken();
      cart = await createCart(tx, created);
    }
    await tx.query(
      `INSERT INTO commerce_cart_entries (id, cart_id, sku, quantity) VALUES ($1, $2, $3, 1)
       ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = LEAST(commerce_cart_entries.quantity + 1, 999)`,
      [newEntryId(), cart.id, variant.sku],
    );
  });
  if (created) writeCartCookie(c, created, ctx.trustProxy);
  return c.redirect(CHECKOUT_PATH, 303);
}

function donatePage(c: Context, ctx: ServerContext, status: 200 | 400 | 402 = 200, error = '') {
  const id = c.req.query('donatePageId') ?? '';
  const page = Object.hasOwn(ctx.site.store.donationPages, id)
    ? ctx.site.store.donationPages[id]
    : undefined;
  if (!page) {
    return c.html(
      storePage(ctx.site, 'Donate', '<p>No such donation page.</p>', PageType.NOT_FOUND),
      404,
    );
  }
  return c.html(
    storePage(
      ctx.site,
      page.title,
      `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DONATE_CHECKOUT_PATH}?donatePageId=${encodeURIComponent(id)}">
<input type="hidden" name="crumb" value="${escapeHtml(pageCrumb(c, ctx))}">
<input type="hidden" name="idempotencyKey" value="${randomUUID()}">
<p><label for="amount">Amount (${escapeHtml(ctx.site.currency)})</label>
<input id="amount" name="amount" inputmode="numeric" required pattern="[0-9]{1,5}"></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" required maxlength="254"></p>
<p><label for="card">Card number</label> <input id="card" name="card" autocomplete="cc-number" inputmode="numeric" required maxlength="40"></p>
<p><button type="submit">Donate</button></p></form>`,
      PageType.DONATE,
    ),
    status,
  );
}

async function donate(c: Context, ctx: ServerContext, payments: PaymentProvider) {
  const fields = (await readStorableBody(c)) as Record<string, string>;
  if (!isPostFromOwnPage(c, fields.crumb)) return c.html(refused(ctx, 'Donate'), 403);
  const id = c.req.query('donatePageId') ?? '';
  const page = ctx.site.store.donationPages[id];
  if (!page || !Object.hasOwn(ctx.site.store.donationPages, id)) return donatePage(c, ctx);
  const amount = /^\d{1,5}$/.test(fields.amount ?? '') ? Number(fields.amount) : 0;
  if (amount < MIN_DONATION || amount > MAX_DONATION) {
    return donatePage(
      c,
      ctx,
      400,
      `Please give an amount from ${MIN_DONATION} to ${MAX_DONATION}.`,
    );
  }
  if (!isValidEmail(fields.email ?? ''))
    return donatePage(c, ctx, 400, 'Please enter a valid email');
  const key = (fields.idempotencyKey ?? '').slice(0, 100) || randomUUID();
  const existing = await ctx.db.query<{ id: string }>(
    'SELECT id FROM commerce_orders WHERE idempotency_key = $1',
    [key],
  );
  if (existing[0]) return c.redirect(confirmationUrlOf(existing[0].id), 303);
  // Whole units to minor units: the store currency's digits (JPY has none).
  const cents = amount * (ctx.site.currency === 'JPY' ? 1 : 100);
  const result = await payments
    .charge({
      amountCents: cents,
      currencyCode: ctx.site.currency,
      card: String(fields.card ?? '').slice(0, 40),
      idempotencyKey: key,
      email: fields.email!,
      description: `Donation: ${page.title}`,
    })
    .catch(() => ({
      approved: false as const,
      message: 'The payment could not be completed. Please try again.',
    }));
  if (!result.approved) return donatePage(c, ctx, 402, result.message);
  const orderId = randomUUID();
  await ctx.db.query(
    `INSERT INTO commerce_orders (id, cart_id, idempotency_key, email, status, currency_code, subtotal_cents,
       discount_cents, shipping_cost_cents, tax_cents, grand_total_cents, coupons, shipping_option_id,
       shipping_address, payment_reference, lines)
     VALUES ($1, $2, $3, $4, 'paid', $5, $6, 0, 0, 0, $6, '[]', NULL, NULL, $7, $8)`,
    [
      orderId,
      `donation:${orderId}`,
      key,
      fields.email,
      ctx.site.currency,
      cents,
      result.reference,
      JSON.stringify([
        {
          productId: `donation:${id}`,
          sku: 'donation',
          productName: `Donation: ${page.title}`,
          quantity: 1,
          unitPriceCents: cents,
          lineTotalCents: cents,
        },
      ]),
    ],
  );
  return c.redirect(confirmationUrlOf(orderId), 303);
}

/** /checkout/giftcard and /checkout/donate: the reference pages the client navigates to. */
export function giftAndDonateRoutes(ctx: ServerContext, payments: PaymentProvider): Hono {
  const app = new Hono();
  app.get(GIFT_CARD_CHECKOUT_PATH, (c) => giftCardPage(c, ctx));
  app.post(GIFT_CARD_CHECKOUT_PATH, (c) => giftCardToCart(c, ctx));
  app.get(DONATE_CHECKOUT_PATH, (c) => donatePage(c, ctx));
  app.post(DONATE_CHECKOUT_PATH, (c) => donate(c, ctx, payments));
  return app;
}
