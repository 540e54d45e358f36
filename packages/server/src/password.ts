import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createConcurrencyGate } from './concurrency-gate';

/**
 * scrypt password hashes, stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can rise
 * later without invalidating stored hashes: a hash made with other parameters still verifies,
 * and `needsRehash` tells the login to store it again with these.
 */
export interface ScryptParameters {
  /** CPU and memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** OWASP's Password Storage Cheat Sheet: N = 2^17, r = 8, p = 1 (128 MiB and about 0.3 s a hash). */
export const SCRYPT_PARAMETERS: Readonly<ScryptParameters> = Object.freeze({
  N: 2 ** 17,
  r: 8,
  p: 1,
});
/** What new hashes are made with, and what `needsRehash` compares against. */
let currentParameters: Readonly<ScryptParameters> = SCRYPT_PARAMETERS;

/**
 * For test suites only: makes new hashes with cheaper parameters, as Django's test settings swap
 * in a fast password hasher. The suite's ~250 hashes at N = 2^17 took about 200 s of CI time
 * (tests/support/fast-password-hashes.ts); a stored hash still verifies whatever it was made
 * with, so nothing else changes. Production never calls this.
 */
export function setScryptParametersForTests(parameters: Readonly<ScryptParameters>): void {
  currentParameters = parameters;
}
const KEY_LENGTH = 32;
// Stored hashes are trusted, but a corrupt row must not ask for gigabytes: N up to 2^20, r up to 32.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * At most two hashes at once: each takes 128 MiB and one of libuv's four threads, so a burst of
 * logins neither runs the process out of memory nor starves the file system calls of the others.
 */
const withHashSlot = createConcurrencyGate(2);

function derive(
  password: string,
  salt: Buffer,
  parameters: Readonly<ScryptParameters>,
  length: number,
) {
  const { N, r, p } = parameters;
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          length,
          // Node's default maxmem (32 MiB) is below what N = 2^17 needs (128 * N * r bytes).
          { N, r, p, maxmem: 2 * 128 * N * r * p },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

export async function hashPassword(
  password: string,
  parameters: Readonly<ScryptParameters> = currentParameters,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, parameters, KEY_LENGTH);
  const { N, r, p } = parameters;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

interface StoredHash {
  parameters: ScryptParameters;
  salt: Buffer;
  hash: Buffer;
}

const isWhole = (value: number, max: number) =>
  Number.isInteger(value) && value >= 1 && value <= max;

function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = isWhole(parameters.N, MAX_N) && (parameters.N & (parameters.N - 1)) === 0;
  if (!powerOfTwo || parameters.N < 2 || !isWhole(parameters.r, MAX_R)) return undefined;
  if (!isWhole(parameters.p, MAX_P)) return undefined;
  const hashBytes = Buffer.from(hash, 'base64url');
  if (hashBytes.length < 16) return undefined;
  return { parameters, salt: Buffer.from(salt, 'base64url'), hash: hashBytes };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.parameters, parsed.hash.length);
  return timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash was made with other parameters than today's (and should be replaced). */
export function needsRehash(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.parameters;
  return (
    N !== currentParameters.N ||
    r !== currentParameters.r ||
    p !== currentParameters.p ||
    parsed.hash.length !== KEY_LENGTH
  );
}

/** A password for the seeded owner when none is set: 20 characters, about 120 bits. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
