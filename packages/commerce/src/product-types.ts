/** Product types and their numeric codes (spec 002 §Enumerations; 000 §1 names the first four). */
export const PRODUCT_TYPES = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeName = keyof typeof PRODUCT_TYPES;
export type ProductType = (typeof PRODUCT_TYPES)[ProductTypeName];

/** Whether `value` is one of the five product type codes. */
export function isProductType(value: unknown): value is ProductType {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
}
