/**
 * Product data (spec 000 §3 "Product") and the display states derived from it: sold out, on sale
 * and varied prices. Prices are in cents, as the spec's limits count them.
 */
import { PRODUCT_TYPES, type ProductType } from './product-types';

export interface ProductOptionValue {
  /** The chosen option's value, e.g. 'Large'. */
  value: string;
  /** The option it belongs to, e.g. 'Size', when the server sends it. */
  optionName?: string;
}

export interface ProductVariant {
  /** Price in cents. */
  price: number;
  /** Sale price in cents; used when onSale. */
  salePrice: number;
  onSale: boolean;
  /** Stock is not counted: never sold out. */
  unlimited: boolean;
  qtyInStock: number;
  sku: string;
  optionValues: ProductOptionValue[];
}

export interface ProductStructuredContent {
  productType: ProductType;
  /** Physical, service and gift card products: one entry per purchasable variant. */
  variants?: ProductVariant[];
  /** Digital products carry their price on the product. */
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
}

export interface Product {
  structuredContent: ProductStructuredContent;
  /** 'published', 'scheduled', 'draft', … (see workflowStateLabel). */
  workflowState?: string | number;
}

export interface ProductDisplayStates {
  soldOut: boolean;
  onSale: boolean;
  variedPrices: boolean;
}

/** Digital and paywall products are priced on the product itself, not per variant. */
function pricedOnProduct(type: ProductType): boolean {
  return type === PRODUCT_TYPES.DIGITAL || type === PRODUCT_TYPES.PAYWALL;
}

/** The price a shopper pays for `variant`, in cents: the sale price while on sale. */
export function variantPriceCents(variant: ProductVariant): number {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** A variant can be bought while its stock is not counted or some is left. */
export function isVariantInStock(variant: ProductVariant): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/**
 * Sold out: a physical or service product none of whose variants is in stock (no variants at all
 * counts: there is nothing to buy). Digital, gift card and paywall products are never sold out.
 */
export function isSoldOut(product: Product): boolean {
  const { productType, variants = [] } = product.structuredContent;
  if (productType !== PRODUCT_TYPES.PHYSICAL && productType !== PRODUCT_TYPES.SERVICE) return false;
  return !variants.some(isVariantInStock);
}

/** On sale: the product's own flag for digital and paywall products, else any variant's flag. */
export function isOnSale(product: Product): boolean {
  const content = product.structuredContent;
  if (pricedOnProduct(content.productType)) return content.onSale === true;
  return (content.variants ?? []).some((variant) => variant.onSale);
}

/** Varied prices: the variants do not all cost the same (sale prices counted while on sale). */
export function hasVariedPrices(product: Product): boolean {
  const content = product.structuredContent;
  if (pricedOnProduct(content.productType)) return false;
  const [first, ...rest] = content.variants ?? [];
  if (!first) return false;
  const price = variantPriceCents(first);
  return rest.some((variant) => variantPriceCents(variant) !== price);
}

/** The three display states at once. */
export function productDisplayStates(product: Product): ProductDisplayStates {
  return {
    soldOut: isSoldOut(product),
    onSale: isOnSale(product),
    variedPrices: hasVariedPrices(product),
  };
}

/**
 * The lowest and highest price a shopper pays, in cents ("from $10.00"): over every variant, or
 * the product's own price for digital and paywall products. null when the product has no price.
 */
export function productPriceRange(product: Product): { min: number; max: number } | null {
  const content = product.structuredContent;
  if (pricedOnProduct(content.productType)) {
    const price = content.onSale ? content.salePriceCents : content.priceCents;
    return price === undefined ? null : { min: price, max: price };
  }
  const prices = (content.variants ?? []).map(variantPriceCents);
  return prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) };
}
