import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  allocateMoney,
  CURRENCY_CODES,
  compareMoney,
  formatMoney,
  fromMinorUnits,
  type MoneyAmount,
  moneyAmount,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  toMinorUnits,
  toMoney,
  toMoneyAmount,
  zeroMoney,
} from '../src/index';

const cents = (minorUnits: number): MoneyAmount => moneyAmount('USD', minorUnits);

describe('conversions between float values and minor units', () => {
  it.each([
    ['USD', 1.005, 101],
    ['USD', -1.005, -101],
    ['USD', 0.1 + 0.2, 30],
    ['USD', 19.99, 1999],
    ['USD', 1234.5, 123450],
    ['USD', -0.004, 0],
    ['EUR', 8.345, 835],
    ['JPY', 1234.5, 1235],
    ['JPY', 1234, 1234],
  ] as const)('%s %s is %i minor units', (currencyCode, value, minorUnits) => {
    expect(toMinorUnits({ currencyCode, value })).toBe(minorUnits);
    expect(Object.is(toMinorUnits({ currencyCode, value }), -0)).toBe(false);
  });

  it.each([
    ['USD', 101, 1.01],
    ['USD', -1999, -19.99],
    ['USD', 0, 0],
    ['JPY', 1235, 1235],
  ] as const)('%s: %i minor units are %s', (currencyCode, minorUnits, value) => {
    expect(fromMinorUnits(minorUnits, currencyCode)).toEqual({ currencyCode, value });
  });

  it('refuses what cannot be counted exactly', () => {
    expect(() => toMinorUnits({ currencyCode: 'USD', value: Number.NaN })).toThrow(
      'Money value must be a finite number, got NaN (currency USD)',
    );
    expect(() => toMinorUnits({ currencyCode: 'USD', value: 1e15 })).toThrow(
      /too large to count in minor units exactly/,
    );
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(
      'Minor units must be a safe integer, got 1.5 (currency USD)',
    );
    expect(() => fromMinorUnits(1, 'XYZ')).toThrow(/Unknown currency code "XYZ"/);
    expect(() => moneyAmount('USD', 2 ** 53)).toThrow(/not a safe integer/);
  });

  it('has zero in USD by default', () => {
    expect(zeroMoney()).toEqual({ currencyCode: 'USD', value: 0 });
    expect(zeroMoney('EUR')).toEqual({ currencyCode: 'EUR', value: 0 });
  });

  it('converts amounts both ways', () => {
    expect(toMoneyAmount({ currencyCode: 'USD', value: 12.345 })).toEqual(cents(1235));
    expect(toMoney(cents(1235))).toEqual({ currencyCode: 'USD', value: 12.35 });
  });
});

