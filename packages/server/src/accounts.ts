import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './database/database';
import { generatePassword, hashPassword, verifyPassword } from './password';

/** The login session cookie (HttpOnly: the page never reads it; it holds the xsrfToken instead). */
export const SESSION_COOKIE = 'tessera-session';
/** The header that carries the session's xsrfToken on later calls (spec 000 §7). */
export const XSRF_HEADER = 'x-xsrf-token';
/** rememberMe: the session lasts 30 days; otherwise until the browser closes, at most 12 hours. */
const REMEMBER_ME_SECONDS = 30 * 24 * 3600;
const SESSION_SECONDS = 12 * 3600;

export interface Account {
  id: string;
  email: string;
  role: string;
}

export interface Session {
  account: Account;
  xsrfToken: string;
  rememberMe: boolean;
}

// The cookie holds the token; the table holds its hash, so a database leak opens no sessions.
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function findAccountByPassword(
  db: Queryable,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const [row] = await db.query<Account & { password_hash: string }>(
    'SELECT id, email, role, password_hash FROM accounts WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  if (!row) {
    // Same work for unknown emails, so timing does not tell which emails have accounts.
    await hashPassword(password);
    return undefined;
  }
  return (await verifyPassword(password, row.password_hash))
    ? { id: row.id, email: row.email, role: row.role }
    : undefined;
}

export async function createSession(
  db: Queryable,
  account: Account,
  rememberMe: boolean,
): Promise<{ token: string; xsrfToken: string; maxAgeSeconds: number }> {
  const token = randomBytes(24).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const seconds = rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  await db.query(
    `INSERT INTO sessions (id, account_id, xsrf_token, remember_me, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [tokenHash(token), account.id, xsrfToken, rememberMe, seconds],
  );
  return { token, xsrfToken, maxAgeSeconds: seconds };
}

export async function findSession(
  db: Queryable,
  token: string | undefined,
): Promise<Session | undefined> {
  if (!token || token.length > 64) return undefined;
  const [row] = await db.query<{
    id: string;
    email: string;
    role: string;
    xsrf_token: string;
    remember_me: boolean;
  }>(
    `SELECT a.id, a.email, a.role, s.xsrf_token, s.remember_me
     FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.id = $1 AND s.expires_at > now()`,
    [tokenHash(token)],
  );
  return row
    ? {
        account: { id: row.id, email: row.email, role: row.role },
        xsrfToken: row.xsrf_token,
        rememberMe: row.remember_me,
      }
    : undefined;
}

export async function deleteSession(db: Queryable, token: string | undefined): Promise<void> {
  if (!token || token.length > 64) return;
  await db.query('DELETE FROM sessions WHERE id = $1 OR expires_at < now()', [tokenHash(token)]);
}

export function xsrfMatches(session: Session, sent: string | undefined): boolean {
  if (sent === undefined || sent.length !== session.xsrfToken.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(session.xsrfToken));
}

export interface SeededOwner {
  email: string;
  /** The password, when it was generated now (print it once); undefined when it was given. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure the owner account exists. A password from the environment is (re)applied on every
 * start; otherwise one is generated on the first start only and answered so the CLI prints it.
 */
export async function seedOwner(
  db: Queryable,
  email: string,
  password: string | undefined,
): Promise<SeededOwner> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
    normalized,
  ]);
  if (existing) {
    if (password) {
      await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [
        existing.id,
        await hashPassword(password),
      ]);
    }
    return { email: normalized, created: false };
  }
  const generatedPassword = password ? undefined : generatePassword();
  await db.query(
    `INSERT INTO accounts (id, email, password_hash, role) VALUES ($1, $2, $3, 'owner')
     ON CONFLICT (email) DO NOTHING`,
    [randomUUID(), normalized, await hashPassword(password ?? generatedPassword!)],
  );
  return { email: normalized, generatedPassword, created: true };
}
