/**
 * The A/B test variant (spec 002 §7): read from the `variantId` query parameter, which is then
 * stored, or else from the stored value; an empty parameter (`?variantId=`) or resetVariant()
 * clears it. Sent as the analytics events' `variantId`.
 */

/** The query parameter and the local-storage key. */
export const VARIANT_PARAMETER = 'variantId';
export const VARIANT_KEY = 'tessera-variant';

function storage(view: Window): Storage | undefined {
  try {
    return view.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's variant, or null; a query parameter replaces (or, empty, clears) the stored one. */
export function readVariant(view: Window): string | null {
  const store = storage(view);
  const fromQuery = new URLSearchParams(view.location.search).get(VARIANT_PARAMETER);
  try {
    if (fromQuery === '') store?.removeItem(VARIANT_KEY);
    else if (fromQuery !== null) store?.setItem(VARIANT_KEY, fromQuery);
    return fromQuery !== null ? fromQuery || null : (store?.getItem(VARIANT_KEY) ?? null);
  } catch {
    return fromQuery || null;
  }
}

/** Clears the stored variant. */
export function resetVariant(view: Window): void {
  try {
    storage(view)?.removeItem(VARIANT_KEY);
  } catch {
    // Nothing stored where storage is refused.
  }
}
