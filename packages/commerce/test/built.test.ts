// The shipped code is the tested code (as Preact does): the same cases run against the minified
// bundle of the whole package that size-limit measures, when the package has been built.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as source from '../src/index';

const bundlePath = join(import.meta.dirname, '..', 'dist', 'size', 'all.js');

describe.skipIf(!existsSync(bundlePath))('the minified bundle', () => {
  const load = async () => (await import(pathToFileURL(bundlePath).href)) as typeof source;

  it('exports the same names', async () => {
    expect(Object.keys(await load()).sort()).toEqual(Object.keys(source).sort());
  });

  it('formats money as the sources do, for every currency', async () => {
    const built = await load();
    fc.assert(
      fc.property(
        fc.constantFrom(...source.CURRENCY_CODES),
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer().map((n) => n / 1000),
        ),
        (currencyCode, value) => {
          expect(built.formatMoney({ currencyCode, value })).toBe(
            source.formatMoney({ currencyCode, value }),
          );
        },
      ),
      { numRuns: 2000 },
    );
    expect(built.formatMoney({ currencyCode: 'USD', value: 1.005 })).toBe('$1.01');
  });

  it('reads carts and renders strings as the sources do', async () => {
    const built = await load();
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const read = (reader: typeof source.readCart) => {
          try {
            return reader(input);
          } catch (error) {
            return (error as Error).message;
          }
        };
        expect(read(built.readCart)).toEqual(read(source.readCart));
      }),
      { numRuns: 500 },
    );
    expect(built.formatCartQuantity(101)).toEqual({ text: '100+', label: 'More than 100 items' });
    expect(
      built.formatPaymentFrequency(
        { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 3 },
        { currencyCode: 'USD', value: 10 },
      ),
    ).toBe('$10.00 every 2 weeks for 6 weeks');
    expect(built.giftCardCheckoutUrl({ websiteId: 'w', giftCardProductId: 'g', sku: 'a b' })).toBe(
      '/checkout/giftcard?websiteId=w&giftCardProductId=g&sku=a%20b',
    );
  });
});
