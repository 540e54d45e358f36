import { ProductType as RUNTIME_PRODUCT_TYPES } from '@tessera/runtime';

/**
 * Product types and their numeric codes (spec 002 §Enumerations; 000 §1 names the first four):
 * the runtime's shared enumeration, under the name this package has always exported.
 */
export const PRODUCT_TYPES = RUNTIME_PRODUCT_TYPES;

export type ProductTypeName = keyof typeof PRODUCT_TYPES;
export type ProductType = (typeof PRODUCT_TYPES)[ProductTypeName];

/** Whether `value` is one of the five product type codes. */
export function isProductType(value: unknown): value is ProductType {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
}
