/**
 * What a shopper's picks mean (spec 000 §3 display states, per variant): which variant the chosen
 * option values name, what it costs, whether it is on sale or sold out, and how many can be
 * bought. Pure, so the block only reads pickers and writes the answer.
 */
import {
  isSoldOut,
  isVariantInStock,
  type ProductVariant,
  productPriceRange,
  variantPriceCents,
} from '../product';
import { PRODUCT_TYPES } from '../product-types';
import type { ProductData } from './product-data';

export interface ProductChoice {
  /** The variant the picks name; null while an option is unchosen (or no variant matches). */
  variant: ProductVariant | null;
  /** Option names still to choose, in the order the product lists them. */
  missingOptions: string[];
  /** The price to show, in cents: the variant's, else the lowest of the product's. */
  priceCents: number | null;
  /** The regular price while the shown price is a sale price; else null. */
  regularPriceCents: number | null;
  /** The lowest and highest differ and no variant is chosen: shown as "from". */
  fromPrice: boolean;
  soldOut: boolean;
  onSale: boolean;
  /** Most that can be added at once: the variant's stock, or null when not counted. */
  maxQuantity: number | null;
}

/** The option names of `product`, in the order the first variant lists them. */
export function productOptionNames(product: ProductData): string[] {
  const names: string[] = [];
  for (const variant of product.structuredContent.variants ?? []) {
    for (const option of variant.optionValues) {
      if (option.optionName && !names.includes(option.optionName)) names.push(option.optionName);
    }
  }
  return names;
}

function matches(variant: ProductVariant, picks: Readonly<Record<string, string>>): boolean {
  return variant.optionValues.every((option) => picks[option.optionName ?? ''] === option.value);
}

function digitalChoice(product: ProductData): ProductChoice {
  const { priceCents = null, salePriceCents, onSale = false } = product.structuredContent;
  const sale = onSale && salePriceCents !== undefined;
  return {
    variant: null,
    missingOptions: [],
    priceCents: sale ? salePriceCents : priceCents,
    regularPriceCents: sale ? priceCents : null,
    fromPrice: false,
    soldOut: false,
    onSale: sale,
    maxQuantity: null,
  };
}

/** The choice `picks` (option name → value) makes on `product`. */
export function productChoice(
  product: ProductData,
  picks: Readonly<Record<string, string>>,
): ProductChoice {
  const content = product.structuredContent;
  if (
    content.productType === PRODUCT_TYPES.DIGITAL ||
    content.productType === PRODUCT_TYPES.PAYWALL
  ) {
    return digitalChoice(product);
  }
  const variants = content.variants ?? [];
  const missingOptions = productOptionNames(product).filter((name) => !picks[name]);
  const variant =
    missingOptions.length === 0 ? (variants.find((each) => matches(each, picks)) ?? null) : null;
  // Gift cards are never sold out (spec 000 §3); other variants by their stock.
  const countsStock = content.productType !== PRODUCT_TYPES.GIFT_CARD;
  if (variant) {
    const inStock = !countsStock || isVariantInStock(variant);
    return {
      variant,
      missingOptions,
      priceCents: variantPriceCents(variant),
      regularPriceCents: variant.onSale ? variant.price : null,
      fromPrice: false,
      soldOut: !inStock,
      onSale: variant.onSale,
      maxQuantity: !countsStock || variant.unlimited ? null : variant.qtyInStock,
    };
  }
  const range = productPriceRange(product);
  const saleVariant = variants.length === 1 && variants[0]!.onSale ? variants[0]! : null;
  return {
    variant: null,
    missingOptions,
    priceCents: range?.min ?? null,
    regularPriceCents: saleVariant ? saleVariant.price : null,
    fromPrice: range !== null && range.min !== range.max,
    soldOut: isSoldOut(product),
    onSale: variants.some((each) => each.onSale),
    maxQuantity: null,
  };
}

/** Whether the option `name` = `value` leads to any variant in stock (for "sold out" labels). */
export function isOptionValueAvailable(product: ProductData, name: string, value: string): boolean {
  const content = product.structuredContent;
  if (content.productType === PRODUCT_TYPES.GIFT_CARD) return true;
  return (content.variants ?? []).some(
    (variant) =>
      isVariantInStock(variant) &&
      variant.optionValues.some((option) => option.optionName === name && option.value === value),
  );
}
