/**
 * spec 001 §2: a block's lightbox opens at load on the slide the address names (by item id, in
 * the hash or the path).
 */
import type { CleanupStore } from '@tessera/runtime';
import { indexFromLocation } from './history';
import type { LightboxItem } from './items';
import { openLightbox } from './open-lightbox';
import type { LightboxOptions } from './options';

/** Opens the lightbox if the address names one of `items`; a destroy before it shows closes it. */
export function openFromAddress(
  triggers: Element[],
  items: LightboxItem[],
  options: Partial<LightboxOptions>,
  store: CleanupStore,
): void {
  const index = indexFromLocation(items, window.location);
  if (index < 0) return;
  let cancelled = false;
  store.add(() => {
    cancelled = true;
  });
  const returnFocus =
    triggers[index] instanceof HTMLElement ? (triggers[index] as HTMLElement) : null;
  void openLightbox({ items, index, options, returnFocus })
    .then((handle) => {
      if (cancelled) handle.close(true);
    })
    .catch((error: Error) => console.warn('[tessera/lightbox]', error.message));
}
