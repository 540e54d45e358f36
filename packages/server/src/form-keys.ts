import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Form submission keys live 30 minutes (our choice; the spec shows no server limit). */
export const FORM_KEY_TTL_MS = 30 * 60_000;

export interface FormKeys {
  /** A fresh one-time key. */
  issue(now?: number): string;
  /** Whether `key` was issued by a server holding this secret and has not expired. */
  verify(key: string, now?: number): boolean;
}

/**
 * Keys are signed, not stored: `nonce.expiry.signature` (HMAC-SHA256 with the database's shared
 * secret). Issuing one costs no database write, any server process on the same database accepts
 * it, and "used once" is enforced where it matters: the submissions table's unique form_key.
 */
export function createFormKeys(secret: Buffer, ttlMs = FORM_KEY_TTL_MS): FormKeys {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);
  return {
    issue(now = Date.now()) {
      const payload = `${randomBytes(15).toString('base64url')}.${(now + ttlMs).toString(36)}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(key, now = Date.now()) {
      if (key.length > 96) return false;
      const parts = key.split('.');
      if (parts.length !== 3) return false;
      const [nonce, expiry, signature] = parts as [string, string, string];
      const expected = Buffer.from(sign(`${nonce}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const expiresAt = Number.parseInt(expiry, 36);
      return Number.isFinite(expiresAt) && expiresAt > now;
    },
  };
}
