import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFormKeys, FORM_KEY_TTL_MS } from '../src/form-keys';

const keys = createFormKeys(Buffer.from('secret one'));

describe('form submission keys', () => {
  it('verifies a fresh key until it expires after 30 minutes', () => {
    const now = 1_763_000_000_000;
    const key = keys.issue(now);
    expect(FORM_KEY_TTL_MS).toBe(30 * 60_000);
    expect(keys.verify(key, now)).toBe(true);
    expect(keys.verify(key, now + FORM_KEY_TTL_MS - 1)).toBe(true);
    expect(keys.verify(key, now + FORM_KEY_TTL_MS)).toBe(false);
  });

  it('gives a different key every time', () => {
    const issued = new Set(Array.from({ length: 1000 }, () => keys.issue()));
    expect(issued.size).toBe(1000);
  });

  it('refuses keys signed with another secret, and changed keys', () => {
    const other = createFormKeys(Buffer.from('secret two'));
    const key = keys.issue();
    expect(other.verify(key)).toBe(false);
    const [nonce, expiry, signature] = key.split('.');
    const later = (Number.parseInt(expiry!, 36) + 3_600_000).toString(36);
    expect(keys.verify(`${nonce}.${later}.${signature}`)).toBe(false);
    expect(keys.verify(`${nonce}x.${expiry}.${signature}`)).toBe(false);
  });

  it('never verifies (or throws on) arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(keys.verify(text)).toBe(false);
      }),
    );
  });
});
