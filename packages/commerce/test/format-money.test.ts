import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, formatMoney } from '../src/index';

const usd = (value: number, locale?: string) =>
  formatMoney({ currencyCode: 'USD', value }, locale === undefined ? undefined : { locale });

describe('formatMoney rounding (spec 000 §3 "Money")', () => {
  // Rounded the way a person rounds the decimal they read; halves away from zero.
  it.each([
    [1.005, '$1.01'],
    [-1.005, '-$1.01'],
    [1.004, '$1.00'],
    [1.015, '$1.02'],
    [1.025, '$1.03'],
    [2.675, '$2.68'],
    [8.345, '$8.35'],
    [0.125, '$0.13'],
    [0.005, '$0.01'],
    [0.0049, '$0.00'],
    [1.0049999, '$1.00'],
    [10.235, '$10.24'],
    [1.45, '$1.45'],
    [0.1 + 0.2, '$0.30'],
    [99.995, '$100.00'],
    [999.995, '$1,000.00'],
    [999999.995, '$1,000,000.00'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-0.004, '$0.00'],
    [-0.005, '-$0.01'],
    [1.5e-7, '$0.00'],
    [1e21, '$1,000,000,000,000,000,000,000.00'],
    [1.2345e25, '$12,345,000,000,000,000,000,000,000.00'],
    [123456789012345.67, '$123,456,789,012,345.67'],
    [45035996273704.97, '$45,035,996,273,704.97'],
    [Number.MAX_SAFE_INTEGER, '$9,007,199,254,740,991.00'],
    [-Number.MAX_VALUE, `-$${'179,769,313,486,231,570'}${',000'.repeat(97)}.00`],
  ])('%s USD is %s', (value, expected) => {
    expect(usd(value)).toBe(expected);
  });

  it.each([
    [1234.5, '¥1,235'],
    [1234.4999, '¥1,234'],
    [-0.5, '-¥1'],
    [-0.49, '¥0'],
    [0.5, '¥1'],
    [1e6, '¥1,000,000'],
  ])('%s JPY (no minor unit) is %s', (value, expected) => {
    expect(formatMoney({ currencyCode: 'JPY', value })).toBe(expected);
  });

  it('rounds every written half cent up, from 0.005 to 2,000.005 (200,000 values)', () => {
    const expected = (cents: number) => {
      const dollars = Math.floor(cents / 100);
      const grouped =
        dollars >= 1000
          ? `${Math.floor(dollars / 1000)},${String(dollars % 1000).padStart(3, '0')}`
          : String(dollars);
      return `$${grouped}.${String(cents % 100).padStart(2, '0')}`;
    };
    const wrong: string[] = [];
    for (let cents = 0; cents < 200_000; cents++) {
      const written = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}5`;
      if (usd(Number(written)) !== expected(cents + 1)) wrong.push(written);
      if (usd(-Number(written)) !== `-${expected(cents + 1)}`) wrong.push(`-${written}`);
    }
    expect(wrong).toEqual([]);
  });

  it('rounds every written half yen up, from 0.5 to 1,000,000.5', () => {
    const wrong: number[] = [];
    for (let yen = 0; yen <= 1_000_000; yen += 7) {
      const text = formatMoney({ currencyCode: 'JPY', value: Number(`${yen}.5`) });
      if (text !== `¥${(yen + 1).toLocaleString('en-US')}`) wrong.push(yen);
    }
    expect(wrong).toEqual([]);
  });

  it('groups thousands with commas at every size', () => {
    expect(usd(1)).toBe('$1.00');
    expect(usd(12)).toBe('$12.00');
    expect(usd(123)).toBe('$123.00');
    expect(usd(1234)).toBe('$1,234.00');
    expect(usd(12345)).toBe('$12,345.00');
    expect(usd(123456)).toBe('$123,456.00');
    expect(usd(1234567)).toBe('$1,234,567.00');
    expect(usd(1000000)).toBe('$1,000,000.00');
    expect(usd(1001001.01)).toBe('$1,001,001.01');
  });
});

describe('formatMoney errors', () => {
  it('names an unknown currency code', () => {
    expect(() => formatMoney({ currencyCode: 'XYZ', value: 1 })).toThrow(
      /^Unknown currency code "XYZ": expected one of EUR, USD,/,
    );
    expect(() => formatMoney({ currencyCode: 'toString', value: 1 })).toThrow(RangeError);
    expect(() => formatMoney({ currencyCode: 'XYZ', value: 1 }, { locale: 'en-US' })).toThrow(
      RangeError,
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses the non-finite value %s',
    (value) => {
      expect(() => usd(value)).toThrow(
        new RangeError(`Money value must be a finite number, got ${value} (currency USD)`),
      );
    },
  );

  it('refuses a value that is not a number, saying what it got', () => {
    const money = { currencyCode: 'USD', value: '12.50' as unknown as number };
    expect(() => formatMoney(money)).toThrow(
      new TypeError('Money value must be a finite number, got string "12.50" (currency USD)'),
    );
  });
});

describe('formatMoney with a locale (cached Intl.NumberFormat)', () => {
  it('formats the locale’s way with the same human rounding', () => {
    expect(usd(1.005, 'en-US')).toBe('$1.01');
    expect(usd(-0.004, 'en-US')).toBe('$0.00');
    expect(formatMoney({ currencyCode: 'EUR', value: 1234.565 }, { locale: 'de-DE' })).toBe(
      '1.234,57\u00a0€',
    );
    expect(formatMoney({ currencyCode: 'JPY', value: 1234.5 }, { locale: 'ja-JP' })).toBe(
      '￥1,235',
    );
  });

  it('keeps the ISO 4217 fraction digits whatever the locale prefers', () => {
    expect(formatMoney({ currencyCode: 'IDR', value: 1500.5 }, { locale: 'id-ID' })).toMatch(
      /1\.500,50/,
    );
  });

  it('lets Intl report a malformed locale', () => {
    expect(() => usd(1, 'not a locale!')).toThrow(RangeError);
  });
});

// An independent oracle: Intl.NumberFormat given the decimal String(value) prints rounds that
// exact decimal half away from zero (ES2023), which is what a person does.
const oracles = new Map<string, Intl.NumberFormat>();
function oracle(code: (typeof CURRENCY_CODES)[number], value: number): string {
  let format = oracles.get(code);
  if (!format) {
    const digits = CURRENCIES[code].fractionDigits;
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    oracles.set(code, format);
  }
  const text = format.format(String(value) as Intl.StringNumericLiteral);
  const { symbol, layout } = CURRENCIES[code];
  const space = /\p{L}/u.test(layout === 'before' ? symbol.slice(-1) : symbol[0]!) ? '\u00a0' : '';
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return (
    (negative ? '-' : '') +
    (layout === 'before' ? symbol + space + digits : digits + space + symbol)
  );
}

const currencyCode = fc.constantFrom(...CURRENCY_CODES);
// Doubles of every magnitude, plus values with few decimals, where halves are common.
const finite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 200),
  fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }).map((n) => n / 100),
);

describe('formatMoney properties', () => {
  it('never throws on a finite value of a known currency', () => {
    fc.assert(
      fc.property(currencyCode, finite, (code, value) => {
        expect(typeof formatMoney({ currencyCode: code, value })).toBe('string');
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with rounding the printed decimal, for every currency and magnitude', () => {
    fc.assert(
      fc.property(currencyCode, finite, (code, value) => {
        expect(formatMoney({ currencyCode: code, value })).toBe(oracle(code, value));
      }),
      { numRuns: 5000 },
    );
  });

  it('with the en-US locale, matches the fixed layout for USD (same rounding on both paths)', () => {
    fc.assert(
      fc.property(finite, (value) => {
        expect(usd(value, 'en-US')).toBe(usd(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('is symmetric: -x reads as x with a minus, unless it rounds to zero', () => {
    fc.assert(
      fc.property(currencyCode, finite, (code, value) => {
        const positive = formatMoney({ currencyCode: code, value: Math.abs(value) });
        const negative = formatMoney({ currencyCode: code, value: -Math.abs(value) });
        expect(negative === positive || negative === `-${positive}`).toBe(true);
        expect(negative === positive).toBe(/^[^1-9]*$/.test(positive));
      }),
      { numRuns: 2000 },
    );
  });
});
