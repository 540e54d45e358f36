import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printedDecimal } from '../src/printed-decimal';

describe('printedDecimal: the decimal a person reads', () => {
  it.each([
    [0, '0', 0],
    [7, '7', 0],
    [1.005, '1005', -3],
    [0.015, '0015', -3],
    [1234.5, '12345', -1],
    [1e21, '1', 21],
    [1.2345e25, '12345', 21],
    [1.5e-7, '15', -8],
    [5e-324, '5', -324],
  ])('%s is %s × 10^%i', (value, digits, exponent) => {
    expect(printedDecimal(value)).toEqual({ digits, exponent });
  });

  it('parses back to the same double, for every magnitude (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (value) => {
        const { digits, exponent } = printedDecimal(value);
        expect(Number(`${digits}e${exponent}`)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });
});
