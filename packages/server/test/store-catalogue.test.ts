/** site.json's store section: checked at start, and loaded so that a restart keeps what sold. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/commerce/catalogue';
import { parseStoreConfig } from '../src/commerce/store-config';
import type { Database } from '../src/database/database';
import { openDatabase } from '../src/database/open-database';
import { migrate } from '../src/migrate';

const store = (overrides: Record<string, unknown> = {}) => ({
  country: 'NL',
  pricesIncludeTax: true,
  products: [
    {
      id: 'mug',
      name: 'Mug',
      productType: 1,
      variants: [{ sku: 'mug', priceCents: 1800, stock: 5 }],
    },
  ],
  coupons: [{ code: 'ten', kind: 'percent', value: 10 }],
  shippingOptions: [{ id: 'standard', name: 'Standard', priceCents: 490 }],
  taxRules: [{ id: 'vat', name: 'VAT', country: 'NL', rateBasisPoints: 2100 }],
  ...overrides,
});

describe('parseStoreConfig', () => {
  it('reads a store, codes in capitals, defaults filled in', () => {
    const config = parseStoreConfig(store());
    expect(config).toEqual({
      country: 'NL',
      pricesIncludeTax: true,
      products: [
        {
          id: 'mug',
          name: 'Mug',
          productType: 1,
          imageUrl: '',
          description: '',
          variants: [
            {
              sku: 'mug',
              priceCents: 1800,
              salePriceCents: 0,
              onSale: false,
              stock: 5,
              optionValues: [],
            },
          ],
        },
      ],
      coupons: [
        { code: 'TEN', kind: 'percent', value: 10, minimumSubtotalCents: 0, maxUses: null },
      ],
      shippingOptions: [{ id: 'standard', name: 'Standard', priceCents: 490, freeOverCents: null }],
      taxRules: [{ id: 'vat', name: 'VAT', country: 'NL', rateBasisPoints: 2100 }],
      donationPages: {},
    });
    expect(parseStoreConfig(undefined)).toEqual({
      country: 'US',
      pricesIncludeTax: false,
      products: [],
      coupons: [],
      shippingOptions: [],
      taxRules: [],
      donationPages: {},
    });
  });

  it('names the place of every mistake, with the product limits of spec 000 §9', () => {
    const product = (variant: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      store({ products: [{ id: 'p', name: 'P', productType: 1, variants: [variant], ...extra }] });
    const cases: [unknown, string][] = [
      [
        product({ sku: 'p', priceCents: 100_000_001 }),
        'store.products[0].variants[0].priceCents must be whole cents from 0 to 100000000',
      ],
      [
        product({ sku: 'p', priceCents: 1.5 }),
        'store.products[0].variants[0].priceCents must be whole cents from 0 to 100000000',
      ],
      [
        product({ sku: 'x'.repeat(61), priceCents: 1 }),
        'store.products[0].variants[0].sku must be a SKU of 1 to 60 characters',
      ],
      [
        product({ sku: 'p', priceCents: 1 }, { productType: 6 }),
        'store.products[0].productType must be 1 (physical), 2 (digital), 3 (service), 4 (gift card) or 5',
      ],
      [
        product({ sku: 'p', priceCents: 1, stock: -1 }),
        'store.products[0].variants[0].stock must be a whole number, 0 or more',
      ],
      [
        store({ coupons: [{ code: 'X', kind: 'percent', value: 150 }] }),
        'store.coupons[0].value must be a percentage up to 100',
      ],
      [
        store({ taxRules: [{ id: 'v', name: 'V', country: 'nl', rateBasisPoints: 1 }] }),
        'store.taxRules[0].country must be an ISO 3166 alpha-2 code (NL)',
      ],
      [
        store({
          shippingOptions: [
            { id: 'a', name: 'A', priceCents: 1 },
            { id: 'a', name: 'B', priceCents: 2 },
          ],
        }),
        'store.shippingOptions must be a list without the repeated id "a"',
      ],
      ['nope', 'store must be an object'],
    ];
    for (const [value, message] of cases) {
      expect(() => parseStoreConfig(value)).toThrow(`site.json: ${message}`);
    }
    // A SKU of 60 emoji is 60 characters (code points), and fits.
    expect(() =>
      parseStoreConfig(product({ sku: '🎁'.repeat(60), priceCents: 100_000_000 })),
    ).not.toThrow();
  });
});

describe('loadCatalogue', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('follows the file at every start but keeps the stock orders sold; removes what left the file', async () => {
    db = await openDatabase({ dataDir: ':memory:' });
    await migrate(db);
    await loadCatalogue(db, parseStoreConfig(store()));
    await db.query("UPDATE commerce_variants SET stock = 2 WHERE sku = 'mug'");
    const changed = store({
      products: [
        {
          id: 'mug',
          name: 'Big mug',
          productType: 1,
          variants: [{ sku: 'mug', priceCents: 2000, stock: 5 }],
        },
        {
          id: 'cup',
          name: 'Cup',
          productType: 1,
          variants: [{ sku: 'cup', priceCents: 900, stock: 3 }],
        },
      ],
      coupons: [],
    });
    await loadCatalogue(db, parseStoreConfig(changed));
    expect(
      await db.query(
        'SELECT v.sku, p.name, v.price_cents, v.stock FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id ORDER BY p.position',
      ),
    ).toEqual([
      { sku: 'mug', name: 'Big mug', price_cents: 2000, stock: 2 },
      { sku: 'cup', name: 'Cup', price_cents: 900, stock: 3 },
    ]);
    expect(await db.query('SELECT code FROM commerce_coupons')).toEqual([]);
    await loadCatalogue(db, parseStoreConfig(store({ products: [] })));
    expect(await db.query('SELECT sku FROM commerce_variants')).toEqual([]);
  }, 30_000);
});
