import { randomUUID } from 'node:crypto';
import { CHECKOUT_PATH, SUBSCRIBE_CHECKOUT_PATH } from '@tessera/commerce';
import { CHECKOUT_API_PATH, isJsonObject } from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { HttpError } from '../http-error';
import { isPostFromOwnPage } from '../own-page-post';
import type { ServerContext } from '../server-context';
import { clearCartCookie, readCartToken, requireOwnToken } from './cart-cookie';
import { priceCart } from './cart-entity';
import { cartPagePath } from './cart-page-path';
import { storeSettings } from './cart-routes';
import { findCart } from './cart-store';
import { type CheckoutInput, placeOrder, type ShippingAddress } from './checkout';
import { checkoutForm, pageCrumb, storePage, summaryTable } from './checkout-pages';
import { orderAccountFromForm } from './order-account-routes';
import { renderOrderConfirmed } from './order-confirmed-page';
import { writeOrderOwnerCookie } from './order-owner-cookie';
import { readStorableBody } from './path-id';
import type { PaymentProvider } from './payment-provider';
import { storeMessages } from './store-messages';

const ORDER_CONFIRMED = '/commerce/orders/:id/confirmed';
const CHECKOUT_PAGE = '/checkout';
const PAGE_STATUSES = [400, 402, 403, 404, 409, 422] as const;

function addressFromForm(fields: Record<string, string>): ShippingAddress | undefined {
  if (!fields.line1 && !fields.city && !fields.postalCode) return undefined;
  return {
    name: fields.name ?? '',
    line1: fields.line1 ?? '',
    ...(fields.line2 ? { line2: fields.line2 } : {}),
    city: fields.city ?? '',
    postalCode: fields.postalCode ?? '',
    country: (fields.country ?? '').toUpperCase(),
  };
}

async function renderCheckout(
  c: Context,
  ctx: ServerContext,
  heading: string,
  status: 200 | 400 | 402 | 403 | 404 | 409 | 422,
  extra: { error?: string; errors?: Record<string, string>; values?: Record<string, string> } = {},
) {
  c.header('cache-control', 'no-store');
  const token = readCartToken(c, false);
  const sent = c.req.query('cartToken') ?? extra.values?.cartToken;
  if (!token || sent !== token) {
    return c.html(storePage(ctx.site, heading, `<p role="alert">${storeMessages.noCart}</p>`), 403);
  }
  const cart = await findCart(ctx.db, token);
  if (!cart) return c.redirect(cartPagePath(ctx.site), 303);
  if (cart.purchased && cart.order_id) {
    return c.redirect(`/commerce/orders/${encodeURIComponent(cart.order_id)}/confirmed`, 303);
  }
  const priced = await priceCart(ctx.db, storeSettings(ctx), cart);
  if (priced.entity.entries.length === 0) return c.redirect(cartPagePath(ctx.site), 303);
  const body =
    summaryTable(priced.entity, ctx.site.currency) +
    checkoutForm(priced.entity, {
      action: c.req.path,
      cartToken: token,
      // One key per page shown: the same form sent twice is one order.
      idempotencyKey: extra.values?.idempotencyKey ?? randomUUID(),
      crumb: pageCrumb(c, ctx),
      ...extra,
    });
  return c.html(storePage(ctx.site, heading, body), status);
}

