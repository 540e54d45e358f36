import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../database/database';
import type { ShippingLocation } from './cart-entity';

/**
 * Carts in the database, found by the hash of their token (the ss_cart cookie's value): a read
 * of the table gives no shopper's cart away.
 */
export interface CartRow {
  id: string;
  created_at: Date | string;
  purchased: boolean;
  order_id: string | null;
  shipping_option_id: string | null;
  shipping_location: ShippingLocation | string | null;
}

export interface EntryRow {
  id: string;
  sku: string;
  quantity: number;
}

/** 24 random bytes, 32 base64url characters. */
export const newCartToken = () => randomBytes(24).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const isCartToken = (value: string | undefined): value is string =>
  value !== undefined && TOKEN_PATTERN.test(value);

export const hashCartToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

const cartColumns = 'id, created_at, purchased, order_id, shipping_option_id, shipping_location';

export async function findCart(
  db: Queryable,
  token: string,
  lock = false,
): Promise<CartRow | undefined> {
  const rows = await db.query<CartRow>(
    `SELECT ${cartColumns} FROM commerce_carts WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [hashCartToken(token)],
  );
  return rows[0];
}

export async function findCartById(
  db: Queryable,
  id: string,
  lock = false,
): Promise<CartRow | undefined> {
  const rows = await db.query<CartRow>(
    `SELECT ${cartColumns} FROM commerce_carts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function createCart(db: Queryable, token: string): Promise<CartRow> {
  const rows = await db.query<CartRow>(
    `INSERT INTO commerce_carts (id, token_hash) VALUES ($1, $2) RETURNING ${cartColumns}`,
    [randomUUID(), hashCartToken(token)],
  );
  return rows[0]!;
}

export async function readEntries(db: Queryable, cartId: string): Promise<EntryRow[]> {
  const rows = await db.query<EntryRow>(
    'SELECT id, sku, quantity FROM commerce_cart_entries WHERE cart_id = $1 ORDER BY added_at, id',
    [cartId],
  );
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

export async function readCouponCodes(db: Queryable, cartId: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    'SELECT code FROM commerce_cart_coupons WHERE cart_id = $1 ORDER BY added_at, code',
    [cartId],
  );
  return rows.map((row) => row.code);
}

export async function touchCart(db: Queryable, cartId: string): Promise<void> {
  await db.query('UPDATE commerce_carts SET updated_at = now() WHERE id = $1', [cartId]);
}

export const newEntryId = () => randomBytes(9).toString('base64url');
