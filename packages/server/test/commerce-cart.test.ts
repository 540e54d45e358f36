/**
 * The cart API against the demo store (examples/site/site.json "store"): the whole cart entity,
 * totals computed by the server, limits, stock and tampered requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { type Client, createClient } from './support/client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function shopper(): Promise<Client> {
  const client = createClient(server.url);
  await client.visit();
  return client;
}

const add = (client: Client, json: Record<string, unknown>) =>
  client.call('POST', '/api/commerce/cart/entries', { json });

const eur = (value: number) => ({ currencyCode: 'EUR', value });

describe('cart', () => {
  it('answers the empty cart entity without a cookie, and sets none', async () => {
    const client = await shopper();
    const answer = await client.call('GET', '/api/commerce/cart');
    expect(answer.status).toBe(200);
    expect(client.cookies.has('ss_cart')).toBe(false);
    expect(answer.body).toEqual({
      id: '',
      websiteId: expect.any(String),
      orderId: '',
      created: 0,
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [
        { id: 'vat-nl', name: 'VAT 21%', country: 'NL', rateBasisPoints: 2100, included: true },
      ],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: {},
      shippingLocation: {},
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      subtotalAmount: eur(0),
      grandTotalAmount: eur(0),
    });
  });

  it('creates the cart on the first add with an HttpOnly 30-day ss_cart cookie', async () => {
    const client = await shopper();
    const answer = await add(client, {
      productId: 'linen-shirt',
      sku: 'linen-shirt-m',
      quantity: 2,
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('ss_cart='))!;
    expect(cookie).toMatch(
      /^ss_cart=[A-Za-z0-9_-]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cart = answer.body as Record<string, unknown>;
    expect(cart.entries).toEqual([
      {
        id: expect.any(String),
        productId: 'linen-shirt',
        productName: 'Linen shirt',
        productType: 1,
        sku: 'linen-shirt-m',
        optionValues: [{ optionName: 'Size', value: 'M' }],
        imageUrl: '/images/product-shirt.svg',
        quantity: 2,
        unitPriceCents: 4900,
        onSale: true,
        lineTotalCents: 9800,
        unitPrice: eur(49),
        lineTotal: eur(98),
      },
    ]);
    // Standard shipping is chosen by default: 4.90; VAT 21 % included: 10290 × 21 / 121 = 1785.8.
    expect({
      subtotal: cart.subtotalCents,
      shipping: cart.shippingCostCents,
      tax: cart.taxCents,
      total: cart.grandTotalCents,
      quantity: cart.totalQuantity,
      requiresShipping: cart.requiresShipping,
      selected: (cart.selectedShippingOption as { id: string }).id,
    }).toEqual({
      subtotal: 9800,
      shipping: 490,
      tax: 1786,
      total: 10290,
      quantity: 2,
      requiresShipping: true,
      selected: 'standard',
    });
    // The same variant again adds to its entry.
    const again = await add(client, {
      productId: 'linen-shirt',
      sku: 'linen-shirt-m',
      quantity: 1,
    });
    expect(
      (again.body as { entries: { quantity: number }[] }).entries.map((e) => e.quantity),
    ).toEqual([3]);
    // GET answers the same cart.
    const read = await client.call('GET', '/api/commerce/cart');
    expect(read.body).toEqual(again.body);
  });

  it('prices each product type: digital and gift card need no shipping, a subscription shows its plan', async () => {
    const client = await shopper();
    await add(client, { productId: 'photo-ebook', quantity: 1 });
    const gift = await add(client, {
      productId: 'gift-card',
      giftCardAmountCents: 5000,
      quantity: 1,
    });
    const digital = gift.body as Record<string, unknown>;
    expect({
      skus: (digital.entries as { sku: string }[]).map((e) => e.sku),
      hasDigital: digital.hasDigital,
      purelyDigital: digital.purelyDigital,
      requiresShipping: digital.requiresShipping,
      shippingOptions: digital.shippingOptions,
      total: digital.grandTotalCents,
      tax: digital.taxCents,
    }).toEqual({
      skus: ['photo-ebook', 'gift-50'],
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
      total: 6200,
      tax: 1076,
    });
    const service = await add(client, { productId: 'workshop', quantity: 1 });
    expect((service.body as Record<string, unknown>).purelyDigital).toBe(false);
    expect((service.body as Record<string, unknown>).requiresShipping).toBe(false);
    const club = await add(client, { productId: 'print-club', quantity: 1 });
    const entries = (club.body as { entries: Record<string, unknown>[] }).entries;
    expect(entries.at(-1)!.subscriptionPlan).toEqual({
      billingPeriod: { value: 1, unit: 'month' },
      numBillingCycles: 12,
    });
    expect((club.body as Record<string, unknown>).requiresShipping).toBe(true);
  });

  it('sets, steps and removes quantities; 0 removes the entry', async () => {
    const client = await shopper();
    const first = await add(client, { productId: 'art-print', sku: 'art-print-a3', quantity: 1 });
    const id = (first.body as { entries: { id: string }[] }).entries[0]!.id;
    const set = await client.call('PATCH', `/api/commerce/cart/entries/${id}`, {
      json: { quantity: 4 },
    });
    expect((set.body as Record<string, number>).subtotalCents).toBe(14000);
    const zero = await client.call('PATCH', `/api/commerce/cart/entries/${id}`, {
      json: { quantity: 0 },
    });
    expect((zero.body as { entries: unknown[] }).entries).toEqual([]);
    const again = await add(client, { productId: 'art-print', sku: 'art-print-a2', quantity: 1 });
    const id2 = (again.body as { entries: { id: string }[] }).entries[0]!.id;
    const removed = await client.call('DELETE', `/api/commerce/cart/entries/${id2}`);
    expect((removed.body as Record<string, unknown>).entries).toEqual([]);
    const gone = await client.call('DELETE', `/api/commerce/cart/entries/${id2}`);
    expect([gone.status, gone.body]).toEqual([404, { error: 'No such entry in this cart.' }]);
  });

  it('refuses quantities outside 1..999 with 422, and stock beyond what is left with 409', async () => {
    const client = await shopper();
    for (const quantity of [0, -1, 1000]) {
      const answer = await add(client, { productId: 'tote-bag', quantity });
      expect([answer.status, answer.body]).toEqual([
        422,
        { error: 'Quantity must be a whole number from 1 to 999.' },
      ]);
    }
    const fraction = await add(client, { productId: 'tote-bag', quantity: 1.5 });
    expect(fraction.status).toBe(400);
    const soldOut = await add(client, { productId: 'ceramic-mug', quantity: 1 });
    expect([soldOut.status, soldOut.body]).toEqual([409, { error: 'Out of stock', available: 0 }]);
    await add(client, { productId: 'workshop', quantity: 8 });
    const more = await add(client, { productId: 'workshop', quantity: 1 });
    expect([more.status, more.body]).toEqual([409, { error: 'Out of stock', available: 8 }]);
    const cart = await client.call('GET', '/api/commerce/cart');
    expect((cart.body as { totalQuantity: number }).totalQuantity).toBe(8);
    const id = (cart.body as { entries: { id: string }[] }).entries[0]!.id;
    const patch = await client.call('PATCH', `/api/commerce/cart/entries/${id}`, {
      json: { quantity: 9 },
    });
    expect([patch.status, patch.body]).toEqual([409, { error: 'Out of stock', available: 8 }]);
  });

  it('answers 404 for unknown products and variants, 400 for a missing variant choice', async () => {
    const client = await shopper();
    expect((await add(client, { productId: 'nope', quantity: 1 })).body).toEqual({
      error: 'No such product.',
    });
    expect(
      (await add(client, { productId: 'linen-shirt', sku: 'art-print-a3', quantity: 1 })).body,
    ).toEqual({
      error: 'No such variant of this product.',
    });
    const noSku = await add(client, { productId: 'linen-shirt', quantity: 1 });
    expect([noSku.status, noSku.body]).toEqual([
      400,
      { error: 'Field "sku" is required: this product comes in several variants.' },
    ]);
    const amount = await add(client, {
      productId: 'gift-card',
      giftCardAmountCents: 777,
      quantity: 1,
    });
    expect([amount.status, amount.body]).toEqual([
      404,
      { error: 'This gift card has no such amount.' },
    ]);
    const notGift = await add(client, {
      productId: 'tote-bag',
      giftCardAmountCents: 2500,
      quantity: 1,
    });
    expect([notGift.status, notGift.body]).toEqual([
      400,
      { error: 'Field "giftCardAmountCents" is only for gift cards.' },
    ]);
  });
});

describe('tampering', () => {
  it('refuses a price or a total in the body with 400, and changes nothing', async () => {
    const client = await shopper();
    await add(client, { productId: 'tote-bag', quantity: 1 });
    const before = await client.call('GET', '/api/commerce/cart');
    for (const json of [
      { productId: 'tote-bag', quantity: 1, price: 1 },
      { productId: 'tote-bag', quantity: 1, unitPriceCents: 1 },
      { productId: 'tote-bag', quantity: 1, grandTotalCents: 1 },
    ]) {
      const answer = await add(client, json);
      expect([answer.status, answer.body]).toEqual([
        400,
        { error: `Unknown field: "${Object.keys(json)[2]}".` },
      ]);
    }
    const id = (before.body as { entries: { id: string }[] }).entries[0]!.id;
    const patch = await client.call('PATCH', `/api/commerce/cart/entries/${id}`, {
      json: { quantity: 2, lineTotalCents: 1 },
    });
    expect(patch.status).toBe(400);
    expect((await client.call('GET', '/api/commerce/cart')).body).toEqual(before.body);
  });

  it("refuses another cart's token in the body with 403, and changes nothing", async () => {
    const victim = await shopper();
    await add(victim, { productId: 'tote-bag', quantity: 1 });
    const victimToken = victim.cookies.get('ss_cart')!;
    const attacker = await shopper();
    await add(attacker, { productId: 'photo-ebook', quantity: 1 });
    const answer = await add(attacker, {
      productId: 'tote-bag',
      quantity: 5,
      cartToken: victimToken,
    });
    expect([answer.status, answer.body]).toEqual([
      403,
      { error: 'This cart token is not the one of your cart.' },
    ]);
    const noCookie = await shopper();
    const blind = await add(noCookie, {
      productId: 'tote-bag',
      quantity: 5,
      cartToken: victimToken,
    });
    expect(blind.status).toBe(403);
    const cart = (await victim.call('GET', '/api/commerce/cart')).body as { totalQuantity: number };
    expect(cart.totalQuantity).toBe(1);
  });

  it('clears a cookie that is no cart token: a read answers the empty cart, a change 400', async () => {
    const client = await shopper();
    client.cookies.set('ss_cart', 'forged');
    const read = await client.call('GET', '/api/commerce/cart');
    expect([read.status, (read.body as { id: string }).id]).toEqual([200, '']);
    client.cookies.set('ss_cart', 'forged');
    const write = await add(client, { productId: 'tote-bag', quantity: 1 });
    expect([write.status, write.body]).toEqual([
      400,
      { error: 'The ss_cart cookie is not a cart token this server gave; it has been cleared.' },
    ]);
    expect(client.cookies.has('ss_cart')).toBe(false);
  });

  it('starts a new cart for a well-formed token that names none (expired), never 5xx', async () => {
    const client = await shopper();
    client.cookies.set('ss_cart', 'A'.repeat(32));
    const answer = await add(client, { productId: 'tote-bag', quantity: 1 });
    expect(answer.status).toBe(200);
    expect(client.cookies.get('ss_cart')).not.toBe('A'.repeat(32));
  });
});

describe('coupons and shipping', () => {
  it('applies WELCOME10 at 30.00 or more and lists it invalid below, with the minimum', async () => {
    const client = await shopper();
    await add(client, { productId: 'tote-bag', quantity: 1 });
    const below = (
      await client.call('POST', '/api/commerce/cart/coupons', { json: { code: ' welcome10 ' } })
    ).body as Record<string, unknown>;
    expect({
      valid: below.validCoupons,
      invalid: below.invalidCoupons,
      coupons: below.coupons,
      discount: below.discountCents,
      minimum: below.minimumSubtotalCents,
      message: below.minimumSubtotalMessage,
    }).toEqual({
      valid: [],
      invalid: ['WELCOME10'],
      coupons: [],
      discount: 0,
      minimum: 3000,
      message: 'WELCOME10 applies to orders of €30.00 or more.',
    });
    const above = (await add(client, { productId: 'tote-bag', quantity: 2 })).body as Record<
      string,
      unknown
    >;
    // 3 × 12.00 = 36.00; 10 % = 3.60; shipping 4.90; total 37.30; VAT included 3730 × 21/121 = 647.4.
    expect({
      valid: above.validCoupons,
      invalid: above.invalidCoupons,
      coupons: above.coupons,
      subtotal: above.subtotalCents,
      discount: above.discountCents,
      shipping: above.shippingCostCents,
      tax: above.taxCents,
      total: above.grandTotalCents,
      minimum: above.minimumSubtotalCents,
    }).toEqual({
      valid: ['WELCOME10'],
      invalid: [],
      coupons: [{ code: 'WELCOME10', kind: 'percent', value: 10, discountCents: 360 }],
      subtotal: 3600,
      discount: 360,
      shipping: 490,
      tax: 647,
      total: 3730,
      minimum: undefined,
    });
  });

  it('answers an unknown code as invalid (200), stacks TOTE5, and removes codes', async () => {
    const client = await shopper();
    await add(client, { productId: 'art-print', sku: 'art-print-a2', quantity: 1 });
    await client.call('POST', '/api/commerce/cart/coupons', { json: { code: 'NOPE' } });
    await client.call('POST', '/api/commerce/cart/coupons', { json: { code: 'WELCOME10' } });
    const both = (
      await client.call('POST', '/api/commerce/cart/coupons', { json: { code: 'tote5' } })
    ).body as Record<string, unknown>;
    // 55.00 − 5.50 − 5.00 = 44.50, plus 4.90 shipping.
    expect([
      both.validCoupons,
      both.invalidCoupons,
      both.discountCents,
      both.grandTotalCents,
    ]).toEqual([['WELCOME10', 'TOTE5'], ['NOPE'], 1050, 4940]);
    const removed = (await client.call('DELETE', '/api/commerce/cart/coupons/nope')).body as Record<
      string,
      unknown
    >;
    expect([removed.validCoupons, removed.invalidCoupons]).toEqual([['WELCOME10', 'TOTE5'], []]);
  });

  it('charges the chosen option, free standard shipping from 100.00, and taxes by location', async () => {
    const client = await shopper();
    await add(client, { productId: 'art-print', sku: 'art-print-a2', quantity: 1 });
    const express = (
      await client.call('PUT', '/api/commerce/cart/shipping', {
        json: { shippingOptionId: 'express' },
      })
    ).body as Record<string, unknown>;
    expect([express.shippingCostCents, express.grandTotalCents]).toEqual([1200, 6700]);
    await add(client, { productId: 'art-print', sku: 'art-print-a2', quantity: 1 });
    const standard = (
      await client.call('PUT', '/api/commerce/cart/shipping', {
        json: { shippingOptionId: 'standard' },
      })
    ).body as Record<string, unknown>;
    expect([standard.shippingCostCents, standard.grandTotalCents]).toEqual([0, 11000]);
    const abroad = (
      await client.call('PUT', '/api/commerce/cart/shipping', {
        json: { location: { country: 'US', postalCode: '10001' } },
      })
    ).body as Record<string, unknown>;
    expect([abroad.taxCents, abroad.applicableTaxRules, abroad.shippingLocation]).toEqual([
      0,
      [],
      { country: 'US', postalCode: '10001' },
    ]);
    const unknown = await client.call('PUT', '/api/commerce/cart/shipping', {
      json: { shippingOptionId: 'drone' },
    });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'No such shipping option.' }]);
  });
});

describe('catalogue', () => {
  it('lists the demo products with derived states', async () => {
    const client = await shopper();
    const answer = await client.call('GET', '/api/commerce/products');
    const products = (answer.body as { products: Record<string, unknown>[] }).products;
    expect(products.map((p) => [p.id, p.productType, p.soldOut, p.onSale, p.variedPrices])).toEqual(
      [
        ['linen-shirt', 1, false, true, true],
        ['ceramic-mug', 1, true, false, false],
        ['art-print', 1, false, false, true],
        ['tote-bag', 1, false, true, false],
        ['photo-ebook', 2, false, false, false],
        ['workshop', 3, false, false, false],
        ['gift-card', 4, false, false, true],
        ['print-club', 1, false, false, false],
      ],
    );
    const one = await client.call('GET', '/api/commerce/products/tote-bag');
    expect((one.body as { variants: unknown[] }).variants).toEqual([
      {
        sku: 'tote-bag',
        priceCents: 1500,
        salePriceCents: 1200,
        onSale: true,
        unlimited: true,
        qtyInStock: 0,
        optionValues: [],
        price: eur(15),
        salePrice: eur(12),
      },
    ]);
    const missing = await client.call('GET', '/api/commerce/products/nope');
    expect([missing.status, missing.body]).toEqual([404, { error: 'No such product.' }]);
  });
});
