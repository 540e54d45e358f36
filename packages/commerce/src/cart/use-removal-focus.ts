import { type RefObject, useState } from 'react';
import type { CartEntry } from '../store/store-cart';

/**
 * Where focus goes when an entry leaves the cart while focus was in its row (its quantity field
 * after Remove in the 0-quantity question, its × button) or on the question, whose element is gone
 * too: the next entry's quantity field, else the previous entry's, else the cart's heading (the
 * cart is empty; the heading names the drawer and the empty message follows it). Answers the
 * cart actions' `removed` hook, called before the row leaves the page, so the focus moves to an
 * element that stays; focus elsewhere (the shopper moved on) is left alone.
 */
export function useRemovalFocus(box: RefObject<HTMLElement | null>): (entry: CartEntry) => void {
  const [removed] = useState(() => (entry: CartEntry) => {
    const root = box.current;
    // Ids are the server's: compared, never put in a selector.
    const row = [...(root?.querySelectorAll('[data-entry-id]') ?? [])].find(
      (element) => element.getAttribute('data-entry-id') === entry.id,
    );
    if (!root || !row) return;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && !row.contains(active) && !active.closest('.question')) return;
    const next = row.nextElementSibling ?? row.previousElementSibling;
    (
      next?.querySelector<HTMLElement>('.stepper input') ??
      root.querySelector<HTMLElement>('.heading')
    )?.focus();
  });
  return removed;
}
