import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail } from '../src';

// A reference of the grammar in the README, used only on short inputs (it backtracks).
const REFERENCE = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z0-9]{2,4}$/u;
const reference = (text: string) =>
  text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && REFERENCE.test(text);

describe('isValidEmail (spec 000 §5, 002 §5/§9)', () => {
  it.each([
    'a@b.co',
    'ada@example.com',
    'first.last+tag@mail.example.org',
    'x@sub.domain.info',
    "o'neil@example.ie",
    'user@xn--bcher-kva.ch',
    'numbers@123.45',
    'ünïcode@exämple.com',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['a@', 'no domain'],
    ['@b.co', 'no local part'],
    ['ab.co', 'no at sign'],
    ['a@@b.co', 'two at signs'],
    ['a@b@c.co', 'an at sign in the domain'],
    ['a@b', 'no top-level domain'],
    ['a@.co', 'empty domain label'],
    ['a@b..co', 'empty label between dots'],
    ['a@b.co.', 'trailing dot'],
    ['a@b.c', 'one-character TLD'],
    ['a@b.abcde', 'five-character TLD'],
    ['a@b.c-m', 'TLD with a hyphen'],
    ['a@b.cöm', 'TLD with a non-ASCII letter'],
    ['a b@c.co', 'a space'],
    ['a@b .co', 'a space in the domain'],
    ['a\t@b.co', 'a tab'],
    ['a\u00a0@b.co', 'a no-break space'],
    ['a\u0000@b.co', 'a control character'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("every white space of JavaScript's \\s is forbidden; its neighbours are not", () => {
    const spaces = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2005, 0x200a];
    spaces.push(0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff);
    for (const code of spaces) {
      expect(/\s/.test(String.fromCharCode(code))).toBe(true);
      expect(isValidEmail(`a${String.fromCharCode(code)}b@c.co`), code.toString(16)).toBe(false);
    }
    for (const code of [0x21, 0x7e, 0x80, 0x1fff, 0x200b, 0x3001, 0xfefe]) {
      expect(/\s/.test(String.fromCharCode(code))).toBe(false);
      expect(isValidEmail(`a${String.fromCharCode(code)}b@c.co`), code.toString(16)).toBe(true);
    }
    expect(isValidEmail('a\u001fb@c.co')).toBe(false);
    expect(isValidEmail('a\u007fb@c.co')).toBe(false);
  });

  it('the TLD takes every ASCII letter and digit, upper and lower case', () => {
    for (const tld of ['09', 'AZ', 'az', 'Zz9', '0aZ9']) {
      expect(isValidEmail(`a@b.${tld}`), tld).toBe(true);
    }
    for (const tld of ['a/', 'a:', 'A@', 'A[', 'a`', 'a{', 'a_']) {
      expect(isValidEmail(`a@b.${tld}`), tld).toBe(false);
    }
  });

  it('accepts 2 and 4 character TLDs, rejects 1 and 5', () => {
    expect(isValidEmail('a@b.cd')).toBe(true);
    expect(isValidEmail('a@b.cdef')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b.cdefg')).toBe(false);
  });

  it('length 3 to 256: 256 passes, 257 fails', () => {
    const domain = '@example.com';
    const at256 = 'a'.repeat(256 - domain.length) + domain;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });

  it('the shortest shapes are below 3 characters or lack a TLD', () => {
    expect(EMAIL_MIN_LENGTH).toBe(3);
    expect(isValidEmail('a@b')).toBe(false);
  });

  it('is not fooled by non-strings', () => {
    expect(isValidEmail(undefined as unknown as string)).toBe(false);
    expect(isValidEmail(42 as unknown as string)).toBe(false);
  });

  it('property: agrees with the reference grammar on any short string', () => {
    const alphabet = fc.constantFrom('a', 'B', '1', '@', '.', '-', ' ', 'é', '_', '+');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 24 }), (text) => {
        expect(isValidEmail(text)).toBe(reference(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('property: agrees with the reference grammar on any generated address shape', () => {
    const label = fc.string({
      unit: fc.constantFrom('a', 'z', '0', '-', 'ß'),
      minLength: 0,
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.array(label, { minLength: 0, maxLength: 4 }),
        fc.string({ unit: fc.constantFrom('a', 'Z', '9', '-', 'é'), maxLength: 6 }),
        (local, labels, tld) => {
          const text = `${local}@${[...labels, tld].join('.')}`;
          expect(isValidEmail(text)).toBe(reference(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('property: never throws, and nothing outside 3 to 256 characters passes', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', '@', '.', ' ', '\u0000', 'é', '9'),
          maxLength: 300,
        }),
        (text) => {
          const valid = isValidEmail(text);
          if (valid) expect(text.length).toBeGreaterThanOrEqual(3);
          if (valid) expect(text.length).toBeLessThanOrEqual(256);
        },
      ),
    );
  });

  it('stays fast on 100 kB adversarial inputs (linear scan, no backtracking)', () => {
    const inputs = [
      `${'a'.repeat(100_000)}@`,
      `a@${'a.'.repeat(50_000)}`,
      `${'a@'.repeat(50_000)}`,
      `a@b${'.a'.repeat(50_000)}!`,
    ];
    const started = performance.now();
    for (const input of inputs) expect(isValidEmail(input)).toBe(false);
    // A backtracking pattern takes seconds to minutes here; generous bound for a shared CI box.
    expect(performance.now() - started).toBeLessThan(250);
  });
});
