import { isValidProductPrice, isValidSku } from '@tessera/commerce';
import { isJsonObject } from '@tessera/runtime';

/**
 * The store section of site.json: the catalogue, coupons, shipping options and tax rules the
 * server loads into its database at start (catalogue.ts). Checked whole at start, so a typo
 * fails the start naming its place instead of a shopper's request.
 */
export interface OptionValue {
  optionName: string;
  value: string;
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'week' | 'month' | 'year' };
  numBillingCycles: number;
}

interface VariantConfig {
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** Opening stock; null is unlimited. */
  stock: number | null;
  optionValues: OptionValue[];
}

interface ProductConfig {
  id: string;
  name: string;
  /** 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall (the runtime's ProductType). */
  productType: number;
  imageUrl: string;
  description: string;
  variants: VariantConfig[];
  subscriptionPlan?: SubscriptionPlan;
}

interface CouponConfig {
  code: string;
  kind: 'percent' | 'fixed';
  /** Whole percent (10) or minor units (500). */
  value: number;
  minimumSubtotalCents: number;
  maxUses: number | null;
}

interface ShippingOptionConfig {
  id: string;
  name: string;
  priceCents: number;
  freeOverCents: number | null;
}

interface TaxRuleConfig {
  id: string;
  name: string;
  country: string;
  rateBasisPoints: number;
}

export interface StoreConfig {
  /** Where tax is reckoned when the cart has no shipping location (ISO 3166 alpha-2). */
  country: string;
  /** Prices include tax (EU practice, the demo) or tax is added on top. */
  pricesIncludeTax: boolean;
  products: ProductConfig[];
  coupons: CouponConfig[];
  shippingOptions: ShippingOptionConfig[];
  taxRules: TaxRuleConfig[];
  /** Donation pages by id (/checkout/donate?donatePageId=…): their titles. */
  donationPages: Record<string, { title: string }>;
}

type Fail = (path: string, expected: string) => never;

const text = (value: unknown, at: string, fail: Fail, max = 200): string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
    ? value
    : fail(at, `a non-empty string of at most ${max} characters`);

const whole = (value: unknown, at: string, fail: Fail): number =>
  Number.isInteger(value) && (value as number) >= 0
    ? (value as number)
    : fail(at, 'a whole number, 0 or more');

const list = (value: unknown, at: string, fail: Fail): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : fail(at, 'a list');

const cents = (value: unknown, at: string, fail: Fail): number =>
  isValidProductPrice(value) ? value : fail(at, 'whole cents from 0 to 100000000');

function parseVariant(value: unknown, at: string, fail: Fail): VariantConfig {
  if (!isJsonObject(value)) return fail(at, 'an object');
  if (!isValidSku(value.sku)) fail(`${at}.sku`, 'a SKU of 1 to 60 characters');
  const optionValues = list(value.optionValues, `${at}.optionValues`, fail).map((option, i) => {
    const where = `${at}.optionValues[${i}]`;
    if (!isJsonObject(option)) return fail(where, 'an object');
    return {
      optionName: text(option.optionName, `${where}.optionName`, fail, 60),
      value: text(option.value, `${where}.value`, fail, 60),
    };
  });
  return {
    sku: value.sku as string,
    priceCents: cents(value.priceCents, `${at}.priceCents`, fail),
    salePriceCents:
      value.salePriceCents === undefined
        ? 0
        : cents(value.salePriceCents, `${at}.salePriceCents`, fail),
    onSale: value.onSale === true,
    stock:
      value.stock === undefined || value.stock === null
        ? null
        : whole(value.stock, `${at}.stock`, fail),
    optionValues,
  };
}

function parsePlan(value: unknown, at: string, fail: Fail): SubscriptionPlan | undefined {
  if (value === undefined) return undefined;
  if (!isJsonObject(value) || !isJsonObject(value.billingPeriod)) return fail(at, 'a plan');
  const { unit } = value.billingPeriod;
  if (unit !== 'week' && unit !== 'month' && unit !== 'year') {
    return fail(`${at}.billingPeriod.unit`, 'week, month or year');
  }
  const period = whole(value.billingPeriod.value, `${at}.billingPeriod.value`, fail);
  if (period < 1) fail(`${at}.billingPeriod.value`, 'at least 1');
  return {
    billingPeriod: { value: period, unit },
    numBillingCycles: whole(value.numBillingCycles ?? 0, `${at}.numBillingCycles`, fail),
  };
}

function parseProduct(value: unknown, at: string, fail: Fail): ProductConfig {
  if (!isJsonObject(value)) return fail(at, 'an object');
  const productType = value.productType;
  if (
    !Number.isInteger(productType) ||
    (productType as number) < 1 ||
    (productType as number) > 5
  ) {
    fail(`${at}.productType`, '1 (physical), 2 (digital), 3 (service), 4 (gift card) or 5');
  }
  const variants = list(value.variants, `${at}.variants`, fail).map((variant, i) =>
    parseVariant(variant, `${at}.variants[${i}]`, fail),
  );
  if (variants.length === 0) fail(`${at}.variants`, 'a list of at least one variant');
  const plan = parsePlan(value.subscriptionPlan, `${at}.subscriptionPlan`, fail);
  return {
    id: text(value.id, `${at}.id`, fail, 100),
    name: text(value.name, `${at}.name`, fail),
    productType: productType as number,
    imageUrl: typeof value.imageUrl === 'string' ? value.imageUrl : '',
    description: typeof value.description === 'string' ? value.description : '',
    variants,
    ...(plan ? { subscriptionPlan: plan } : {}),
  };
}