/** The checkout form sent by the browser itself: checked like the API, answered with pages. */
async function checkoutFromForm(
  c: Context,
  ctx: ServerContext,
  payments: PaymentProvider,
  heading: string,
) {
  const fields = (await readStorableBody(c)) as Record<string, string>;
  if (!isPostFromOwnPage(c, fields.crumb)) {
    return c.html(
      storePage(
        ctx.site,
        heading,
        '<p role="alert">This checkout can only be sent from its own page. Please go back and try again.</p>',
      ),
      403,
    );
  }
  const token = readCartToken(c, false);
  if (!token || fields.cartToken !== token) {
    return c.html(storePage(ctx.site, heading, `<p role="alert">${storeMessages.noCart}</p>`), 403);
  }
  const values = { ...fields, card: '' };
  const idempotencyKey =
    typeof fields.idempotencyKey === 'string' && fields.idempotencyKey.length >= 8
      ? fields.idempotencyKey.slice(0, 100)
      : randomUUID();
  try {
    const order = await placeOrder(ctx, payments, {
      token,
      idempotencyKey,
      email: String(fields.email ?? '').slice(0, 254),
      card: String(fields.card ?? '').slice(0, 40),
      shippingAddress: addressFromForm(fields),
    });
    clearCartCookie(c);
    writeOrderOwnerCookie(c, token, ctx.trustProxy);
    return c.redirect(order.confirmationUrl, 303);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const errors = isJsonObject(error.body.errors)
      ? (error.body.errors as Record<string, string>)
      : undefined;
    const status = PAGE_STATUSES.find((code) => code === error.status) ?? 400;
    return renderCheckout(c, ctx, heading, status, {
      error: String(error.body.error),
      errors,
      // A fresh key for the next attempt: this one charged nothing (or was refunded).
      values: { ...values, idempotencyKey: randomUUID() },
    });
  }
}

/** JSON body to the checkout input; the cart token must be the cookie's (403). */
function readCheckoutBody(c: Context, body: Record<string, unknown>): CheckoutInput {
  const token = readCartToken(c, true);
  requireOwnToken(body.cartToken, token);
  if (!token) throw new HttpError(403, { error: storeMessages.noCart });
  const payment = body.payment as { card: string };
  return {
    token,
    idempotencyKey: body.idempotencyKey as string,
    email: body.email as string,
    card: payment.card,
    ...(isJsonObject(body.shippingAddress)
      ? { shippingAddress: body.shippingAddress as unknown as ShippingAddress }
      : {}),
  };
}

/**
 * Checkout: the JSON call, /commerce/goto-checkout, the reference checkout pages (the cart's,
 * a subscription's, a gift card's) and the order-confirmed page (page type 202).
 */
export function checkoutRoutes(ctx: ServerContext, payments: PaymentProvider): Hono {
  const app = new Hono();
  app.post(CHECKOUT_API_PATH, async (c) => {
    const input = readCheckoutBody(c, (await readStorableBody(c)) as Record<string, unknown>);
    const order = await placeOrder(ctx, payments, input);
    clearCartCookie(c);
    writeOrderOwnerCookie(c, input.token, ctx.trustProxy);
    return c.json(order);
  });
  app.get(CHECKOUT_PATH, async (c) => {
    c.header('cache-control', 'no-store');
    const token = readCartToken(c, false);
    const cart = token ? await findCart(ctx.db, token) : undefined;
    if (!token || !cart || cart.purchased) return c.redirect(cartPagePath(ctx.site), 303);
    const priced = await priceCart(ctx.db, storeSettings(ctx), cart);
    if (priced.entity.entries.length === 0) return c.redirect(cartPagePath(ctx.site), 303);
    return c.redirect(`${CHECKOUT_PAGE}?cartToken=${encodeURIComponent(token)}`, 303);
  });
  app.get(CHECKOUT_PAGE, (c) => renderCheckout(c, ctx, 'Checkout', 200));
  app.post(CHECKOUT_PAGE, (c) => checkoutFromForm(c, ctx, payments, 'Checkout'));
  app.get(SUBSCRIBE_CHECKOUT_PATH, (c) => renderCheckout(c, ctx, 'Subscribe', 200));
  app.post(SUBSCRIBE_CHECKOUT_PATH, (c) => checkoutFromForm(c, ctx, payments, 'Subscribe'));
  app.get(ORDER_CONFIRMED, (c) => renderOrderConfirmed(c, ctx));
  app.post(ORDER_CONFIRMED, (c) => orderAccountFromForm(c, ctx));
  return app;
}
