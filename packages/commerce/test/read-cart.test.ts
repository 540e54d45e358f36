import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cart, CartFormatError, parseCart, readCart } from '../src/index';

// spec 000 §3 "Shopping cart": the whole model with every default.
const EMPTY_CART: Cart = {
  id: '',
  websiteId: '',
  orderId: '',
  created: null,
  isPurchased: false,
  entries: [],
  shippingOptions: [],
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  selectedShippingOption: null,
  shippingLocation: null,
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
  subtotalAmount: { currencyCode: 'USD', value: 0 },
};

const FULL_INPUT = {
  id: 'cart-1',
  websiteId: 'site-9',
  orderId: 'order-3',
  created: 1_700_000_000_000,
  isPurchased: true,
  entries: [{ itemId: 'p1', quantity: 2, chosenVariant: { sku: 'SQ1234567' } }],
  shippingOptions: [{ name: 'Standard', costCents: 500 }],
  applicableTaxRules: [{ name: 'NY', rate: 0.08875 }],
  coupons: [{ code: 'TEN' }],
  validCoupons: [{ code: 'TEN' }],
  invalidCoupons: [{ code: 'OLD', reason: null }],
  selectedShippingOption: { name: 'Standard' },
  shippingLocation: { country: 'US', zip: '10001' },
  subtotalCents: 4000,
  taxCents: 355,
  shippingCostCents: 500,
  discountCents: 1000,
  grandTotalCents: 3855,
  totalQuantity: 2,
  hasDigital: true,
  purelyDigital: false,
  requiresShipping: true,
  subtotalAmount: { currencyCode: 'EUR', value: 40 },
  somethingElse: 'dropped',
};

describe('readCart defaults (spec 000 §3)', () => {
  it('gives an empty object every default', () => {
    expect(readCart({})).toEqual(EMPTY_CART);
  });

  it('treats null like a missing field', () => {
    const nulls = Object.fromEntries(Object.keys(EMPTY_CART).map((key) => [key, null]));
    expect(readCart(nulls)).toEqual(EMPTY_CART);
  });

  it.each(Object.entries(EMPTY_CART))('defaults %s to %j', (field, expected) => {
    const cart = readCart({}) as unknown as Record<string, unknown>;
    expect(cart[field]).toEqual(expected);
  });
});

