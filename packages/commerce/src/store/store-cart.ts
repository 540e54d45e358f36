/**
 * The storefront cart as the server answers it (spec 000 §3 "Shopping cart" with the entry,
 * shipping and coupon shapes of docs/http-contract): every total comes from the server in
 * integer cents and is shown, never computed, here. readStoreCart checks the shapes it renders
 * and gives the spec's defaults for what is missing; a wrong type is a CartFormatError naming
 * the field, so a bad answer is refused whole and the cart on screen stays as it was.
 */
import { isJsonObject } from '@tessera/runtime';
import { CartFormatError } from '../cart-format-error';
import { DEFAULT_CURRENCY_CODE } from '../currency-formats';
import { describeValue } from '../describe-value';

export interface CartEntryOption {
  optionName: string;
  value: string;
}

export interface CartEntry {
  id: string;
  productId: string;
  productName: string;
  /** The runtime's ProductType: 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall. */
  productType: number;
  sku: string;
  optionValues: CartEntryOption[];
  imageUrl: string;
  quantity: number;
  unitPriceCents: number;
  onSale: boolean;
  lineTotalCents: number;
  subscriptionPlan: {
    billingPeriod: { value: number; unit: string };
    numBillingCycles: number;
  } | null;
}

export interface ShippingOption {
  id: string;
  name: string;
  /** What it costs before a free-shipping threshold (the cart's shippingCostCents is the charge). */
  priceCents: number;
  /** Free when the discounted subtotal reaches this; null when never free. */
  freeOverCents: number | null;
}

export interface AppliedCoupon {
  code: string;
  /** What it takes off this cart, as the server computed it. */
  discountCents: number;
}

export interface ShippingLocation {
  country: string;
  region: string;
  postalCode: string;
}

