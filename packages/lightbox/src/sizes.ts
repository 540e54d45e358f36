import type { LightboxItem } from './items';

/**
 * The sizes attribute of a slide's picture: at most the viewport wide, and no wider than its
 * ratio allows at full height (the stage is nearly the viewport's height).
 */
export function sizesFor(item: LightboxItem): string {
  return item.width && item.height
    ? `min(100vw, ${Math.round((100 * item.width) / item.height)}vh)`
    : '100vw';
}