describe('readCart of a full cart', () => {
  it('reads every field, created as a Date, and drops unknown ones', () => {
    const { somethingElse: _dropped, created, ...rest } = FULL_INPUT;
    expect(readCart(FULL_INPUT)).toEqual({ ...rest, created: new Date(created) });
  });

  it('keeps nothing shared with the input', () => {
    const input = structuredClone(FULL_INPUT);
    const cart = readCart(input);
    input.entries[0]!.quantity = 99;
    input.shippingLocation.zip = '99999';
    expect(cart.entries[0]!.quantity).toBe(2);
    expect(cart.shippingLocation!.zip).toBe('10001');
  });

  it('keeps a "__proto__" key as plain data', () => {
    const cart = parseCart('{"entries":[{"__proto__":{"polluted":true}}]}');
    expect(Object.getPrototypeOf(cart.entries[0])).toBe(Object.prototype);
    expect(Object.keys(cart.entries[0]!)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses JSON text', () => {
    expect(parseCart(JSON.stringify(FULL_INPUT)).grandTotalCents).toBe(3855);
  });
});

describe('readCart errors name the field', () => {
  it.each([
    [[], 'cart', 'Cart field "cart" must be an object, got an array'],
    [null, 'cart', 'Cart field "cart" must be an object, got null'],
    ['cart', 'cart', 'Cart field "cart" must be an object, got "cart"'],
    [{ id: 7 }, 'id', 'Cart field "id" must be a string, got 7'],
    [{ websiteId: {} }, 'websiteId', 'Cart field "websiteId" must be a string, got an object'],
    [{ orderId: false }, 'orderId', 'Cart field "orderId" must be a string, got false'],
    [
      { created: '2024-01-01' },
      'created',
      'Cart field "created" must be a timestamp in milliseconds, got "2024-01-01"',
    ],
    [
      { created: 1e16 },
      'created',
      'Cart field "created" must be a timestamp in milliseconds, got 10000000000000000',
    ],
    [
      { isPurchased: 'yes' },
      'isPurchased',
      'Cart field "isPurchased" must be true or false, got "yes"',
    ],
    [{ hasDigital: 1 }, 'hasDigital', 'Cart field "hasDigital" must be true or false, got 1'],
    [
      { purelyDigital: 0 },
      'purelyDigital',
      'Cart field "purelyDigital" must be true or false, got 0',
    ],
    [
      { requiresShipping: 'false' },
      'requiresShipping',
      'Cart field "requiresShipping" must be true or false, got "false"',
    ],
    [{ entries: {} }, 'entries', 'Cart field "entries" must be an array of objects, got an object'],
    [
      { shippingOptions: 'x' },
      'shippingOptions',
      'Cart field "shippingOptions" must be an array of objects, got "x"',
    ],
    [
      { applicableTaxRules: [1] },
      'applicableTaxRules[0]',
      'Cart field "applicableTaxRules[0]" must be an object, got 1',
    ],
    [
      { coupons: [{}, 'TEN'] },
      'coupons[1]',
      'Cart field "coupons[1]" must be an object, got "TEN"',
    ],
    [
      { validCoupons: [[]] },
      'validCoupons[0]',
      'Cart field "validCoupons[0]" must be an object, got an array',
    ],
    [
      { invalidCoupons: [null] },
      'invalidCoupons[0]',
      'Cart field "invalidCoupons[0]" must be an object, got null',
    ],
    [
      { selectedShippingOption: [] },
      'selectedShippingOption',
      'Cart field "selectedShippingOption" must be an object, got an array',
    ],
    [
      { shippingLocation: 'US' },
      'shippingLocation',
      'Cart field "shippingLocation" must be an object, got "US"',
    ],
    [
      { subtotalCents: 1.5 },
      'subtotalCents',
      'Cart field "subtotalCents" must be a whole number of cents, got 1.5',
    ],
    [
      { taxCents: '3' },
      'taxCents',
      'Cart field "taxCents" must be a whole number of cents, got "3"',
    ],
    [
      { shippingCostCents: Number.NaN },
      'shippingCostCents',
      'Cart field "shippingCostCents" must be a whole number of cents, got NaN',
    ],
    [
      { discountCents: 2 ** 53 },
      'discountCents',
      'Cart field "discountCents" must be a whole number of cents, got 9007199254740992',
    ],
    [
      { grandTotalCents: true },
      'grandTotalCents',
      'Cart field "grandTotalCents" must be a whole number of cents, got true',
    ],
    [
      { totalQuantity: -1 },
      'totalQuantity',
      'Cart field "totalQuantity" must be a whole number, 0 or more, got -1',
    ],
    [
      { subtotalAmount: 5 },
      'subtotalAmount',
      'Cart field "subtotalAmount" must be money ({ currencyCode, value }), got 5',
    ],
    [
      { subtotalAmount: { currencyCode: 'XYZ', value: 1 } },
      'subtotalAmount.currencyCode',
      'Cart field "subtotalAmount.currencyCode" must be one of the 27 store currency codes, got "XYZ"',
    ],
    [
      { subtotalAmount: { currencyCode: 'USD', value: '1.00' } },
      'subtotalAmount.value',
      'Cart field "subtotalAmount.value" must be a finite number, got "1.00"',
    ],
    [
      { entries: [{ price: Number.POSITIVE_INFINITY }] },
      'entries[0].price',
      'Cart field "entries[0].price" must be a finite number, got Infinity',
    ],
    [
      { entries: [{ a: { b: [() => 1] } }] },
      'entries[0].a.b[0]',
      'Cart field "entries[0].a.b[0]" must be a JSON value, got function',
    ],
  ])('%j fails on %s', (input, field, message) => {
    let error: unknown;
    try {
      readCart(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CartFormatError);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as CartFormatError).field).toBe(field);
    expect((error as CartFormatError).message).toBe(message);
  });

  it('reads a hole in a sparse array as a missing element, never as a hole in the cart', () => {
    const entries: unknown[] = [];
    entries[1] = { sku: 'SQ1234567' };
    expect(() => readCart({ entries })).toThrow(
      new CartFormatError('entries[0]', 'Cart field "entries[0]" must be an object, got undefined'),
    );
    const sizes: unknown[] = [1];
    sizes[2] = 3;
    expect(() => readCart({ entries: [{ sizes }] })).toThrow(
      'Cart field "entries[0].sizes[1]" must be a JSON value, got undefined',
    );
  });

  it('shortens a long string it quotes', () => {
    expect(() => readCart({ id: 5, orderId: 'x'.repeat(100) })).toThrow('got 5');
    expect(() => readCart({ taxCents: 'y'.repeat(100) })).toThrow(`got "${'y'.repeat(40)}…"`);
  });

  it('stops at a cyclic or absurdly deep object instead of overflowing the stack', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => readCart({ entries: [cyclic] })).toThrow(CartFormatError);
    expect(() => readCart({ entries: [cyclic] })).toThrow(/nested at most 64 levels deep/);
  });

  it('reports invalid JSON text on the field "cart"', () => {
    expect(() => parseCart('{')).toThrow(CartFormatError);
    expect(() => parseCart('{')).toThrow(/^Cart is not valid JSON: /);
  });
});

