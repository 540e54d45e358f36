import { fromMinorUnits, type Money } from '@tessera/commerce';
import type { Queryable } from '../database/database';
import { type CartRow, readCouponCodes, readEntries } from './cart-store';
import {
  type CouponRule,
  computeTotals,
  type ShippingRule,
  type TaxRule,
  type Totals,
} from './cart-totals';
import { readVariantsBySku, type StoredVariant, unitPriceOf } from './catalogue';
import type { OptionValue, SubscriptionPlan } from './store-config';
import { minimumMessage } from './store-messages';

/** Spec 000 §3's cart, as the server answers it (docs/http-contract/openapi.yaml "Cart"). */
export interface ShippingLocation {
  country: string;
  region?: string;
  postalCode?: string;
}

interface CartEntry {
  id: string;
  productId: string;
  productName: string;
  productType: number;
  sku: string;
  optionValues: OptionValue[];
  imageUrl: string;
  quantity: number;
  unitPriceCents: number;
  onSale: boolean;
  lineTotalCents: number;
  unitPrice: Money;
  lineTotal: Money;
  subscriptionPlan?: SubscriptionPlan;
}

export interface CartEntity {
  id: string;
  websiteId: string;
  orderId: string;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: (ShippingRule & { price: Money })[];
  applicableTaxRules: TaxRule[];
  coupons: Totals['coupons'];
  validCoupons: string[];
  invalidCoupons: string[];
  selectedShippingOption: (ShippingRule & { price: Money }) | Record<string, never>;
  shippingLocation: ShippingLocation | Record<string, never>;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  subtotalAmount: Money;
  grandTotalAmount: Money;
  minimumSubtotalCents?: number;
  minimumSubtotalMessage?: string;
}

export interface StoreSettings {
  websiteId: string;
  currencyCode: string;
  country: string;
}

/** What a cart is priced from, read in one place so checkout prices exactly as the cart did. */
export interface PricedCart {
  entity: CartEntity;
  /** The entries' variants, for the order lines and the stock guard. */
  variants: Map<string, StoredVariant>;
}

interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimum_subtotal_cents: number;
  max_uses: number | null;
  uses: number;
}

async function readRules(db: Queryable, codes: string[]) {
  const [coupons, shipping, taxes] = await Promise.all([
    codes.length === 0
      ? Promise.resolve([] as CouponRow[])
      : db.query<CouponRow>('SELECT * FROM commerce_coupons WHERE code = ANY($1::text[])', [codes]),
    db.query<{ id: string; name: string; price_cents: number; free_over_cents: number | null }>(
      'SELECT id, name, price_cents, free_over_cents FROM commerce_shipping_options ORDER BY position',
    ),
    db.query<{
      id: string;
      name: string;
      country: string;
      rate_basis_points: number;
      included: boolean;
    }>('SELECT id, name, country, rate_basis_points, included FROM commerce_tax_rules ORDER BY id'),
  ]);
  const couponRules = new Map<string, CouponRule>(
    coupons.map((row) => [
      row.code,
      {
        code: row.code,
        kind: row.kind,
        value: Number(row.value),
        minimumSubtotalCents: Number(row.minimum_subtotal_cents),
        maxUses: row.max_uses === null ? null : Number(row.max_uses),
        uses: Number(row.uses),
      },
    ]),
  );
  const shippingOptions: ShippingRule[] = shipping.map((row) => ({
    id: row.id,
    name: row.name,
    priceCents: Number(row.price_cents),
    freeOverCents: row.free_over_cents === null ? null : Number(row.free_over_cents),
  }));
  const taxRules: TaxRule[] = taxes.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    rateBasisPoints: Number(row.rate_basis_points),
    included: row.included,
  }));
  return { couponRules, shippingOptions, taxRules };
}

const locationOf = (cart: CartRow | undefined): ShippingLocation | undefined => {
  const stored = cart?.shipping_location;
  if (stored === null || stored === undefined) return undefined;
  return typeof stored === 'string' ? (JSON.parse(stored) as ShippingLocation) : stored;
};

const createdMs = (value: Date | string) =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/** The cart entity of `cart` (undefined: the empty cart of a visitor without one). */
export async function priceCart(
  db: Queryable,
  store: StoreSettings,
  cart: CartRow | undefined,
): Promise<PricedCart> {
  const [entryRows, codes] = cart
    ? await Promise.all([readEntries(db, cart.id), readCouponCodes(db, cart.id)])
    : [[], []];
  const [variants, rules] = await Promise.all([
    readVariantsBySku(
      db,
      entryRows.map((row) => row.sku),
    ),
    readRules(db, codes),
  ]);
  // An entry whose variant left the catalogue is not sold (nor shown).
  const rows = entryRows.filter((row) => variants.has(row.sku));
  const location = locationOf(cart);
  const totals = computeTotals({
    lines: rows.map((row) => ({
      unitPriceCents: unitPriceOf(variants.get(row.sku)!),
      quantity: row.quantity,
      productType: variants.get(row.sku)!.productType,
    })),
    couponCodes: codes,
    coupons: rules.couponRules,
    shippingOptions: rules.shippingOptions,
    selectedShippingId: cart?.shipping_option_id ?? null,
    taxRules: rules.taxRules,
    taxCountry: location?.country ?? store.country,
  });
  const money = (cents: number) => fromMinorUnits(cents, store.currencyCode);
  const withPrice = (option: ShippingRule) => ({ ...option, price: money(option.priceCents) });
  const entries = rows.map((row): CartEntry => {
    const variant = variants.get(row.sku)!;
    const unit = unitPriceOf(variant);
    return {
      id: row.id,
      productId: variant.productId,
      productName: variant.productName,
      productType: variant.productType,
      sku: variant.sku,
      optionValues: variant.optionValues,
      imageUrl: variant.imageUrl,
      quantity: row.quantity,
      unitPriceCents: unit,
      onSale: variant.onSale,
      lineTotalCents: unit * row.quantity,
      unitPrice: money(unit),
      lineTotal: money(unit * row.quantity),
      ...(variant.subscriptionPlan ? { subscriptionPlan: variant.subscriptionPlan } : {}),
    };
  });
  const entity: CartEntity = {
    id: cart?.id ?? '',
    websiteId: store.websiteId,
    orderId: cart?.order_id ?? '',
    created: cart ? createdMs(cart.created_at) : 0,
    isPurchased: cart?.purchased ?? false,
    entries,
    shippingOptions: totals.shippingOptions.map(withPrice),
    applicableTaxRules: totals.applicableTaxRules,
    coupons: totals.coupons,
    validCoupons: totals.validCoupons,
    invalidCoupons: totals.invalidCoupons,
    selectedShippingOption: totals.selectedShipping ? withPrice(totals.selectedShipping) : {},
    shippingLocation: location ?? {},
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
    subtotalAmount: money(totals.subtotalCents),
    grandTotalAmount: money(totals.grandTotalCents),
    ...(totals.unmetMinimum
      ? {
          minimumSubtotalCents: totals.unmetMinimum.minimumSubtotalCents,
          minimumSubtotalMessage: minimumMessage(
            totals.unmetMinimum.code,
            money(totals.unmetMinimum.minimumSubtotalCents),
          ),
        }
      : {}),
  };
  return { entity, variants };
}
