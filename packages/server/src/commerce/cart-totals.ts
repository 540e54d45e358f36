import { ProductType } from '@tessera/runtime';

/**
 * The cart's arithmetic, in integer minor units and nothing else (README "Storefront"): the
 * subtotal, the coupons' discount, shipping, tax and the grand total. Pure, so every rule is
 * tested without a database; cart-entity.ts dresses the result as spec 000 §3's cart.
 */
interface TotalsLine {
  unitPriceCents: number;
  quantity: number;
  productType: number;
}

export interface CouponRule {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimumSubtotalCents: number;
  maxUses: number | null;
  uses: number;
}

export interface ShippingRule {
  id: string;
  name: string;
  priceCents: number;
  freeOverCents: number | null;
}

export interface TaxRule {
  id: string;
  name: string;
  country: string;
  rateBasisPoints: number;
  included: boolean;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Codes the shopper entered, in the order entered. */
  couponCodes: readonly string[];
  coupons: ReadonlyMap<string, CouponRule>;
  shippingOptions: readonly ShippingRule[];
  selectedShippingId: string | null;
  taxRules: readonly TaxRule[];
  /** The shipping location's country, else the store's. */
  taxCountry: string;
}

interface AppliedCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  discountCents: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  coupons: AppliedCoupon[];
  validCoupons: string[];
  invalidCoupons: string[];
  /** The highest minimum of an entered coupon the subtotal does not reach, with its code. */
  unmetMinimum: { code: string; minimumSubtotalCents: number } | null;
  requiresShipping: boolean;
  hasDigital: boolean;
  purelyDigital: boolean;
  /** The options offered (none when nothing ships) and the one charged. */
  shippingOptions: ShippingRule[];
  selectedShipping: ShippingRule | null;
  applicableTaxRules: TaxRule[];
}

/** Delivered without shipping: digital files, gift cards (by email) and paywalled content. */
const DIGITAL = new Set<number>([ProductType.DIGITAL, ProductType.GIFT_CARD, ProductType.PAYWALL]);

/** a × b / c rounded half up, exactly (BigInt: a subtotal times a rate passes 2^53). */
export function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (BigInt(c) * 2n));
}

function couponDiscounts(input: TotalsInput, subtotal: number) {
  const applied: AppliedCoupon[] = [];
  const valid: string[] = [];
  const invalid: string[] = [];
  let unmetMinimum: Totals['unmetMinimum'] = null;
  let remaining = subtotal;
  for (const code of input.couponCodes) {
    const rule = input.coupons.get(code);
    const usable = rule !== undefined && (rule.maxUses === null || rule.uses < rule.maxUses);
    if (!usable) {
      invalid.push(code);
      continue;
    }
    if (subtotal < rule.minimumSubtotalCents) {
      invalid.push(code);
      if (!unmetMinimum || rule.minimumSubtotalCents > unmetMinimum.minimumSubtotalCents) {
        unmetMinimum = { code, minimumSubtotalCents: rule.minimumSubtotalCents };
      }
      continue;
    }
    // Percentages are of the subtotal (so the order codes were entered in does not matter);
    // together they never take more than the subtotal.
    const own = rule.kind === 'percent' ? mulDivRound(subtotal, rule.value, 100) : rule.value;
    const discountCents = Math.min(own, remaining);
    remaining -= discountCents;
    valid.push(code);
    applied.push({ code, kind: rule.kind, value: rule.value, discountCents });
  }
  return { applied, valid, invalid, unmetMinimum, discount: subtotal - remaining };
}

function shippingOf(input: TotalsInput, requiresShipping: boolean, afterDiscount: number) {
  if (!requiresShipping || input.shippingOptions.length === 0) {
    return { offered: [], selected: null, cost: 0 };
  }
  const selected =
    input.shippingOptions.find((option) => option.id === input.selectedShippingId) ??
    input.shippingOptions[0]!;
  const free = selected.freeOverCents !== null && afterDiscount >= selected.freeOverCents;
  return { offered: [...input.shippingOptions], selected, cost: free ? 0 : selected.priceCents };
}

export function computeTotals(input: TotalsInput): Totals {
  let subtotal = 0;
  let totalQuantity = 0;
  for (const line of input.lines) {
    subtotal += line.unitPriceCents * line.quantity;
    totalQuantity += line.quantity;
  }
  const requiresShipping = input.lines.some((line) => line.productType === ProductType.PHYSICAL);
  const hasDigital = input.lines.some((line) => DIGITAL.has(line.productType));
  const purelyDigital =
    input.lines.length > 0 && input.lines.every((line) => DIGITAL.has(line.productType));
  const coupons = couponDiscounts(input, subtotal);
  const afterDiscount = subtotal - coupons.discount;
  const shipping = shippingOf(input, requiresShipping, afterDiscount);
  const taxRules = input.taxRules.filter((rule) => rule.country === input.taxCountry);
  const base = afterDiscount + shipping.cost;
  let included = 0;
  let added = 0;
  for (const rule of taxRules) {
    if (rule.included) {
      included += mulDivRound(base, rule.rateBasisPoints, 10_000 + rule.rateBasisPoints);
    } else {
      added += mulDivRound(base, rule.rateBasisPoints, 10_000);
    }
  }
  return {
    subtotalCents: subtotal,
    discountCents: coupons.discount,
    shippingCostCents: shipping.cost,
    taxCents: included + added,
    grandTotalCents: base + added,
    totalQuantity,
    coupons: coupons.applied,
    validCoupons: coupons.valid,
    invalidCoupons: coupons.invalid,
    unmetMinimum: coupons.unmetMinimum,
    requiresShipping,
    hasDigital,
    purelyDigital,
    shippingOptions: shipping.offered,
    selectedShipping: shipping.selected,
    applicableTaxRules: taxRules,
  };
}