function isFullCart(cart: Cart): void {
  expect(Object.keys(cart).sort()).toEqual(Object.keys(EMPTY_CART).sort());
  for (const key of ['id', 'websiteId', 'orderId'] as const)
    expect(typeof cart[key]).toBe('string');
  expect(cart.created === null || !Number.isNaN(cart.created.getTime())).toBe(true);
  for (const key of [
    'entries',
    'shippingOptions',
    'applicableTaxRules',
    'coupons',
    'validCoupons',
    'invalidCoupons',
  ] as const) {
    expect(Array.isArray(cart[key])).toBe(true);
  }
  for (const key of [
    'subtotalCents',
    'taxCents',
    'shippingCostCents',
    'discountCents',
    'grandTotalCents',
    'totalQuantity',
  ] as const) {
    expect(Number.isSafeInteger(cart[key])).toBe(true);
  }
  for (const key of ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'] as const) {
    expect(typeof cart[key]).toBe('boolean');
  }
  expect(Number.isFinite(cart.subtotalAmount.value)).toBe(true);
}

function errorsCleanlyOrReadsFully(input: unknown): void {
  let cart: Cart | undefined;
  try {
    cart = readCart(input);
  } catch (error) {
    expect(error).toBeInstanceOf(CartFormatError);
    expect((error as CartFormatError).message).toContain((error as CartFormatError).field);
    return;
  }
  isFullCart(cart);
}

// Carts close to the real shape, so that most runs get past the first field.
const cartLike = fc.record(
  {
    id: fc.oneof(fc.string(), fc.jsonValue()),
    created: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
    entries: fc.oneof(fc.array(fc.dictionary(fc.string(), fc.jsonValue())), fc.jsonValue()),
    shippingLocation: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue()),
    subtotalCents: fc.oneof(fc.integer(), fc.jsonValue()),
    totalQuantity: fc.oneof(fc.nat(), fc.jsonValue()),
    hasDigital: fc.oneof(fc.boolean(), fc.jsonValue()),
    subtotalAmount: fc.oneof(
      fc.record({ currencyCode: fc.constantFrom('USD', 'EUR', 'usd', 'XYZ'), value: fc.double() }),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

describe('readCart never throws anything but a CartFormatError (properties)', () => {
  it('on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), errorsCleanlyOrReadsFully), { numRuns: 1000 });
  });

  it('on cart-shaped JSON', () => {
    fc.assert(fc.property(cartLike, errorsCleanlyOrReadsFully), { numRuns: 1000 });
  });

  it('on any JSON text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        try {
          isFullCart(parseCart(text));
        } catch (error) {
          expect(error).toBeInstanceOf(CartFormatError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('on anything at all', () => {
    fc.assert(fc.property(fc.anything(), errorsCleanlyOrReadsFully), { numRuns: 1000 });
  });
});
