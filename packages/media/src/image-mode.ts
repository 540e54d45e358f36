/**
 * Image mode (spec 001 §3, §5): fit, fill, none or null. Anything else is refused with a
 * message naming the value, so a typo in markup is visible rather than silently "fill".
 */
export type ImageMode = 'fit' | 'fill' | 'none' | null;

const IMAGE_MODES: readonly ImageMode[] = ['fit', 'fill', 'none', null];

export function isImageMode(value: unknown): value is ImageMode {
  return IMAGE_MODES.includes(value as ImageMode);
}

/** Validates an image mode; throws a TypeError naming the value and the allowed forms. */
export function parseImageMode(value: unknown): ImageMode {
  if (isImageMode(value)) return value;
  throw new TypeError(
    `Invalid image mode ${JSON.stringify(value)}: expected "fit", "fill", "none" or null`,
  );
}
