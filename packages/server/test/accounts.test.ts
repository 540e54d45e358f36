import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findAccountByPassword, findSession, seedOwner } from '../src/accounts';
import type { Database } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { migrate } from '../src/migrate';
import { hashPassword, needsRehash, SCRYPT_PARAMETERS, verifyPassword } from '../src/password';

// One scrypt hash at OWASP's parameters takes about 0.3 s (128 MiB): these tests make few.
const OLD_PARAMETERS = { N: 2 ** 14, r: 8, p: 1 };

describe('password hashes', () => {
  it("hashes with scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1) and verifies only the right password", async () => {
    expect(SCRYPT_PARAMETERS).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  }, 30_000);

  it('still verifies a hash made with older parameters, which needs a rehash', async () => {
    const old = await hashPassword('correct horse', OLD_PARAMETERS);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(await verifyPassword('correct horsE', old)).toBe(false);
    expect(await hashPassword('correct horse', OLD_PARAMETERS)).not.toBe(old);
  });

  it('refuses stored hashes it cannot read, without deriving anything from them', async () => {
    const old = await hashPassword('pw', OLD_PARAMETERS);
    const [, , , , salt, hash] = old.split('$');
    const stored = (n: string, r = '8', p = '1') => `scrypt$${n}$${r}$${p}$${salt}$${hash}`;
    expect(await verifyPassword('pw', stored('16384'))).toBe(true);
    for (const bad of [
      'plain-text',
      '',
      `bcrypt$16384$8$1$${salt}$${hash}`,
      stored('16383'), // not a power of two
      stored('2097152'), // 2^21: more memory than a stored hash may ask for
      stored('1'),
      stored('16384', '0'),
      stored('16384', '33'),
      stored('16384', '8', '17'),
      stored('abc'),
      `${stored('16384')}$extra`,
      `scrypt$16384$8$1$${salt}$AAAA`, // a 3-byte hash
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });
});

describe('accounts', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: ':memory:' });
    await migrate(db);
  }, 30_000);
  afterAll(async () => {
    await db?.close();
  });

  async function addAccount(email: string, passwordHash: string) {
    const id = `account-${email}`;
    await db.query('INSERT INTO accounts (id, email, password_hash) VALUES ($1, $2, $3)', [
      id,
      email,
      passwordHash,
    ]);
    return id;
  }
  const storedHash = async (id: string) =>
    (
      await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM accounts WHERE id = $1',
        [id],
      )
    )[0]!.password_hash;

  it('rewrites an old-parameter hash to the new parameters at a successful login, never at a wrong one', async () => {
    const old = await hashPassword('old but right', OLD_PARAMETERS);
    const id = await addAccount('legacy@example.com', old);

    expect(await findAccountByPassword(db, 'legacy@example.com', 'wrong password')).toBe(undefined);
    expect(await storedHash(id)).toBe(old);

    expect(await findAccountByPassword(db, ' Legacy@Example.com ', 'old but right')).toEqual({
      id,
      email: 'legacy@example.com',
      role: 'owner',
    });
    const upgraded = await storedHash(id);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('old but right', upgraded)).toBe(true);

    // A hash already at today's parameters is left alone.
    expect(await findAccountByPassword(db, 'legacy@example.com', 'old but right')).toMatchObject({
      id,
    });
    expect(await storedHash(id)).toBe(upgraded);
  }, 30_000);

  it('answers no account for an unknown email', async () => {
    expect(await findAccountByPassword(db, 'nobody@example.com', 'x')).toBe(undefined);
  }, 30_000);

  it('generates the owner password on the first start only; one from the environment ends the sessions only when it changes', async () => {
    const first = await seedOwner(db, 'Owner@Example.com', undefined);
    expect(first).toMatchObject({ email: 'owner@example.com', created: true });
    expect(first.generatedPassword).toMatch(/^[\w-]{20}$/);
    expect(await seedOwner(db, 'owner@example.com', undefined)).toEqual({
      email: 'owner@example.com',
      created: false,
    });
    const [owner] = await db.query<{ id: string; email: string; role: string }>(
      "SELECT id, email, role FROM accounts WHERE email = 'owner@example.com'",
    );
    const session = await createSession(db, owner!, false);

    await seedOwner(db, 'owner@example.com', 'from-env');
    const hash = await storedHash(owner!.id);
    expect(await verifyPassword('from-env', hash)).toBe(true);
    expect(await findSession(db, session.token)).toBe(undefined);

    const next = await createSession(db, owner!, true);
    await seedOwner(db, 'owner@example.com', 'from-env');
    expect(await storedHash(owner!.id)).toBe(hash);
    expect(await findSession(db, next.token)).toMatchObject({ id: next.id, rememberMe: true });
  }, 60_000);
});
