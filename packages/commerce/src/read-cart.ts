/**
 * The shopping cart read from server JSON into a typed model (spec 000 §3 "Shopping cart"), with
 * the spec's defaults for what is missing or null. Anything of the wrong type is a CartFormatError
 * naming the field, the expected form and what came; the reader builds the whole cart or nothing.
 */
import { isJsonObject } from '@tessera/runtime';
import { CartFormatError } from './cart-format-error';
import { isCurrencyCode } from './currency-formats';
import { describeValue } from './describe-value';
import type { JsonObject, JsonValue } from './json';
import { type Money, zeroMoney } from './money';

export interface Cart {
  id: string;
  websiteId: string;
  orderId: string;
  /** When the cart was created (the server's number timestamp, ms); null when not sent. */
  created: Date | null;
  isPurchased: boolean;
  entries: JsonObject[];
  shippingOptions: JsonObject[];
  applicableTaxRules: JsonObject[];
  coupons: JsonObject[];
  validCoupons: JsonObject[];
  invalidCoupons: JsonObject[];
  selectedShippingOption: JsonObject | null;
  shippingLocation: JsonObject | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** Default zero in USD. */
  subtotalAmount: Money;
}

export { CartFormatError } from './cart-format-error';

/** Deeper than any cart the server sends; also stops a cyclic object from recursing for ever. */
const MAX_DEPTH = 64;

const STRING_FIELDS = ['id', 'websiteId', 'orderId'] as const;
const ARRAY_FIELDS = [
  'entries',
  'shippingOptions',
  'applicableTaxRules',
  'coupons',
  'validCoupons',
  'invalidCoupons',
] as const;
const OBJECT_FIELDS = ['selectedShippingOption', 'shippingLocation'] as const;
const CENTS_FIELDS = [
  'subtotalCents',
  'taxCents',
  'shippingCostCents',
  'discountCents',
  'grandTotalCents',
] as const;
const BOOLEAN_FIELDS = ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'] as const;

function fail(field: string, expected: string, value: unknown): never {
  throw new CartFormatError(
    field,
    `Cart field "${field}" must be ${expected}, got ${describeValue(value)}`,
  );
}

/** A JSON copy of `value`, so later changes to the input never reach the cart. */
function copyJson(value: unknown, field: string, depth: number): JsonValue {
  if (depth > MAX_DEPTH) fail(field, `nested at most ${MAX_DEPTH} levels deep`, value);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : fail(field, 'a finite number', value);
  }
  if (Array.isArray(value)) {
    return copyArray(value, (item, index) => copyJson(item, `${field}[${index}]`, depth + 1));
  }
  if (isJsonObject(value)) return copyObject(value, field, depth);
  return fail(field, 'a JSON value', value);
}

/**
 * `copy` of every element, holes included: Array#map skips the holes of a sparse array (which
 * JSON never makes, but a caller's object can), and they would come out as holes in the cart.
 */
function copyArray<T>(value: readonly unknown[], copy: (item: unknown, index: number) => T): T[] {
  const copied: T[] = [];
  for (let index = 0; index < value.length; index++) copied.push(copy(value[index], index));
  return copied;
}

function copyObject(value: Record<string, unknown>, field: string, depth: number): JsonObject {
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined) continue; // JSON.stringify drops these too
    // Defined as own data properties, so a key such as "__proto__" stays an ordinary key.
    Object.defineProperty(copy, key, {
      value: copyJson(item, `${field}.${key}`, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

function readObjectArray(value: unknown, field: string): JsonObject[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(field, 'an array of objects', value);
  return copyArray(value, (item, index) =>
    isJsonObject(item)
      ? copyObject(item, `${field}[${index}]`, 1)
      : fail(`${field}[${index}]`, 'an object', item),
  );
}

function readSubtotalAmount(value: unknown): Money {
  if (value === undefined || value === null) return zeroMoney();
  if (!isJsonObject(value)) fail('subtotalAmount', 'money ({ currencyCode, value })', value);
  const { currencyCode, value: amount } = value;
  if (!isCurrencyCode(currencyCode)) {
    fail('subtotalAmount.currencyCode', 'one of the 27 store currency codes', currencyCode);
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    fail('subtotalAmount.value', 'a finite number', amount);
  }
  return { currencyCode, value: amount };
}

/**
 * The cart in `input` (parsed server JSON). Missing or null fields get the spec's defaults:
 * '' for the strings, null for created and the two objects, [] for the arrays, 0 for the
 * numbers, false for the booleans, zero USD for subtotalAmount. Unknown fields are dropped.
 */
export function readCart(input: unknown): Cart {
  if (!isJsonObject(input)) fail('cart', 'an object', input);
  const field = (name: string): unknown => input[name];

  const strings = {} as Record<(typeof STRING_FIELDS)[number], string>;
  for (const name of STRING_FIELDS) {
    const value = field(name);
    if (value === undefined || value === null) strings[name] = '';
    else if (typeof value === 'string') strings[name] = value;
    else fail(name, 'a string', value);
  }

  const arrays = {} as Record<(typeof ARRAY_FIELDS)[number], JsonObject[]>;
  for (const name of ARRAY_FIELDS) arrays[name] = readObjectArray(field(name), name);

  const objects = {} as Record<(typeof OBJECT_FIELDS)[number], JsonObject | null>;
  for (const name of OBJECT_FIELDS) {
    const value = field(name);
    if (value === undefined || value === null) objects[name] = null;
    else if (isJsonObject(value)) objects[name] = copyObject(value, name, 1);
    else fail(name, 'an object', value);
  }

  const cents = {} as Record<(typeof CENTS_FIELDS)[number], number>;
  for (const name of CENTS_FIELDS) {
    const value = field(name);
    if (value === undefined || value === null) cents[name] = 0;
    else if (Number.isSafeInteger(value)) cents[name] = value as number;
    else fail(name, 'a whole number of cents', value);
  }

  const totalQuantityValue = field('totalQuantity');
  let totalQuantity = 0;
  if (totalQuantityValue !== undefined && totalQuantityValue !== null) {
    if (!Number.isSafeInteger(totalQuantityValue) || (totalQuantityValue as number) < 0) {
      fail('totalQuantity', 'a whole number, 0 or more', totalQuantityValue);
    }
    totalQuantity = totalQuantityValue as number;
  }

  const booleans = {} as Record<(typeof BOOLEAN_FIELDS)[number], boolean>;
  for (const name of BOOLEAN_FIELDS) {
    const value = field(name);
    if (value === undefined || value === null) booleans[name] = false;
    else if (typeof value === 'boolean') booleans[name] = value;
    else fail(name, 'true or false', value);
  }

  const createdValue = field('created');
  let created: Date | null = null;
  if (createdValue !== undefined && createdValue !== null) {
    // A Date holds ±8.64e15 ms; beyond that it would be an Invalid Date.
    if (typeof createdValue !== 'number' || !(Math.abs(createdValue) <= 8.64e15)) {
      fail('created', 'a timestamp in milliseconds', createdValue);
    }
    created = new Date(createdValue);
  }

  const subtotalAmount = readSubtotalAmount(field('subtotalAmount'));

  return {
    ...strings,
    created,
    ...booleans,
    ...arrays,
    ...objects,
    ...cents,
    totalQuantity,
    subtotalAmount,
  };
}

/** readCart for JSON text; invalid JSON is a CartFormatError on the field "cart". */
export function parseCart(text: string): Cart {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new CartFormatError('cart', `Cart is not valid JSON: ${(error as Error).message}`);
  }
  return readCart(input);
}
