/**
 * The console's orders (issue 18): the list filtered by status, one order with its lines, and
 * the owner moving an order's status; viewers read and cannot change it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleApp, type RoleApp } from './support/role-app';

let server: RoleApp;
const FIRST = '00000000-0000-4000-8000-000000000001';
const SECOND = '00000000-0000-4000-8000-000000000002';
const line = {
  productId: 'p1',
  sku: 'PRINT-1',
  productName: 'Orchard print',
  quantity: 2,
  unitPriceCents: 1500,
  lineTotalCents: 3000,
};

beforeAll(async () => {
  server = await createRoleApp();
  for (const [id, status, at] of [
    [FIRST, 'paid', '2026-04-01T09:00:00Z'],
    [SECOND, 'fulfilled', '2026-04-02T09:00:00Z'],
  ]) {
    await server.db.query(
      `INSERT INTO commerce_orders (id, cart_id, idempotency_key, email, status, currency_code,
         subtotal_cents, discount_cents, shipping_cost_cents, tax_cents, grand_total_cents, coupons,
         shipping_option_id, shipping_address, payment_reference, lines, created_at)
       VALUES ($1, $1, $1, 'buyer@example.com', $2, 'EUR', 3000, 0, 500, 0, 3500, '[]', NULL, NULL,
         'test-payment', $3::jsonb, $4)`,
      [id, status, JSON.stringify([line]), at],
    );
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const order = (id: string, status: string, at: string) => ({
  id,
  cartId: id,
  email: 'buyer@example.com',
  status,
  createdAt: at,
  subtotalCents: 3000,
  discountCents: 0,
  shippingCostCents: 500,
  taxCents: 0,
  grandTotalCents: 3500,
  currencyCode: 'EUR',
  coupons: [],
  shippingOptionId: null,
  shippingAddress: null,
  paymentReference: 'test-payment',
  lines: [line],
});

describe('GET /api/commerce/orders?status=', () => {
  it('keeps the orders of one status, for viewers too', async () => {
    const paid = await server.call('GET', '/api/commerce/orders?status=paid', { role: 'viewer' });
    expect([paid.status, paid.body]).toEqual([
      200,
      { orders: [order(FIRST, 'paid', '2026-04-01T09:00:00.000Z')], nextCursor: null },
    ]);
    const all = await server.call('GET', '/api/commerce/orders', { role: 'viewer' });
    expect((all.body as { orders: { id: string }[] }).orders.map((o) => o.id)).toEqual([
      SECOND,
      FIRST,
    ]);
    expect(
      (await server.call('GET', '/api/commerce/orders?status=shipped', { role: 'owner' })).status,
    ).toBe(400);
  });
});

describe('GET and PATCH /api/commerce/orders/{id}', () => {
  it('answers one order with its lines, 404 for none', async () => {
    const one = await server.call('GET', `/api/commerce/orders/${SECOND}`, { role: 'viewer' });
    expect([one.status, one.body]).toEqual([
      200,
      order(SECOND, 'fulfilled', '2026-04-02T09:00:00.000Z'),
    ]);
    const none = await server.call('GET', '/api/commerce/orders/nope', { role: 'owner' });
    expect([none.status, none.body]).toEqual([404, { error: 'There is no order with this id.' }]);
  });

  it('lets the owner change the status; an unknown status is 400, a viewer 403', async () => {
    const changed = await server.call('PATCH', `/api/commerce/orders/${FIRST}`, {
      role: 'owner',
      json: { status: 'fulfilled' },
    });
    expect([changed.status, changed.body]).toEqual([
      200,
      order(FIRST, 'fulfilled', '2026-04-01T09:00:00.000Z'),
    ]);
    const unknown = await server.call('PATCH', `/api/commerce/orders/${FIRST}`, {
      role: 'owner',
      json: { status: 'lost' },
    });
    expect([unknown.status, unknown.body]).toEqual([
      400,
      { error: 'Field "status" must be one of "paid", "fulfilled", "cancelled", "refunded".' },
    ]);
    const viewer = await server.call('PATCH', `/api/commerce/orders/${FIRST}`, {
      role: 'viewer',
      json: { status: 'cancelled' },
    });
    expect([viewer.status, viewer.body]).toEqual([
      403,
      { authorizationFail: true, error: 'Only the site owner may do this.' },
    ]);
    const missing = await server.call('PATCH', '/api/commerce/orders/nope', {
      role: 'owner',
      json: { status: 'paid' },
    });
    expect(missing.status).toBe(404);
    const read = await server.call('GET', `/api/commerce/orders/${FIRST}`, { role: 'viewer' });
    expect((read.body as { status: string }).status).toBe('fulfilled');
  });
});
