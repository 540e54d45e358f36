/**
 * The product data a product block carries in its markup (docs/markup.md, "Product"): the
 * `<script type="application/json" data-product>` the server renders beside the visible name,
 * price and pickers. It is spec 000 §3's structuredContent (product type, variants or the digital
 * price) plus the subscription plan; readProductData checks it and names the first wrong field.
 */
import { isJsonObject } from '@tessera/runtime';
import { describeValue } from '../describe-value';
import type { Product, ProductVariant } from '../product';
import { isProductType } from '../product-types';
import { readSubscriptionPlan, type SubscriptionPlan } from '../subscription-plan';

export interface ProductData extends Product {
  /** A subscription product's plan (spec 000 §3 "Subscription plan"). */
  subscriptionPlan: SubscriptionPlan | null;
}

function fail(field: string, expected: string, value: unknown): never {
  throw new TypeError(`Product field "${field}" must be ${expected}, got ${describeValue(value)}`);
}

function cents(value: unknown, field: string): number {
  return Number.isSafeInteger(value) && (value as number) >= 0
    ? (value as number)
    : fail(field, 'whole cents, 0 or more', value);
}

function readVariant(value: unknown, index: number): ProductVariant {
  const field = `variants[${index}]`;
  if (!isJsonObject(value)) fail(field, 'an object', value);
  const optionValues = value.optionValues ?? [];
  if (!Array.isArray(optionValues)) fail(`${field}.optionValues`, 'an array', optionValues);
  return {
    price: cents(value.price, `${field}.price`),
    salePrice: value.salePrice === undefined ? 0 : cents(value.salePrice, `${field}.salePrice`),
    onSale: value.onSale === true,
    unlimited: value.unlimited === true,
    qtyInStock: value.qtyInStock === undefined ? 0 : cents(value.qtyInStock, `${field}.qtyInStock`),
    sku: typeof value.sku === 'string' ? value.sku : fail(`${field}.sku`, 'a string', value.sku),
    optionValues: optionValues.map((option, optionIndex) => {
      const at = `${field}.optionValues[${optionIndex}]`;
      if (!isJsonObject(option) || typeof option.value !== 'string')
        fail(at, '{ optionName, value }', option);
      return {
        value: option.value,
        optionName: typeof option.optionName === 'string' ? option.optionName : '',
      };
    }),
  };
}

/** The product in `input` (parsed JSON), or a TypeError naming the field. */
export function readProductData(input: unknown): ProductData {
  if (!isJsonObject(input)) fail('product', 'an object', input);
  const { productType } = input;
  if (!isProductType(productType)) fail('productType', 'a product type, 1 to 5', productType);
  const variants = input.variants ?? [];
  if (!Array.isArray(variants)) fail('variants', 'an array', variants);
  return {
    structuredContent: {
      productType,
      variants: variants.map(readVariant),
      ...(input.priceCents === undefined
        ? {}
        : { priceCents: cents(input.priceCents, 'priceCents') }),
      ...(input.salePriceCents === undefined
        ? {}
        : { salePriceCents: cents(input.salePriceCents, 'salePriceCents') }),
      onSale: input.onSale === true,
    },
    subscriptionPlan:
      input.subscriptionPlan === undefined || input.subscriptionPlan === null
        ? null
        : readSubscriptionPlan(input.subscriptionPlan),
  };
}
