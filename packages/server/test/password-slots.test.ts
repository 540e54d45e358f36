/**
 * At most two scrypt derivations run at once (each takes 128 MiB and a libuv thread): node's
 * scrypt is replaced by one that waits until the test finishes it, so the count is exact.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Done = (error: Error | null, key: Buffer) => void;
const pending: { length: number; options: unknown; done: Done }[] = [];

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return {
    ...original,
    scrypt: (_password: string, _salt: Buffer, length: number, options: unknown, done: Done) => {
      pending.push({ length, options, done });
    },
  };
});

// Loaded afresh: the suite's setup file (tests/support/fast-password-hashes.ts) loaded it before
// the mock, with cheaper parameters; the fresh copy has the mocked scrypt and production's.
vi.resetModules();
const { hashPassword } = await import('../src/password');

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('scrypt slots', () => {
  beforeEach(() => {
    pending.length = 0;
  });

  it('runs two hashes at once and starts a waiting one as soon as a slot frees', async () => {
    const hashes = Array.from({ length: 5 }, (_, index) => hashPassword(`password ${index}`));
    await flush();
    expect(pending).toHaveLength(2);
    expect(pending[0]!.options).toEqual({ N: 131_072, r: 8, p: 1, maxmem: 268_435_456 });

    pending[0]!.done(null, Buffer.alloc(32, 1));
    await flush();
    expect(pending).toHaveLength(3);

    // A failed derivation frees its slot too.
    pending[1]!.done(new Error('out of memory'), Buffer.alloc(0));
    await expect(hashes[1]).rejects.toThrow('out of memory');
    await flush();
    expect(pending).toHaveLength(4);

    for (const index of [2, 3]) pending[index]!.done(null, Buffer.alloc(32, 2));
    await flush();
    expect(pending).toHaveLength(5);
    pending[4]!.done(null, Buffer.alloc(32, 3));
    const [scheme, n, r, p, , key] = (await hashes[4])!.split('$');
    expect([scheme, n, r, p, key]).toEqual([
      'scrypt',
      '131072',
      '8',
      '1',
      Buffer.alloc(32, 3).toString('base64url'),
    ]);
    await Promise.all([hashes[0], hashes[2], hashes[3]]);

    // All slots are free again: two new hashes start at once.
    const more = [hashPassword('a'), hashPassword('b'), hashPassword('c')];
    await flush();
    expect(pending).toHaveLength(7);
    for (const index of [5, 6]) pending[index]!.done(null, Buffer.alloc(32));
    await flush();
    pending[7]!.done(null, Buffer.alloc(32));
    await Promise.all(more);
  });
});
