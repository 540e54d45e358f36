import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './database/database';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from './password';

/**
 * The login session cookie (HttpOnly: the page never reads it; it holds the xsrfToken instead).
 * Over HTTPS it is `__Host-tessera-session` (session-cookie.ts).
 */
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
  /** The session's opaque id (what the owner's session list shows and revokes by). */
  id: string;
  account: Account;
  xsrfToken: string;
  rememberMe: boolean;
}

// The cookie holds the token; the table holds its hash, so a database leak opens no sessions.
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
// last_seen_at is written at most once a minute a session, not on every call.
const LAST_SEEN_PRECISION_SECONDS = 60;

/**
 * The account whose email and password these are. A hash made with older scrypt parameters is
 * replaced by one with today's after a successful login (never after a wrong password).
 */
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
  if (!(await verifyPassword(password, row.password_hash))) return undefined;
  if (needsRehash(row.password_hash)) {
    // Only if the hash is still the one verified: a password changed meanwhile wins.
    await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [
      row.id,
      await hashPassword(password),
      row.password_hash,
    ]);
  }
  return { id: row.id, email: row.email, role: row.role };
}

export async function createSession(
  db: Queryable,
  account: Account,
  rememberMe: boolean,
): Promise<{ id: string; token: string; xsrfToken: string; maxAgeSeconds: number }> {
  const token = randomBytes(24).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const seconds = rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  const [row] = await db.query<{ public_id: string }>(
    `INSERT INTO sessions (id, account_id, xsrf_token, remember_me, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
     RETURNING public_id`,
    [tokenHash(token), account.id, xsrfToken, rememberMe, seconds],
  );
  return { id: row!.public_id, token, xsrfToken, maxAgeSeconds: seconds };
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
    public_id: string;
    xsrf_token: string;
    remember_me: boolean;
    stale: boolean;
  }>(
    `SELECT a.id, a.email, a.role, s.public_id, s.xsrf_token, s.remember_me,
       s.last_seen_at < now() - make_interval(secs => $2) AS stale
     FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.id = $1 AND s.expires_at > now()`,
    [tokenHash(token), LAST_SEEN_PRECISION_SECONDS],
  );
  if (!row) return undefined;
  if (row.stale) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [tokenHash(token)]);
  }
  return {
    id: row.public_id,
    account: { id: row.id, email: row.email, role: row.role },
    xsrfToken: row.xsrf_token,
    rememberMe: row.remember_me,
  };
}

export async function deleteSession(db: Queryable, token: string | undefined): Promise<void> {
  if (!token || token.length > 64) return;
  await db.query('DELETE FROM sessions WHERE id = $1 OR expires_at < now()', [tokenHash(token)]);
}

export function xsrfMatches(session: Session, sent: string | undefined): boolean {
  if (sent === undefined || sent.length !== session.xsrfToken.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(session.xsrfToken));
}

/**
 * Stores a new password hash, if the stored one is still `previousHash`, and ends every session
 * of the account but `keepSessionId` in the same statement (ASVS 3.3.3: a password change ends
 * the other sessions). Answers whether the hash was replaced and how many sessions ended.
 */
export async function replacePasswordHash(
  db: Queryable,
  change: { accountId: string; previousHash: string; newHash: string; keepSessionId?: string },
): Promise<{ replaced: boolean; endedSessions: number }> {
  const [row] = await db.query<{ replaced: number; ended: number }>(
    `WITH changed AS (
       UPDATE accounts SET password_hash = $2 WHERE id = $1 AND password_hash = $3 RETURNING id
     ), ended AS (
       DELETE FROM sessions
       WHERE account_id IN (SELECT id FROM changed) AND public_id IS DISTINCT FROM $4
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM changed)::int AS replaced, (SELECT count(*) FROM ended)::int AS ended`,
    [change.accountId, change.newHash, change.previousHash, change.keepSessionId ?? null],
  );
  return { replaced: (row?.replaced ?? 0) > 0, endedSessions: row?.ended ?? 0 };
}

/**
 * A password from the environment: kept as it is when the stored hash already is this password
 * with today's parameters; otherwise stored, and when it really changed every session ends.
 */
async function applyOwnerPassword(
  db: Queryable,
  account: { id: string; password_hash: string },
  password: string,
): Promise<void> {
  const same = await verifyPassword(password, account.password_hash);
  if (same && !needsRehash(account.password_hash)) return;
  const newHash = await hashPassword(password);
  if (same) {
    await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [account.id, newHash]);
    return;
  }
  await replacePasswordHash(db, {
    accountId: account.id,
    previousHash: account.password_hash,
    newHash,
  });
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
  const [existing] = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM accounts WHERE email = $1',
    [normalized],
  );
  if (existing) {
    if (password) await applyOwnerPassword(db, existing, password);
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
