import { createHash } from 'node:crypto';
import { addressKey } from './client-address';
import { createConcurrencyGate } from './concurrency-gate';
import type { Queryable } from './database/database';
import { HttpError } from './http-error';
import { messages } from './messages';

export interface LoginThrottleOptions {
  /** Failed logins an account may have before each next attempt must wait. Default 5. */
  accountFailures: number;
  /** Failed logins a client address may have (any accounts) before it must wait. Default 20. */
  addressFailures: number;
  /** The first wait; it doubles with each further failure. Default 1 second. */
  firstDelaySeconds: number;
  /** The longest wait. Default 900 (15 minutes). */
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the last one. Default 3600 (an hour). */
  forgetSeconds: number;
  /** Password hashes computed at once (scrypt takes a core while it runs). Default 1. */
  concurrentHashes: number;
  /** Logins waiting for a hash; one more is answered 429 at once. Default 16. */
  waitingHashes: number;
}

const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  accountFailures: 5,
  addressFailures: 20,
  firstDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetSeconds: 3600,
  concurrentHashes: 1,
  waitingHashes: 16,
};

/**
 * Login attempts, throttled by account and by client address with growing delays: after the
 * free failures each further one doubles the wait before the next attempt is heard. A throttled
 * attempt is refused before any password is hashed. Failures are kept in the database
 * (login_failures), so every process on one Postgres sees them; a lock seen once is also kept in
 * this process's memory until it ends, so a flood of refused attempts costs no query.
 */
export interface LoginThrottle {
  /** Seconds until an attempt for `email` from `address` is heard; 0 when it is heard now. */
  retryAfter(email: string, address: string, now?: number): Promise<number>;
  failed(email: string, address: string, now?: number): Promise<void>;
  /** A successful login clears the account's failures (not the address's). */
  succeeded(email: string): Promise<void>;
  /** Runs password work at most `concurrentHashes` at a time; 429 when too many wait. */
  hashing<T>(work: () => Promise<T>): Promise<T>;
  sweep(now?: number): Promise<void>;
}

// The email is stored hashed: the table needs only to tell accounts apart.
const accountKey = (email: string) =>
  `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

const recordFailures = `
INSERT INTO login_failures AS f (key, failures, last_failure_at)
SELECT key, 1, $2 FROM unnest($1::text[]) AS key
ON CONFLICT (key) DO UPDATE SET
  failures = CASE WHEN f.last_failure_at <= $2 - $3 THEN 1 ELSE f.failures + 1 END,
  last_failure_at = $2
RETURNING key, failures`;

function throttledError(seconds: number): HttpError {
  return new HttpError(
    429,
    { error: messages.loginThrottled, retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}

/**
 * One password attempt for `email` from `address` (a login, a password change): 429 before any
 * hashing while the account or the address waits; otherwise `attempt` runs in the hashing gate,
 * where the wait is read again and a 401 it throws is recorded as a failure before the next
 * attempt in line runs. (Checked only before the gate, attempts sent together all passed before
 * any of their failures counted: 6 wrong passwords at once were all heard with 3 free.) A
 * success clears the account's failures. With `answerExhausted`, a failure after which the next
 * attempt must wait is answered 429 itself (the login dialog shows the rate-limit message on the
 * fifth wrong password of a row, with the defaults).
 */
export async function throttledAttempt<T>(
  throttle: LoginThrottle,
  email: string,
  address: string,
  attempt: () => Promise<T>,
  options: { answerExhausted?: boolean } = {},
): Promise<T> {
  const wait = await throttle.retryAfter(email, address);
  if (wait > 0) throw throttledError(wait);
  const result = await throttle.hashing(async () => {
    const waitNow = await throttle.retryAfter(email, address);
    if (waitNow > 0) throw throttledError(waitNow);
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401) throw error;
      await throttle.failed(email, address);
      // With answerExhausted (logins), the failure that uses up the free ones says so at once:
      // the fifth wrong try gets the rate-limit message, not a sixth try to find out (issue 18).
      const waitAfter = options.answerExhausted ? await throttle.retryAfter(email, address) : 0;
      throw waitAfter > 0 ? throttledError(waitAfter) : error;
    }
  });
  await throttle.succeeded(email);
  return result;
}

export function createLoginThrottle(
  db: Queryable,
  options: Partial<LoginThrottleOptions> = {},
): LoginThrottle {
  const settings = { ...LOGIN_THROTTLE_DEFAULTS, ...options };
  const forgetMs = settings.forgetSeconds * 1000;
  const locks = new Map<string, number>(); // key -> locked until (epoch ms), this process's view
  const keysOf = (email: string, address: string) => [
    accountKey(email),
    `address:${addressKey(address)}`,
  ];
  const lockedUntil = (key: string, failures: number, last: number) => {
    const free = key.startsWith('account:') ? settings.accountFailures : settings.addressFailures;
    if (failures < free) return 0;
    const delay = Math.min(
      settings.maxDelaySeconds,
      settings.firstDelaySeconds * 2 ** (failures - free),
    );
    return last + delay * 1000;
  };
  const secondsUntil = (until: number, now: number) =>
    until > now ? Math.ceil((until - now) / 1000) : 0;
  const remember = (key: string, until: number, now: number) => {
    if (until <= now) return;
    if (locks.size >= 10_000) for (const [k, u] of locks) if (u <= now) locks.delete(k);
    locks.set(key, until);
  };

  return {
    async retryAfter(email, address, now = Date.now()) {
      const keys = keysOf(email, address);
      const known = Math.max(...keys.map((key) => locks.get(key) ?? 0));
      if (known > now) return secondsUntil(known, now);
      const rows = await db.query<{ key: string; failures: number; last_failure_at: string }>(
        'SELECT key, failures, last_failure_at::text FROM login_failures WHERE key = ANY($1::text[])',
        [keys],
      );
      let until = 0;
      for (const row of rows) {
        const last = Number(row.last_failure_at);
        if (last <= now - forgetMs) continue;
        const rowUntil = lockedUntil(row.key, row.failures, last);
        remember(row.key, rowUntil, now);
        until = Math.max(until, rowUntil);
      }
      return secondsUntil(until, now);
    },
    async failed(email, address, now = Date.now()) {
      const rows = await db.query<{ key: string; failures: number }>(recordFailures, [
        keysOf(email, address),
        now,
        forgetMs,
      ]);
      for (const row of rows) remember(row.key, lockedUntil(row.key, row.failures, now), now);
    },
    async succeeded(email) {
      const key = accountKey(email);
      locks.delete(key);
      await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
    },
    hashing: createConcurrencyGate(settings.concurrentHashes, {
      waiting: settings.waitingHashes,
      full: () => throttledError(1),
    }),
    async sweep(now = Date.now()) {
      for (const [key, until] of locks) if (until <= now) locks.delete(key);
      await db.query('DELETE FROM login_failures WHERE last_failure_at <= $1', [now - forgetMs]);
    },
  };
}