describe('arithmetic in minor units', () => {
  it('adds, subtracts, sums and compares', () => {
    expect(addMoney(cents(10), cents(20))).toEqual(cents(30));
    expect(subtractMoney(cents(10), cents(25))).toEqual(cents(-15));
    expect(sumMoney('USD', [cents(1), cents(2), cents(3)])).toEqual(cents(6));
    expect(sumMoney('EUR', [])).toEqual(moneyAmount('EUR', 0));
    expect(compareMoney(cents(1), cents(2))).toBe(-1);
    expect(compareMoney(cents(2), cents(2))).toBe(0);
    expect(compareMoney(cents(3), cents(2))).toBe(1);
  });

  it('refuses to mix currencies, naming both', () => {
    expect(() => addMoney(cents(1), moneyAmount('EUR', 1))).toThrow(
      new TypeError('addMoney: cannot combine USD with EUR; convert first'),
    );
    expect(() => compareMoney(cents(1), moneyAmount('JPY', 1))).toThrow(TypeError);
    expect(() => sumMoney('USD', [moneyAmount('EUR', 1)])).toThrow(TypeError);
  });

  it('refuses to overflow', () => {
    expect(() => addMoney(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
    expect(() => multiplyMoney(cents(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
  });

  it.each([
    [1999, 0.15, 300], // 299.85 exactly: a float product would say 299.84999999999997
    [1999, 3, 5997],
    [1000, 0.0825, 83], // 82.5 rounds away from zero
    [-1000, 0.0825, -83],
    [1, 0.5, 1],
    [1, 0.49, 0],
    [12345, 1e-7, 0],
    [3, 1e21, 3e21],
  ])('%i cents × %s is %i cents', (minorUnits, factor, expected) => {
    if (!Number.isSafeInteger(expected)) {
      expect(() => multiplyMoney(cents(minorUnits), factor)).toThrow(RangeError);
    } else {
      expect(multiplyMoney(cents(minorUnits), factor)).toEqual(cents(expected));
    }
  });

  it('refuses a non-finite factor', () => {
    expect(() => multiplyMoney(cents(1), Number.NaN)).toThrow(
      'multiplyMoney: the factor must be a finite number, got NaN',
    );
  });

  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [101, [1, 1, 1], [34, 34, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [100, [70, 30], [70, 30]],
    [5, [0.3, 0.7], [2, 3]], // 1.5 and 3.5: the tie goes to the earlier part
    [10, [1, 0, 1], [5, 0, 5]],
    [1, [0, 0, 1], [0, 0, 1]],
    [0, [1, 2], [0, 0]],
  ])('allocates %i cents by %j as %j', (minorUnits, ratios, expected) => {
    expect(allocateMoney(cents(minorUnits), ratios)).toEqual(expected.map(cents));
  });

  it('refuses ratios that cannot share an amount', () => {
    expect(() => allocateMoney(cents(1), [])).toThrow('at least one ratio must be positive');
    expect(() => allocateMoney(cents(1), [0, 0])).toThrow('at least one ratio must be positive');
    expect(() => allocateMoney(cents(1), [1, -1])).toThrow('ratio 1 must not be negative, got -1');
    expect(() => allocateMoney(cents(1), [Number.NaN])).toThrow(/must be a finite number/);
  });
});

const safeMinor = fc.integer({ min: -1e13, max: 1e13 });
const currencyCode = fc.constantFrom(...CURRENCY_CODES);

describe('minor-unit arithmetic never drifts (properties)', () => {
  it('minor units survive the trip through the float value and back (15 significant digits)', () => {
    fc.assert(
      fc.property(currencyCode, fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), (code, minor) => {
        expect(toMinorUnits(fromMinorUnits(minor, code))).toBe(minor);
      }),
      { numRuns: 3000 },
    );
  });

  it('a sum of prices is the exact sum of their cents, however many there are', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 200 }), (list) => {
        const amounts = list.map((minor) => toMoneyAmount(fromMinorUnits(minor, 'USD')));
        const total = sumMoney('USD', amounts);
        expect(total.minorUnits).toBe(list.reduce((sum, minor) => sum + minor, 0));
        expect(formatMoney(toMoney(total))).toBe(
          formatMoney(fromMinorUnits(total.minorUnits, 'USD')),
        );
      }),
    );
  });

  it('subtracting undoes adding', () => {
    fc.assert(
      fc.property(safeMinor, safeMinor, (a, b) => {
        expect(subtractMoney(addMoney(cents(a), cents(b)), cents(b))).toEqual(cents(a));
      }),
    );
  });

  it('multiplying by a whole number is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1000, max: 1000 }),
        (a, n) => {
          expect(multiplyMoney(cents(a), n).minorUnits).toBe(a * n || 0);
        },
      ),
    );
  });

  it('allocation never loses or invents a minor unit, and no part strays more than one unit from its share', () => {
    fc.assert(
      fc.property(
        safeMinor,
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 })
          .filter((ratios) => ratios.some((ratio) => ratio > 0)),
        (minor, ratios) => {
          const parts = allocateMoney(cents(minor), ratios);
          expect(parts.reduce((sum, part) => sum + part.minorUnits, 0)).toBe(minor);
          const total = ratios.reduce((sum, ratio) => sum + ratio, 0);
          parts.forEach((part, index) => {
            const share = (minor * ratios[index]!) / total;
            expect(Math.abs(part.minorUnits - share)).toBeLessThan(1 + 1e-6 * Math.abs(share));
            if (ratios[index] === 0) expect(part.minorUnits).toBe(0);
          });
        },
      ),
    );
  });
});
