import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  generateSku,
  hasVariedPrices,
  isOnSale,
  isProductType,
  isSoldOut,
  isValidProductPrice,
  isValidSku,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SKU_LENGTH,
  MEASUREMENT_SYSTEMS,
  measurementUnits,
  PRODUCT_TYPES,
  type Product,
  type ProductType,
  type ProductVariant,
  productDisplayStates,
  productPriceRange,
  workflowStateLabel,
} from '../src/index';

function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    price: 1000,
    salePrice: 800,
    onSale: false,
    unlimited: false,
    qtyInStock: 5,
    sku: 'SQ0000001',
    optionValues: [{ value: 'Large', optionName: 'Size' }],
    ...overrides,
  };
}

function product(
  productType: ProductType,
  content: Partial<Product['structuredContent']> = {},
): Product {
  return { structuredContent: { productType, ...content } };
}

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = PRODUCT_TYPES;

describe('product types (spec 002 §Enumerations)', () => {
  it('numbers physical 1, digital 2, service 3, gift card 4, paywall 5', () => {
    expect(PRODUCT_TYPES).toEqual({
      PHYSICAL: 1,
      DIGITAL: 2,
      SERVICE: 3,
      GIFT_CARD: 4,
      PAYWALL: 5,
    });
  });

  it('recognises exactly those codes', () => {
    for (const code of [1, 2, 3, 4, 5]) expect(isProductType(code)).toBe(true);
    for (const code of [0, 6, 1.5, '1', null]) expect(isProductType(code)).toBe(false);
  });
});

describe('display states: sold out, on sale, varied prices (spec 000 §3)', () => {
  it.each([
    // [title, product, soldOut, onSale, variedPrices]
    ['physical, in stock', product(PHYSICAL, { variants: [variant()] }), false, false, false],
    [
      'physical, none left',
      product(PHYSICAL, { variants: [variant({ qtyInStock: 0 })] }),
      true,
      false,
      false,
    ],
    [
      'physical, negative stock',
      product(PHYSICAL, { variants: [variant({ qtyInStock: -2 })] }),
      true,
      false,
      false,
    ],
    [
      'physical, none left but unlimited',
      product(PHYSICAL, { variants: [variant({ qtyInStock: 0, unlimited: true })] }),
      false,
      false,
      false,
    ],
    [
      'physical, one of two left',
      product(PHYSICAL, { variants: [variant({ qtyInStock: 0 }), variant({ qtyInStock: 1 })] }),
      false,
      false,
      false,
    ],
    ['physical, no variants', product(PHYSICAL, { variants: [] }), true, false, false],
    ['physical, variants missing', product(PHYSICAL), true, false, false],
    [
      'service, none left',
      product(SERVICE, { variants: [variant({ qtyInStock: 0 })] }),
      true,
      false,
      false,
    ],
    [
      'physical, one variant on sale',
      product(PHYSICAL, { variants: [variant(), variant({ onSale: true })] }),
      false,
      true,
      true,
    ],
    [
      'physical, all on sale alike',
      product(PHYSICAL, { variants: [variant({ onSale: true }), variant({ onSale: true })] }),
      false,
      true,
      false,
    ],
    [
      'physical, sale price equal to the other price',
      product(PHYSICAL, { variants: [variant({ price: 800 }), variant({ onSale: true })] }),
      false,
      true,
      false,
    ],
    [
      'physical, sale price ignored when not on sale',
      product(PHYSICAL, { variants: [variant({ salePrice: 1 }), variant({ salePrice: 2 })] }),
      false,
      false,
      false,
    ],
    [
      'physical, two prices',
      product(PHYSICAL, { variants: [variant({ price: 1000 }), variant({ price: 1200 })] }),
      false,
      false,
      true,
    ],
    [
      'gift card, denominations',
      product(GIFT_CARD, {
        variants: [
          variant({ price: 2500, qtyInStock: 0 }),
          variant({ price: 5000, qtyInStock: 0 }),
        ],
      }),
      false,
      false,
      true,
    ],
    [
      'digital, on sale',
      product(DIGITAL, { priceCents: 1000, salePriceCents: 500, onSale: true }),
      false,
      true,
      false,
    ],
    [
      'digital, not on sale',
      product(DIGITAL, { priceCents: 1000, salePriceCents: 500, onSale: false }),
      false,
      false,
      false,
    ],
    [
      'digital, ignores stray variants',
      product(DIGITAL, {
        priceCents: 1000,
        variants: [variant({ qtyInStock: 0, onSale: true }), variant({ price: 5 })],
      }),
      false,
      false,
      false,
    ],
    ['paywall, on sale', product(PAYWALL, { priceCents: 1000, onSale: true }), false, true, false],
  ])('%s', (_title, item, soldOut, onSale, variedPrices) => {
    expect(isSoldOut(item)).toBe(soldOut);
    expect(isOnSale(item)).toBe(onSale);
    expect(hasVariedPrices(item)).toBe(variedPrices);
    expect(productDisplayStates(item)).toEqual({ soldOut, onSale, variedPrices });
  });

  it('gives the price range a shopper pays', () => {
    expect(
      productPriceRange(
        product(PHYSICAL, { variants: [variant({ price: 1200 }), variant({ onSale: true })] }),
      ),
    ).toEqual({ min: 800, max: 1200 });
    expect(
      productPriceRange(product(DIGITAL, { priceCents: 1000, salePriceCents: 500, onSale: true })),
    ).toEqual({ min: 500, max: 500 });
    expect(productPriceRange(product(DIGITAL, { priceCents: 1000 }))).toEqual({
      min: 1000,
      max: 1000,
    });
    expect(productPriceRange(product(DIGITAL))).toBeNull();
    expect(productPriceRange(product(PHYSICAL))).toBeNull();
  });
});

