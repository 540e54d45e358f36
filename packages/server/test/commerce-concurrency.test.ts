/**
 * Checkouts at once against a real Postgres server (TEST_DATABASE_URL; skipped locally without
 * it, required in CI): the stock guard and the per-cart claim hold under contention.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTestPostgres, startTestServer, type TestServer } from '../../../tests/support/server';
import {
  createTestPaymentProvider,
  TEST_CARD_ACCEPTED,
  type TestPaymentProvider,
} from '../src/index';
import { type Client, createClient } from './support/client';

const run = hasTestPostgres();

describe.skipIf(!run)('concurrent checkouts on Postgres', () => {
  let server: TestServer;
  let payments: TestPaymentProvider;
  beforeAll(async () => {
    payments = createTestPaymentProvider();
    server = await startTestServer({ database: 'postgres', paymentProvider: payments });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function shopper(sku: string): Promise<Client> {
    const client = createClient(server.url);
    await client.visit();
    const answer = await client.call('POST', '/api/commerce/cart/entries', {
      json: { productId: 'art-print', sku, quantity: 1 },
    });
    expect(answer.status).toBe(200);
    return client;
  }

  const pay = (client: Client, idempotencyKey: string) =>
    client.call('POST', '/api/commerce/checkout', {
      json: {
        cartToken: client.cookies.get('ss_cart'),
        idempotencyKey,
        email: 'shopper@example.com',
        shippingAddress: {
          name: 'S',
          line1: 'Dam 1',
          city: 'Amsterdam',
          postalCode: '1012 JS',
          country: 'NL',
        },
        payment: { card: TEST_CARD_ACCEPTED },
      },
    });

  it('50 shoppers buying the last 10 prints: exactly 10 orders, stock 0, none oversold', async () => {
    await server.query("UPDATE commerce_variants SET stock = 10 WHERE sku = 'art-print-a4'");
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper('art-print-a4')));
    const answers = await Promise.all(shoppers.map((client, i) => pay(client, `rush-${i}-key`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(40).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ error: 'Out of stock', available: 0 });
    }
    const [stock] = await server.query<{ stock: number }>(
      "SELECT stock FROM commerce_variants WHERE sku = 'art-print-a4'",
    );
    expect(Number(stock!.stock)).toBe(0);
    const orders = await server.query<{ n: string; quantity: string }>(
      `SELECT count(*) AS n, coalesce(sum((line->>'quantity')::int), 0) AS quantity
       FROM commerce_orders, jsonb_array_elements(lines) AS line WHERE line->>'sku' = 'art-print-a4'`,
    );
    expect([Number(orders[0]!.n), Number(orders[0]!.quantity)]).toEqual([10, 10]);
    // Every kept charge has its order; every charge without one was refunded.
    const kept = payments.charges.filter((charge) => !charge.refunded);
    const references = await server.query<{ payment_reference: string }>(
      'SELECT payment_reference FROM commerce_orders',
    );
    expect(kept.map((c) => c.reference).sort()).toEqual(
      references.map((r) => r.payment_reference).sort(),
    );
  }, 60_000);

  it('one cart sent 10 times at once (a double click, several tabs) is charged and ordered once', async () => {
    const client = await shopper('art-print-a3');
    const before = payments.charges.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay(client, i % 2 === 0 ? 'same-cart-key' : `other-key-${i}`),
      ),
    );
    const orderIds = new Set(
      answers.filter((a) => a.status === 200).map((a) => (a.body as { orderId: string }).orderId),
    );
    expect(orderIds.size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([answer.status, answer.body]).toEqual([
        409,
        { error: 'A checkout of this cart is already in progress.' },
      ]);
    }
    const charged = payments.charges.slice(before);
    expect([charged.length, charged.filter((c) => c.refunded).length]).toEqual([1, 0]);
    const orders = await server.query(
      "SELECT id FROM commerce_orders WHERE email = 'shopper@example.com' AND lines::text LIKE '%art-print-a3%'",
    );
    expect(orders.map((row) => row.id)).toEqual([...orderIds]);
  }, 60_000);
});
