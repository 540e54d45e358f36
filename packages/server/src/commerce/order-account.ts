import { randomUUID } from 'node:crypto';
import { type Account, createSession, type Session } from '../accounts';
import type { Queryable } from '../database/database';
import { HttpError } from '../http-error';
import { throttledAttempt } from '../login-throttle';
import { hashPassword } from '../password';
import { checkNewPassword } from '../password-rules';
import type { ServerContext } from '../server-context';
import { hashCartToken } from './cart-store';
import { ORDER_ACCOUNT_OFFER_HOURS } from './order-owner-cookie';
import { storeMessages } from './store-messages';

/**
 * A shopper's account from the order-confirmed page (issue 14; Shopify's order status page
 * offers the same): the email is the order's, the shopper picks the password, and the account is
 * a site member's, logged in at once. Only the browser holding the cookie of the cart that
 * bought the order may do it, within ORDER_ACCOUNT_OFFER_HOURS of the purchase: the order's
 * number alone (a shared link) proves nothing.
 */
interface OwnedOrder {
  id: string;
  /** The order's email as accounts store it (trimmed, lower case). */
  email: string;
}

/** The order `orderId`, when `ownerToken` is the token of the cart that bought it, lately. */
export async function findOwnedOrder(
  db: Queryable,
  orderId: string,
  ownerToken: string | undefined,
): Promise<OwnedOrder | undefined> {
  if (!ownerToken || orderId === '') return undefined;
  const [row] = await db.query<{ id: string; email: string }>(
    `SELECT o.id, o.email FROM commerce_orders o JOIN commerce_carts c ON c.id = o.cart_id
     WHERE o.id = $1 AND c.token_hash = $2
       AND o.created_at > now() - make_interval(hours => $3)`,
    [orderId, hashCartToken(ownerToken), ORDER_ACCOUNT_OFFER_HOURS],
  );
  return row ? { id: row.id, email: row.email.trim().toLowerCase() } : undefined;
}

export async function hasAccount(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM accounts WHERE email = $1', [email]);
  return rows.length > 0;
}

/** 404 for no such order, 403 for an order this browser did not buy (or bought too long ago). */
async function requireOwnedOrder(
  db: Queryable,
  orderId: string,
  ownerToken: string | undefined,
): Promise<OwnedOrder> {
  const owned = await findOwnedOrder(db, orderId, ownerToken);
  if (owned) return owned;
  const exists =
    orderId !== '' &&
    (await db.query('SELECT 1 FROM commerce_orders WHERE id = $1', [orderId])).length > 0;
  if (!exists) throw new HttpError(404, { error: storeMessages.noOrder });
  throw new HttpError(403, { error: storeMessages.notOrderOwner });
}

/** Inserts the member account; 409 when the email has one (also one made meanwhile). */
async function insertMember(db: Queryable, email: string, password: string): Promise<Account> {
  const rows = await db.query<Account>(
    `INSERT INTO accounts (id, email, password_hash, role) VALUES ($1, $2, $3, 'member')
     ON CONFLICT (email) DO NOTHING RETURNING id, email, role`,
    [randomUUID(), email, await hashPassword(password)],
  );
  if (!rows[0]) throw new HttpError(409, { error: storeMessages.accountExists });
  return rows[0];
}

export interface CreatedOrderAccount {
  account: Account;
  session: Awaited<ReturnType<typeof createSession>> & Pick<Session, 'rememberMe'>;
}

/**
 * Checks, in this order: the order and its owner (404, 403), the password rules of a password
 * change (400), no account yet for the email (409); then hashes (scrypt, in the login throttle's
 * gate and under its waits: 429) and stores the member account and a browser session for it.
 */
export async function createOrderAccount(
  ctx: ServerContext,
  request: { orderId: string; ownerToken: string | undefined; password: string; address: string },
): Promise<CreatedOrderAccount> {
  const order = await requireOwnedOrder(ctx.db, request.orderId, request.ownerToken);
  checkNewPassword(request.password);
  // Before the hash: a known answer costs no scrypt run.
  if (await hasAccount(ctx.db, order.email)) {
    throw new HttpError(409, { error: storeMessages.accountExists });
  }
  const account = await throttledAttempt(ctx.loginThrottle, order.email, request.address, () =>
    insertMember(ctx.db, order.email, request.password),
  );
  const session = await createSession(ctx.db, account, false);
  return { account, session: { ...session, rememberMe: false } };
}
