/**
 * Checkout against the demo store: the order in one transaction, idempotency, the decline path,
 * the reference pages and the owner's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import {
  createTestPaymentProvider,
  TEST_CARD_ACCEPTED,
  TEST_CARD_DECLINED,
  type TestPaymentProvider,
} from '../src/index';
import { type Client, createClient } from './support/client';

let server: TestServer;
let payments: TestPaymentProvider;
beforeAll(async () => {
  payments = createTestPaymentProvider();
  server = await startTestServer({ paymentProvider: payments });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function shopperWith(items: Record<string, unknown>[]): Promise<Client> {
  const client = createClient(server.url);
  await client.visit();
  for (const json of items) {
    const answer = await client.call('POST', '/api/commerce/cart/entries', { json });
    expect(answer.status).toBe(200);
  }
  return client;
}

const address = {
  name: 'Ada Lovelace',
  line1: 'Keizersgracht 1',
  city: 'Amsterdam',
  postalCode: '1015 CJ',
  country: 'NL',
};

const checkout = (client: Client, extra: Record<string, unknown> = {}) =>
  client.call('POST', '/api/commerce/checkout', {
    json: {
      cartToken: client.cookies.get('ss_cart') ?? 'x',
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
      email: 'ada@example.com',
      shippingAddress: address,
      payment: { card: TEST_CARD_ACCEPTED },
      ...extra,
    },
  });

const stockOf = async (sku: string) =>
  Number(
    (
      await server.query<{ stock: number }>('SELECT stock FROM commerce_variants WHERE sku = $1', [
        sku,
      ])
    )[0]!.stock,
  );

describe('checkout', () => {
  it('turns the cart into an order: stock, coupon use, cart purchased, cookie cleared', async () => {
    const client = await shopperWith([
      { productId: 'art-print', sku: 'art-print-a3', quantity: 2 },
    ]);
    await client.call('POST', '/api/commerce/cart/coupons', { json: { code: 'WELCOME10' } });
    const token = client.cookies.get('ss_cart')!;
    const stock = await stockOf('art-print-a3');
    const uses = await server.query<{ uses: number }>(
      "SELECT uses FROM commerce_coupons WHERE code = 'WELCOME10'",
    );
    const charges = payments.charges.length;
    const answer = await checkout(client, { idempotencyKey: 'order-one-key' });
    expect(answer.status).toBe(200);
    const { orderId, confirmationUrl } = answer.body as {
      orderId: string;
      confirmationUrl: string;
    };
    expect(confirmationUrl).toBe(`/commerce/orders/${orderId}/confirmed`);
    expect(await stockOf('art-print-a3')).toBe(stock - 2);
    const after = await server.query<{ uses: number }>(
      "SELECT uses FROM commerce_coupons WHERE code = 'WELCOME10'",
    );
    expect(Number(after[0]!.uses)).toBe(Number(uses[0]!.uses) + 1);
    // 70.00 − 7.00 + 4.90 shipping = 67.90 charged, in cents, from the server's own total.
    expect(
      payments.charges
        .slice(charges)
        .map((c) => [c.request.amountCents, c.request.currencyCode, c.refunded]),
    ).toEqual([[6790, 'EUR', false]]);
    expect(client.cookies.has('ss_cart')).toBe(false);
    // The purchased cart, still named by its old cookie, says so.
    client.cookies.set('ss_cart', token);
    const cart = (await client.call('GET', '/api/commerce/cart')).body as Record<string, unknown>;
    expect([cart.isPurchased, cart.orderId]).toEqual([true, orderId]);
    // The same key again, and another key for the purchased cart: the same order, no new charge.
    const again = await checkout(client, { idempotencyKey: 'order-one-key' });
    client.cookies.set('ss_cart', token);
    const other = await checkout(client, { idempotencyKey: 'order-one-other-key' });
    expect([again.body, other.body]).toEqual([answer.body, answer.body]);
    expect(payments.charges.length).toBe(charges + 1);
    // The next add starts a new cart.
    client.cookies.set('ss_cart', token);
    const next = await client.call('POST', '/api/commerce/cart/entries', {
      json: { productId: 'tote-bag', quantity: 1 },
    });
    expect((next.body as { id: string }).id).not.toBe(cart.id);
    expect(client.cookies.get('ss_cart')).not.toBe(token);
  });

  it('a declined card changes nothing: 402, the cart as it was, stock untouched', async () => {
    const client = await shopperWith([{ productId: 'workshop', quantity: 1 }]);
    const before = await client.call('GET', '/api/commerce/cart');
    const stock = await stockOf('workshop');
    const answer = await checkout(client, {
      payment: { card: TEST_CARD_DECLINED },
      idempotencyKey: 'declined-key-1',
    });
    expect([answer.status, answer.body]).toEqual([402, { error: 'Your card was declined.' }]);
    expect((await client.call('GET', '/api/commerce/cart')).body).toEqual(before.body);
    expect(await stockOf('workshop')).toBe(stock);
    // The same cart can then be paid with another card.
    const paid = await checkout(client, { idempotencyKey: 'declined-key-2' });
    expect(paid.status).toBe(200);
    expect(await stockOf('workshop')).toBe(stock - 1);
  });

  it('refuses a foreign cart token (403), an empty cart (422), bad fields (400) and tampering', async () => {
    const victim = await shopperWith([{ productId: 'tote-bag', quantity: 1 }]);
    const attacker = await shopperWith([{ productId: 'tote-bag', quantity: 1 }]);
    const foreign = await checkout(attacker, { cartToken: victim.cookies.get('ss_cart') });
    expect([foreign.status, foreign.body]).toEqual([
      403,
      { error: 'This cart token is not the one of your cart.' },
    ]);
    const noCookie = createClient(server.url);
    await noCookie.visit();
    const blind = await checkout(noCookie, { cartToken: victim.cookies.get('ss_cart') });
    expect(blind.status).toBe(403);
    const total = await checkout(victim, { grandTotalCents: 1 });
    expect([total.status, total.body]).toEqual([
      400,
      { error: 'Unknown field: "grandTotalCents".' },
    ]);
    const amount = await checkout(victim, { payment: { card: TEST_CARD_ACCEPTED, amount: 1 } });
    expect([amount.status, amount.body]).toEqual([
      400,
      { error: 'Unknown field: "payment.amount".' },
    ]);
    const fields = await checkout(victim, { email: 'nope', shippingAddress: undefined });
    expect([fields.status, fields.body]).toEqual([
      400,
      {
        error: 'Please correct the fields marked.',
        errors: {
          email: 'Please enter a valid email',
          shippingAddress: 'A shipping address is required for the items in this cart.',
        },
      },
    ]);
    const empty = createClient(server.url);
    await empty.visit();
    const added = await empty.call('POST', '/api/commerce/cart/entries', {
      json: { productId: 'tote-bag', quantity: 1 },
    });
    const id = (added.body as { entries: { id: string }[] }).entries[0]!.id;
    await empty.call('DELETE', `/api/commerce/cart/entries/${id}`);
    const none = await checkout(empty);
    expect([none.status, none.body]).toEqual([422, { error: 'Your cart is empty.' }]);
    expect((await victim.call('GET', '/api/commerce/cart')).body).toMatchObject({
      isPurchased: false,
      totalQuantity: 1,
    });
  });

  it('answers 409 Out of stock when the stock was sold meanwhile, and charges nothing', async () => {
    const client = await shopperWith([
      { productId: 'linen-shirt', sku: 'linen-shirt-s', quantity: 2 },
    ]);
    await server.query("UPDATE commerce_variants SET stock = 1 WHERE sku = 'linen-shirt-s'");
    const charges = payments.charges.length;
    const answer = await checkout(client);
    expect([answer.status, answer.body]).toEqual([409, { error: 'Out of stock', available: 1 }]);
    expect(payments.charges.length).toBe(charges);
    expect(await stockOf('linen-shirt-s')).toBe(1);
  });

  it('refunds and answers 409 when the stock goes between the charge and the order', async () => {
    const client = await shopperWith([
      { productId: 'linen-shirt', sku: 'linen-shirt-l', quantity: 3 },
    ]);
    const charges = payments.charges.length;
    // The provider's charge, with the last items sold while the payment runs.
    const original = payments.charge;
    payments.charge = async (request) => {
      await server.query("UPDATE commerce_variants SET stock = 2 WHERE sku = 'linen-shirt-l'");
      return original(request);
    };
    try {
      const answer = await checkout(client);
      expect([answer.status, answer.body]).toEqual([409, { error: 'Out of stock', available: 2 }]);
    } finally {
      payments.charge = original;
    }
    expect(payments.charges.slice(charges).map((c) => c.refunded)).toEqual([true]);
    expect(await stockOf('linen-shirt-l')).toBe(2);
    expect((await client.call('GET', '/api/commerce/cart')).body).toMatchObject({
      isPurchased: false,
      totalQuantity: 3,
    });
  });
});

describe('checkout pages', () => {
  it('goto-checkout sends a cart to /checkout?cartToken= and an empty one back to the cart page', async () => {
    const none = await fetch(`${server.url}/commerce/goto-checkout`, { redirect: 'manual' });
    expect([none.status, none.headers.get('location')]).toEqual([303, '/cart']);
    // The demo's cart page is cart.html (page type 200): the redirect lands on it, not on a 404.
    const cartPage = await fetch(`${server.url}/cart`);
    const html = await cartPage.text();
    expect([cartPage.status, html.includes('<div class="cart-page" data-block="cart"')]).toEqual([
      200,
      true,
    ]);
    const client = await shopperWith([{ productId: 'photo-ebook', quantity: 1 }]);
    const token = client.cookies.get('ss_cart')!;
    const answer = await fetch(`${server.url}/commerce/goto-checkout`, {
      redirect: 'manual',
      headers: { cookie: `ss_cart=${token}` },
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([
      303,
      `/checkout?cartToken=${token}`,
    ]);
  });

  it('renders the checkout page escaped, and refuses a token that is not the cookie', async () => {
    const client = await shopperWith([{ productId: 'tote-bag', quantity: 1 }]);
    const token = client.cookies.get('ss_cart')!;
    await server.query(
      `UPDATE commerce_products SET name = '<img src=x onerror=alert(1)>' WHERE id = 'tote-bag'`,
    );
    try {
      const page = await client.visit(`/checkout?cartToken=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(page.text).not.toContain('<img src=x');
      expect(page.text).toContain('<form method="post" action="/checkout">');
      expect(page.text).toContain('"pageType":201');
      const other = await client.visit('/checkout?cartToken=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB');
      expect(other.status).toBe(403);
      expect(other.text).toContain(
        'Either your session has expired or you do not have cookies enabled.',
      );
    } finally {
      await server.query(`UPDATE commerce_products SET name = 'Canvas tote' WHERE id = 'tote-bag'`);
    }
  });

  it('takes the order from the page form to the order-confirmed page (type 202)', async () => {
    const client = await shopperWith([{ productId: 'gift-card', sku: 'gift-25', quantity: 1 }]);
    const token = client.cookies.get('ss_cart')!;
    const page = await client.visit(`/checkout?cartToken=${token}`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)![1]!;
    const cookie = [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const post = (card: string) =>
      fetch(`${server.url}/checkout`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie,
          origin: server.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          cartToken: token,
          idempotencyKey: key,
          crumb: client.cookies.get('crumb')!,
          email: 'ada@example.com',
          card,
        }),
      });
    const declined = await post(TEST_CARD_DECLINED);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('<p role="alert">Your card was declined.</p>');
    const paid = await post(TEST_CARD_ACCEPTED);
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location')!;
    expect(location).toMatch(/^\/commerce\/orders\/[0-9a-f-]{36}\/confirmed$/);
    const confirmed = await fetch(`${server.url}${location}`);
    const html = await confirmed.text();
    expect(confirmed.status).toBe(200);
    expect(html).toContain('"pageType":202');
    expect(html).toContain('Gift card × 1: €25.00');
    const forged = await fetch(`${server.url}/checkout`, {
      method: 'POST',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        cartToken: token,
        idempotencyKey: key,
        email: 'a@b.co',
        card: TEST_CARD_ACCEPTED,
      }),
    });
    expect(forged.status).toBe(403);
  });
});

describe('gift card and donation pages', () => {
  const form = (
    client: Client,
    path: string,
    fields: Record<string, string>,
    origin = server.url,
  ) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
        origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ crumb: client.cookies.get('crumb')!, ...fields }),
    });

  it('/checkout/giftcard offers the amounts and puts the chosen one in the cart', async () => {
    const client = createClient(server.url);
    await client.visit();
    const cartAnswer = await client.call('GET', '/api/commerce/cart');
    const { websiteId } = cartAnswer.body as { websiteId: string };
    const page = await client.visit(
      `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=gift-card&sku=gift-50`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="gift-50" checked');
    const wrong = await client.visit(
      `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=tote-bag`,
    );
    expect(wrong.status).toBe(404);
    const forged = await form(
      client,
      '/checkout/giftcard',
      { giftCardProductId: 'gift-card', sku: 'gift-50' },
      'https://evil.example',
    );
    expect(forged.status).toBe(403);
    const sent = await form(client, '/checkout/giftcard', {
      giftCardProductId: 'gift-card',
      sku: 'gift-100',
    });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/commerce/goto-checkout']);
    const token = /ss_cart=([^;]+)/.exec(sent.headers.getSetCookie().join(';'))![1]!;
    client.cookies.set('ss_cart', token);
    const cart = (await client.call('GET', '/api/commerce/cart')).body as {
      entries: { sku: string }[];
      grandTotalCents: number;
    };
    expect([cart.entries.map((e) => e.sku), cart.grandTotalCents]).toEqual([['gift-100'], 10000]);
  });

  it('/checkout/donate takes a donation through the payment provider to the confirmation', async () => {
    const client = createClient(server.url);
    await client.visit();
    const page = await client.visit('/checkout/donate?donatePageId=studio-fund');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Studio fund</h1>');
    expect((await client.visit('/checkout/donate?donatePageId=__proto__')).status).toBe(404);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)![1]!;
    const path = '/checkout/donate?donatePageId=studio-fund';
    const tooMuch = await form(client, path, {
      idempotencyKey: key,
      amount: '0',
      email: 'a@b.co',
      card: TEST_CARD_ACCEPTED,
    });
    expect(tooMuch.status).toBe(400);
    const declined = await form(client, path, {
      idempotencyKey: key,
      amount: '20',
      email: 'a@b.co',
      card: TEST_CARD_DECLINED,
    });
    expect(declined.status).toBe(402);
    const given = await form(client, path, {
      idempotencyKey: key,
      amount: '20',
      email: 'a@b.co',
      card: TEST_CARD_ACCEPTED,
    });
    expect(given.status).toBe(303);
    const again = await form(client, path, {
      idempotencyKey: key,
      amount: '20',
      email: 'a@b.co',
      card: TEST_CARD_ACCEPTED,
    });
    expect(again.headers.get('location')).toBe(given.headers.get('location'));
    const confirmed = await (await fetch(`${server.url}${given.headers.get('location')}`)).text();
    expect(confirmed).toContain('Donation: Studio fund × 1: €20.00');
  });
});

describe('owner orders', () => {
  it('lists orders and exports CSV for the owner only', async () => {
    const client = await shopperWith([{ productId: 'photo-ebook', quantity: 2 }]);
    const placed = (await checkout(client, { email: 'csv@example.com' })).body as {
      orderId: string;
    };
    const anonymous = await client.call('GET', '/api/commerce/orders');
    expect(anonymous.status).toBe(401);
    const { cookie, xsrfToken } = await server.login();
    const owner = createClient(server.url);
    for (const pair of cookie.split('; ')) {
      const at = pair.indexOf('=');
      owner.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const noHeader = await owner.call('GET', '/api/commerce/orders');
    expect(noHeader.status).toBe(403);
    const list = await owner.call('GET', '/api/commerce/orders', {
      headers: { 'X-XSRF-Token': xsrfToken },
      query: { limit: '1' },
    });
    expect(list.status).toBe(200);
    const body = list.body as { orders: Record<string, unknown>[]; nextCursor: string | null };
    expect(body.orders[0]).toEqual({
      id: placed.orderId,
      cartId: expect.any(String),
      email: 'csv@example.com',
      status: 'paid',
      createdAt: expect.any(String),
      subtotalCents: 2400,
      discountCents: 0,
      shippingCostCents: 0,
      taxCents: 417,
      grandTotalCents: 2400,
      currencyCode: 'EUR',
      coupons: [],
      shippingOptionId: null,
      shippingAddress: address,
      paymentReference: expect.stringMatching(/^test_/),
      lines: [
        {
          productId: 'photo-ebook',
          sku: 'photo-ebook',
          productName: 'Photo walks (e-book)',
          quantity: 2,
          unitPriceCents: 1200,
          lineTotalCents: 2400,
        },
      ],
    });
    expect(typeof body.nextCursor).toBe('string');
    const second = await owner.call('GET', '/api/commerce/orders', {
      headers: { 'X-XSRF-Token': xsrfToken },
      query: { limit: '1', cursor: body.nextCursor! },
    });
    expect((second.body as { orders: { id: string }[] }).orders[0]!.id).not.toBe(placed.orderId);
    const bad = await owner.call('GET', '/api/commerce/orders', {
      headers: { 'X-XSRF-Token': xsrfToken },
      query: { cursor: 'zzz' },
    });
    expect([bad.status, bad.body]).toEqual([
      400,
      { error: 'Query "cursor" is not a cursor this server gave.' },
    ]);
    const csv = await owner.call('GET', '/api/commerce/orders.csv', {
      headers: { 'X-XSRF-Token': xsrfToken },
    });
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed at,Email,Currency,SKU,Product,Quantity,Unit price,Line total,Order discount,Order shipping,Order tax,Order total,Coupons,Shipping address,Payment reference',
    );
    expect(lines[1]).toContain(`${placed.orderId},`);
    expect(lines[1]).toContain(
      ',csv@example.com,EUR,photo-ebook,Photo walks (e-book),2,12,24,0,0,4.17,24,,',
    );
  });
});

describe('a checkout left behind', () => {
  it('takes over a claim older than 10 minutes, never one in progress', async () => {
    const client = await shopperWith([{ productId: 'photo-ebook', quantity: 1 }]);
    const [cart] = await server.query<{ id: string }>(
      'SELECT c.id FROM commerce_carts c JOIN commerce_cart_entries e ON e.cart_id = c.id ORDER BY c.created_at DESC LIMIT 1',
    );
    await server.query(
      'INSERT INTO commerce_checkout_claims (cart_id, idempotency_key) VALUES ($1, $2)',
      [cart!.id, 'crashed-key-1'],
    );
    const busy = await checkout(client);
    expect([busy.status, busy.body]).toEqual([
      409,
      { error: 'A checkout of this cart is already in progress.' },
    ]);
    await server.query(
      "UPDATE commerce_checkout_claims SET created_at = now() - interval '11 minutes' WHERE cart_id = $1",
      [cart!.id],
    );
    const paid = await checkout(client);
    expect(paid.status).toBe(200);
  });
});
