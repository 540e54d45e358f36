import { describe, expect, it } from 'vitest';
import { seedOwner } from '../src/accounts';
import { openDatabase } from '../src/database/open-database';
import { migrate } from '../src/migrate';
import { hashPassword, verifyPassword } from '../src/password';

describe('passwords and the seeded owner', () => {
  it('hashes with scrypt and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });

  it('generates the owner password on the first start only, and applies one from the environment', async () => {
    const db = await openDatabase({ dataDir: ':memory:' });
    try {
      await migrate(db);
      const first = await seedOwner(db, 'Owner@Example.com', undefined);
      expect(first).toMatchObject({ email: 'owner@example.com', created: true });
      expect(first.generatedPassword).toMatch(/^[\w-]{20}$/);
      const again = await seedOwner(db, 'owner@example.com', undefined);
      expect(again).toEqual({ email: 'owner@example.com', created: false });
      await seedOwner(db, 'owner@example.com', 'from-env');
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM accounts');
      expect(await verifyPassword('from-env', row!.password_hash)).toBe(true);
    } finally {
      await db.close();
    }
  }, 30_000);
});