function parseCoupon(value: unknown, at: string, fail: Fail): CouponConfig {
  if (!isJsonObject(value)) return fail(at, 'an object');
  if (value.kind !== 'percent' && value.kind !== 'fixed') fail(`${at}.kind`, 'percent or fixed');
  const amount = whole(value.value, `${at}.value`, fail);
  if (value.kind === 'percent' && amount > 100) fail(`${at}.value`, 'a percentage up to 100');
  return {
    code: text(value.code, `${at}.code`, fail, 40).toUpperCase(),
    kind: value.kind as 'percent' | 'fixed',
    value: amount,
    minimumSubtotalCents: whole(
      value.minimumSubtotalCents ?? 0,
      `${at}.minimumSubtotalCents`,
      fail,
    ),
    maxUses: value.maxUses === undefined ? null : whole(value.maxUses, `${at}.maxUses`, fail),
  };
}

function parseShipping(value: unknown, at: string, fail: Fail): ShippingOptionConfig {
  if (!isJsonObject(value)) return fail(at, 'an object');
  return {
    id: text(value.id, `${at}.id`, fail, 60),
    name: text(value.name, `${at}.name`, fail),
    priceCents: cents(value.priceCents, `${at}.priceCents`, fail),
    freeOverCents:
      value.freeOverCents === undefined
        ? null
        : cents(value.freeOverCents, `${at}.freeOverCents`, fail),
  };
}

function parseTaxRule(value: unknown, at: string, fail: Fail): TaxRuleConfig {
  if (!isJsonObject(value)) return fail(at, 'an object');
  const country = text(value.country, `${at}.country`, fail, 2);
  if (!/^[A-Z]{2}$/.test(country)) fail(`${at}.country`, 'an ISO 3166 alpha-2 code (NL)');
  return {
    id: text(value.id, `${at}.id`, fail, 60),
    name: text(value.name, `${at}.name`, fail),
    country,
    rateBasisPoints: whole(value.rateBasisPoints, `${at}.rateBasisPoints`, fail),
  };
}

function parseDonationPages(value: unknown, fail: Fail): StoreConfig['donationPages'] {
  if (value === undefined) return {};
  if (!isJsonObject(value)) return fail('store.donationPages', 'an object of pages by id');
  return Object.fromEntries(
    Object.entries(value).map(([id, page]) => [
      id,
      {
        title: text(
          isJsonObject(page) ? page.title : undefined,
          `store.donationPages.${id}.title`,
          fail,
        ),
      },
    ]),
  );
}

/** Throws one error whose first line says which path of site.json holds what. */
function unique(items: { id?: string; code?: string; sku?: string }[], at: string, fail: Fail) {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.id ?? item.code ?? item.sku ?? '';
    if (seen.has(key)) fail(at, `a list without the repeated id ${JSON.stringify(key)}`);
    seen.add(key);
  }
}

/** The store section, or an empty store when site.json has none. */
export function parseStoreConfig(value: unknown, source = 'site.json'): StoreConfig {
  const fail: Fail = (path, expected) => {
    throw new Error(`${source}: ${path} must be ${expected}`);
  };
  if (value !== undefined && !isJsonObject(value)) fail('store', 'an object');
  const store = (value ?? {}) as Record<string, unknown>;
  const country =
    store.country === undefined ? 'US' : text(store.country, 'store.country', fail, 2);
  const config: StoreConfig = {
    country,
    pricesIncludeTax: store.pricesIncludeTax === true,
    products: list(store.products, 'store.products', fail).map((product, i) =>
      parseProduct(product, `store.products[${i}]`, fail),
    ),
    coupons: list(store.coupons, 'store.coupons', fail).map((coupon, i) =>
      parseCoupon(coupon, `store.coupons[${i}]`, fail),
    ),
    shippingOptions: list(store.shippingOptions, 'store.shippingOptions', fail).map((option, i) =>
      parseShipping(option, `store.shippingOptions[${i}]`, fail),
    ),
    taxRules: list(store.taxRules, 'store.taxRules', fail).map((rule, i) =>
      parseTaxRule(rule, `store.taxRules[${i}]`, fail),
    ),
    donationPages: parseDonationPages(store.donationPages, fail),
  };
  unique(config.products, 'store.products', fail);
  unique(
    config.products.flatMap((product) => product.variants),
    'store.products[].variants',
    fail,
  );
  unique(config.coupons, 'store.coupons', fail);
  unique(config.shippingOptions, 'store.shippingOptions', fail);
  unique(config.taxRules, 'store.taxRules', fail);
  return config;
}