describe('workflow labels (spec 000 §3)', () => {
  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['PUBLISHED', 'Available'],
    ['Draft', 'Hidden'],
    [1, 'Available'],
    [2, 'Scheduled'],
    [4, 'Hidden'],
    ['needs_review', 'Unsupported'],
    ['private', 'Unsupported'],
    [3, 'Unsupported'],
    [5, 'Unsupported'],
    ['', 'Unsupported'],
    [null, 'Unsupported'],
    [undefined, 'Unsupported'],
  ])('%j is %s', (state, label) => {
    expect(workflowStateLabel(state)).toBe(label);
  });

  it('takes translated labels', () => {
    expect(workflowStateLabel('published', { workflowPublished: 'Disponible' })).toBe('Disponible');
  });
});

describe('measurement units (spec 000 §3)', () => {
  it.each([
    [MEASUREMENT_SYSTEMS.IMPERIAL, 'lbs', 'inches'],
    ['imperial', 'lbs', 'inches'],
    ['IMPERIAL', 'lbs', 'inches'],
    [MEASUREMENT_SYSTEMS.METRIC, 'kg', 'cm'],
    ['metric', 'kg', 'cm'],
    [undefined, 'kg', 'cm'],
    ['anything', 'kg', 'cm'],
  ])('%j uses %s and %s', (system, weight, length) => {
    expect(measurementUnits(system)).toEqual({ weight, length });
  });

  it('numbers imperial 1 and metric 2 (spec 002)', () => {
    expect(MEASUREMENT_SYSTEMS).toEqual({ IMPERIAL: 1, METRIC: 2 });
  });
});

describe('limits (spec 000 §5, §9)', () => {
  it('allows a price of at most 100000000 cents', () => {
    expect(MAX_PRODUCT_PRICE_CENTS).toBe(100000000);
    expect(isValidProductPrice(100000000)).toBe(true);
    expect(isValidProductPrice(100000001)).toBe(false);
    expect(isValidProductPrice(0)).toBe(true);
    expect(isValidProductPrice(-1)).toBe(false);
    expect(isValidProductPrice(10.5)).toBe(false);
    expect(isValidProductPrice('100')).toBe(false);
  });

  it('allows a SKU of at most 60 characters', () => {
    expect(MAX_SKU_LENGTH).toBe(60);
    expect(isValidSku('a'.repeat(60))).toBe(true);
    expect(isValidSku('a'.repeat(61))).toBe(false);
    expect(isValidSku('😀'.repeat(60))).toBe(true);
    expect(isValidSku('😀'.repeat(61))).toBe(false);
    expect(isValidSku('')).toBe(false);
    expect(isValidSku(12)).toBe(false);
  });

  it('generates SKUs of SQ and 7 digits', () => {
    expect(GENERATED_SKU_PREFIX).toBe('SQ');
    expect(GENERATED_SKU_DIGITS).toBe(7);
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.0482913)).toBe('SQ0482913');
    expect(generateSku(() => 0.9999999999)).toBe('SQ9999999');
    expect(generateSku(() => 1)).toBe('SQ9999999');
    expect(generateSku(() => Number.NaN)).toBe('SQ0000000');
    expect(generateSku()).toMatch(/^SQ\d{7}$/);
  });
});

describe('product properties', () => {
  it('a generated SKU is always SQ and 7 digits, and always a valid SKU', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        const sku = generateSku(() => random);
        expect(sku).toMatch(/^SQ\d{7}$/);
        expect(isValidSku(sku)).toBe(true);
      }),
    );
  });

  it('the SKU validator agrees with counting code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (sku) => {
        const length = [...sku].length;
        expect(isValidSku(sku)).toBe(length >= 1 && length <= 60);
      }),
    );
  });

  it('the price validator accepts exactly the whole cents from 0 to the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 100000010 }), fc.double()), (price) => {
        expect(isValidProductPrice(price)).toBe(
          Number.isInteger(price) && price >= 0 && price <= 100000000,
        );
      }),
    );
  });

  it('sold out exactly when no physical or service variant can be bought', () => {
    const arbitraryVariant = fc.record({
      price: fc.nat(),
      salePrice: fc.nat(),
      onSale: fc.boolean(),
      unlimited: fc.boolean(),
      qtyInStock: fc.integer({ min: -3, max: 3 }),
      sku: fc.string(),
      optionValues: fc.constant<ProductVariant['optionValues']>([]),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(PHYSICAL, SERVICE, GIFT_CARD),
        fc.array(arbitraryVariant),
        (type, variants) => {
          const item = product(type, { variants });
          const buyable = variants.some((v) => v.unlimited || v.qtyInStock > 0);
          expect(isSoldOut(item)).toBe(type !== GIFT_CARD && !buyable);
          const range = productPriceRange(item);
          expect(hasVariedPrices(item)).toBe(range !== null && range.min !== range.max);
        },
      ),
    );
  });
});