export interface StoreCart {
  id: string;
  currencyCode: string;
  entries: CartEntry[];
  shippingOptions: ShippingOption[];
  selectedShippingOptionId: string;
  shippingLocation: ShippingLocation | null;
  coupons: AppliedCoupon[];
  validCoupons: string[];
  invalidCoupons: string[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  requiresShipping: boolean;
  purelyDigital: boolean;
  isPurchased: boolean;
  /** An entered coupon's minimum subtotal not yet reached, when there is one. */
  minimumSubtotalCents: number | null;
  /** The server's words for it ('' when it sent none). */
  minimumSubtotalMessage: string;
  /** Tax rules that apply, by name ('VAT 21 %'). */
  taxRuleNames: string[];
}

type Json = Record<string, unknown>;

function fail(field: string, expected: string, value: unknown): never {
  throw new CartFormatError(
    field,
    `Cart field "${field}" must be ${expected}, got ${describeValue(value)}`,
  );
}

function text(source: Json, name: string, path: string): string {
  const value = source[name];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : fail(`${path}${name}`, 'a string', value);
}

function cents(source: Json, name: string, path: string): number {
  const value = source[name];
  if (value === undefined || value === null) return 0;
  return Number.isSafeInteger(value)
    ? (value as number)
    : fail(`${path}${name}`, 'a whole number', value);
}

function flag(source: Json, name: string, path: string): boolean {
  const value = source[name];
  if (value === undefined || value === null) return false;
  return typeof value === 'boolean' ? value : fail(`${path}${name}`, 'true or false', value);
}

function list<T>(source: Json, name: string, read: (item: unknown, path: string) => T): T[] {
  const value = source[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(name, 'an array', value);
  return value.map((item, index) => read(item, `${name}[${index}]`));
}

function object(value: unknown, path: string): Json {
  return isJsonObject(value) ? value : fail(path, 'an object', value);
}

function readPlan(value: unknown, path: string): CartEntry['subscriptionPlan'] {
  if (value === undefined || value === null) return null;
  const plan = object(value, path);
  const period = object(plan.billingPeriod, `${path}.billingPeriod`);
  return {
    billingPeriod: {
      value: cents(period, 'value', `${path}.billingPeriod.`),
      unit: text(period, 'unit', `${path}.billingPeriod.`),
    },
    numBillingCycles: cents(plan, 'numBillingCycles', `${path}.`),
  };
}

function readEntry(value: unknown, path: string): CartEntry {
  const entry = object(value, path);
  const at = `${path}.`;
  return {
    id: text(entry, 'id', at),
    productId: text(entry, 'productId', at),
    productName: text(entry, 'productName', at),
    productType: cents(entry, 'productType', at),
    sku: text(entry, 'sku', at),
    optionValues: list(entry, 'optionValues', (item, itemPath) => {
      const option = object(item, `${at}${itemPath}`);
      return { optionName: text(option, 'optionName', at), value: text(option, 'value', at) };
    }),
    imageUrl: text(entry, 'imageUrl', at),
    quantity: cents(entry, 'quantity', at),
    unitPriceCents: cents(entry, 'unitPriceCents', at),
    onSale: flag(entry, 'onSale', at),
    lineTotalCents: cents(entry, 'lineTotalCents', at),
    subscriptionPlan: readPlan(entry.subscriptionPlan, `${at}subscriptionPlan`),
  };
}

function readShippingOption(value: unknown, path: string): ShippingOption {
  const option = object(value, path);
  const freeOver = option.freeOverCents;
  return {
    id: text(option, 'id', `${path}.`),
    name: text(option, 'name', `${path}.`),
    priceCents: cents(option, 'priceCents', `${path}.`),
    freeOverCents:
      freeOver === undefined || freeOver === null
        ? null
        : cents(option, 'freeOverCents', `${path}.`),
  };
}

function readCode(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  // A server may list coupons as objects; their code is what the shopper typed.
  if (isJsonObject(value) && typeof value.code === 'string') return value.code;
  return fail(path, 'a coupon code', value);
}

function readLocation(value: unknown): ShippingLocation | null {
  if (value === undefined || value === null) return null;
  const location = object(value, 'shippingLocation');
  if (location.country === undefined) return null; // {}: no location chosen yet
  return {
    country: text(location, 'country', 'shippingLocation.'),
    region: text(location, 'region', 'shippingLocation.'),
    postalCode: text(location, 'postalCode', 'shippingLocation.'),
  };
}

function readCurrency(cart: Json): string {
  if (typeof cart.currencyCode === 'string' && cart.currencyCode !== '') return cart.currencyCode;
  const amount = cart.grandTotalAmount ?? cart.subtotalAmount;
  if (amount === undefined || amount === null) return DEFAULT_CURRENCY_CODE;
  const code = object(amount, 'subtotalAmount').currencyCode;
  return typeof code === 'string' && code !== ''
    ? code
    : fail('subtotalAmount.currencyCode', 'a currency code', code);
}

/**
 * The cart in `input` (the parsed answer of any cart call), or a CartFormatError. A StoreCart
 * reads back as itself, so the carts the tabs post each other are checked by the same reader.
 */
export function readStoreCart(input: unknown): StoreCart {
  const cart = object(input, 'cart');
  const selected = cart.selectedShippingOption;
  const minimum = cart.minimumSubtotalCents;
  return {
    id: text(cart, 'id', ''),
    currencyCode: readCurrency(cart),
    entries: list(cart, 'entries', readEntry),
    shippingOptions: list(cart, 'shippingOptions', readShippingOption),
    selectedShippingOptionId: isJsonObject(selected)
      ? text(selected, 'id', 'selectedShippingOption.')
      : text(cart, 'selectedShippingOptionId', ''),
    shippingLocation: readLocation(cart.shippingLocation),
    coupons: list(cart, 'coupons', (item, path) => {
      const coupon = isJsonObject(item) ? item : { code: readCode(item, path) };
      return {
        code: readCode(coupon, path),
        discountCents: cents(coupon, 'discountCents', `${path}.`),
      };
    }),
    validCoupons: list(cart, 'validCoupons', readCode),
    invalidCoupons: list(cart, 'invalidCoupons', readCode),
    subtotalCents: cents(cart, 'subtotalCents', ''),
    taxCents: cents(cart, 'taxCents', ''),
    shippingCostCents: cents(cart, 'shippingCostCents', ''),
    discountCents: cents(cart, 'discountCents', ''),
    grandTotalCents: cents(cart, 'grandTotalCents', ''),
    totalQuantity: cents(cart, 'totalQuantity', ''),
    requiresShipping: flag(cart, 'requiresShipping', ''),
    purelyDigital: flag(cart, 'purelyDigital', ''),
    isPurchased: flag(cart, 'isPurchased', ''),
    minimumSubtotalCents:
      minimum === undefined || minimum === null ? null : cents(cart, 'minimumSubtotalCents', ''),
    minimumSubtotalMessage: text(cart, 'minimumSubtotalMessage', ''),
    taxRuleNames:
      cart.applicableTaxRules === undefined
        ? list(cart, 'taxRuleNames', (item, path) =>
            typeof item === 'string' ? item : fail(path, 'a string', item),
          )
        : list(cart, 'applicableTaxRules', (item, path) =>
            text(object(item, path), 'name', `${path}.`),
          ),
  };
}

/** The empty cart a page shows before its first sync. */
export function emptyStoreCart(currencyCode: string = DEFAULT_CURRENCY_CODE): StoreCart {
  return readStoreCart({ grandTotalAmount: { currencyCode, value: 0 } });
}
