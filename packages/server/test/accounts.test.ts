import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSessions, revokeSession } from '../src/account-sessions';
import {
  createSession,
  findAccountByPassword,
  findSession,
  replacePasswordHash,
  seedOwner,
} from '../src/accounts';
import type { Database } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { migrate } from '../src/migrate';
import {
  hashPassword,
  needsRehash,
  SCRYPT_PARAMETERS,
  setScryptParametersForTests,
  verifyPassword,
} from '../src/password';

// The suite hashes at cheaper parameters (tests/support/fast-password-hashes.ts); this file tests
// production's. One scrypt hash at OWASP's parameters takes about 0.3 s (128 MiB): it makes few.
setScryptParametersForTests(SCRYPT_PARAMETERS);
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

  it('replaces a password hash only while it is the one checked, ending every session but the kept one', async () => {
    const id = await addAccount('swap@example.com', 'scrypt$old');
    const account = { id, email: 'swap@example.com', role: 'owner' };
    const [kept, other, third] = [
      await createSession(db, account, false),
      await createSession(db, account, true),
      await createSession(db, account, false),
    ];
    const stale = await replacePasswordHash(db, {
      accountId: id,
      previousHash: 'scrypt$not-the-stored-one',
      newHash: 'scrypt$new',
      keepSessionId: kept.id,
    });
    expect(stale).toEqual({ replaced: false, endedSessions: 0 });
    expect(await storedHash(id)).toBe('scrypt$old');
    expect(await findSession(db, other.token)).toMatchObject({ id: other.id });

    const done = await replacePasswordHash(db, {
      accountId: id,
      previousHash: 'scrypt$old',
      newHash: 'scrypt$new',
      keepSessionId: kept.id,
    });
    expect(done).toEqual({ replaced: true, endedSessions: 2 });
    expect(await storedHash(id)).toBe('scrypt$new');
    expect(await findSession(db, kept.token)).toMatchObject({ id: kept.id });
    expect(await findSession(db, other.token)).toBe(undefined);
    expect(await findSession(db, third.token)).toBe(undefined);
  });

  it('lists unexpired sessions only, touches lastSeenAt at most once a minute, revokes by id within the account', async () => {
    const id = await addAccount('lister@example.com', 'scrypt$x');
    const account = { id, email: 'lister@example.com', role: 'owner' };
    const [first, second, expired] = [
      await createSession(db, account, true),
      await createSession(db, account, false),
      await createSession(db, account, false),
    ];
    await db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1",
      [expired.id],
    );
    const listed = await listSessions(db, id, second.id);
    // Newest seen first; the two were made within one clock tick (PGlite keeps milliseconds), so
    // their order is the tie-break's (the random public id): compared in id order.
    const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(
      listed.map((session) => [session.id, session.rememberMe, session.current]).sort(byId),
    ).toEqual(
      [
        [second.id, false, true],
        [first.id, true, false],
      ].sort(byId),
    );
    expect(await findSession(db, expired.token)).toBe(undefined);

    // last_seen_at in seconds (to the microsecond), before and after a lookup.
    const lastSeen = async (publicId: string) =>
      (
        await db.query<{ at: number }>(
          'SELECT extract(epoch FROM last_seen_at)::float8 AS at FROM sessions WHERE public_id = $1',
          [publicId],
        )
      )[0]!.at;
    const setLastSeen = async (publicId: string, seconds: number) => {
      await db.query(
        'UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE public_id = $1',
        [publicId, seconds],
      );
      return lastSeen(publicId);
    };
    const recent = await setLastSeen(first.id, 59);
    await findSession(db, first.token);
    expect(await lastSeen(first.id)).toBe(recent);
    const old = await setLastSeen(first.id, 61);
    await findSession(db, first.token);
    const touched = await lastSeen(first.id);
    expect(touched - old).toBeGreaterThanOrEqual(61);

    const stranger = await addAccount('stranger@example.com', 'scrypt$y');
    expect(await revokeSession(db, stranger, first.id)).toBe(false);
    for (const bad of ['', 'x\u0000y', first.id.toUpperCase(), `${first.id} `]) {
      expect(await revokeSession(db, id, bad)).toBe(false);
    }
    expect(await findSession(db, first.token)).toMatchObject({ id: first.id });
    expect(await revokeSession(db, id, first.id)).toBe(true);
    expect(await revokeSession(db, id, first.id)).toBe(false);
    expect(await findSession(db, first.token)).toBe(undefined);
    expect((await listSessions(db, id, second.id)).map((session) => session.id)).toEqual([
      second.id,
    ]);
  });

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
