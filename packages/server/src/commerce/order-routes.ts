import { fromMinorUnits } from '@tessera/commerce';
import { CRUMB_PARAMETER, ORDERS_CSV_PATH, ORDERS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { limitedCsv } from '../csv';
import { HttpError } from '../http-error';
import { asFields, rejectUnknown } from '../input';
import { isoTime } from '../iso-time';
import {
  csvAttachment,
  MAX_EXPORT_ROWS,
  pageOf,
  ROW_ID,
  readPageCursor,
  readPageLimit,
} from '../owner-listing';
import { requireContributor, requireOwner, type ServerContext } from '../server-context';
import { readOrderStatus } from './order-status';
import { pathId, readStorableBody } from './path-id';

interface OrderRow {
  id: string;
  cart_id: string;
  email: string;
  status: string;
  currency_code: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cost_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  coupons: unknown;
  shipping_option_id: string | null;
  shipping_address: unknown;
  payment_reference: string;
  lines: unknown;
  created_at: Date | string;
  created_text: string;
}

interface OrderLine {
  productId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

const COLUMNS = `*, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_text`;

const listSql = `
SELECT ${COLUMNS}
FROM commerce_orders
WHERE ($1::timestamptz IS NULL OR (created_at, id) < ($1::timestamptz, $2::text))
  AND ($4::text IS NULL OR status = $4::text)
ORDER BY created_at DESC, id DESC
LIMIT $3`;

const byIdSql = `SELECT ${COLUMNS} FROM commerce_orders WHERE id = $1`;
const setStatusSql = `UPDATE commerce_orders SET status = $2 WHERE id = $1 RETURNING ${COLUMNS}`;

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

function orderOf(row: OrderRow) {
  return {
    id: row.id,
    cartId: row.cart_id,
    email: row.email,
    status: row.status,
    createdAt: isoTime(row.created_at),
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    shippingCostCents: Number(row.shipping_cost_cents),
    taxCents: Number(row.tax_cents),
    grandTotalCents: Number(row.grand_total_cents),
    currencyCode: row.currency_code,
    coupons: json(row.coupons) as string[],
    shippingOptionId: row.shipping_option_id,
    shippingAddress: json(row.shipping_address) ?? null,
    paymentReference: row.payment_reference,
    lines: json(row.lines) as OrderLine[],
  };
}

/** One CSV row per order line, the order's figures repeated on each. */
function csvRows(row: OrderRow): unknown[][] {
  const order = orderOf(row);
  const address = order.shippingAddress as Record<string, string> | null;
  const amount = (cents: number) => fromMinorUnits(cents, order.currencyCode).value;
  return order.lines.map((line) => [
    order.id,
    order.createdAt,
    order.email,
    order.currencyCode,
    line.sku,
    line.productName,
    line.quantity,
    amount(line.unitPriceCents),
    amount(line.lineTotalCents),
    amount(order.discountCents),
    amount(order.shippingCostCents),
    amount(order.taxCents),
    amount(order.grandTotalCents),
    order.coupons.join(' '),
    address
      ? [
          address.name,
          address.line1,
          address.line2,
          address.postalCode,
          address.city,
          address.country,
        ]
          .filter(Boolean)
          .join(', ')
      : '',
    order.paymentReference,
  ]);
}

const orderNotFound = () => new HttpError(404, { error: 'There is no order with this id.' });

/**
 * As the form submissions: owners and viewers read GET /api/commerce/orders (JSON pages, by
 * status), /orders/{id} and orders.csv; the owner changes an order's status (PATCH /{id}).
 */
export function orderRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get(ORDERS_PATH, async (c) => {
    await requireContributor(c, ctx);
    const statusText = c.req.query('status');
    const status = statusText ? readOrderStatus(statusText, 'Query "status"') : null;
    const limit = readPageLimit(c.req.query('limit'));
    const [at, id] = readPageCursor(c.req.query('cursor'), ROW_ID.uuid);
    const rows = await ctx.db.query<OrderRow>(listSql, [at, id, limit + 1, status]);
    const { page, nextCursor } = pageOf(rows, limit);
    return c.json({ orders: page.map(orderOf), nextCursor });
  });
  app.get(`${ORDERS_PATH}/:id`, async (c) => {
    await requireContributor(c, ctx);
    const [row] = await ctx.db.query<OrderRow>(byIdSql, [pathId(c)]);
    if (!row) throw orderNotFound();
    return c.json(orderOf(row));
  });
  app.patch(`${ORDERS_PATH}/:id`, async (c) => {
    await requireOwner(c, ctx);
    const fields = asFields(await readStorableBody(c));
    rejectUnknown(fields, new Set([CRUMB_PARAMETER, 'status']));
    const status = readOrderStatus(fields.status, 'Field "status"');
    const [row] = await ctx.db.query<OrderRow>(setStatusSql, [pathId(c), status]);
    if (!row) throw orderNotFound();
    return c.json(orderOf(row));
  });
  app.get(ORDERS_CSV_PATH, async (c) => {
    await requireContributor(c, ctx);
    const rows = await ctx.db.query<OrderRow>(listSql, [null, null, MAX_EXPORT_ROWS + 1, null]);
    const lines = rows.flatMap(csvRows);
    const csv = limitedCsv(
      [
        'Order',
        'Placed at',
        'Email',
        'Currency',
        'SKU',
        'Product',
        'Quantity',
        'Unit price',
        'Line total',
        'Order discount',
        'Order shipping',
        'Order tax',
        'Order total',
        'Coupons',
        'Shipping address',
        'Payment reference',
      ],
      lines,
      MAX_EXPORT_ROWS,
      // One row a product line, so the limit counts lines, not orders.
      'order lines',
    );
    return csvAttachment(c, csv, 'orders.csv');
  });
  return app;
}
