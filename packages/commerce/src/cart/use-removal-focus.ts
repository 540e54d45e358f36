import { type RefObject, useEffect, useState } from 'react';
import type { CartEntry } from '../store/store-cart';

/** The row of an entry (ids are the server's: compared, never put in a selector). */
function rowOf(root: HTMLElement, id: string): Element | undefined {
  return [...root.querySelectorAll('[data-entry-id]')].find(
    (row) => row.getAttribute('data-entry-id') === id,
  );
}

/**
 * Where focus goes when an entry leaves the cart while focus was in its row (its quantity field
 * after OK to the 0-quantity question, its × button) or on the question, whose element is gone
 * too: the next entry's quantity field, else the previous entry's, else the cart's heading (the
 * cart is empty; the heading names the drawer and the empty message follows it). Answers the
 * cart actions' `removed` hook; focus elsewhere (the shopper moved on) is left alone.
 */
export function useRemovalFocus(box: RefObject<HTMLElement | null>): (entry: CartEntry) => void {
  // null: nothing to do; { id: null }: the heading; { id }: that entry's quantity field.
  const [target, setTarget] = useState<{ id: string | null } | null>(null);
  useEffect(() => {
    const root = box.current;
    if (!target || !root) return;
    setTarget(null);
    const row = target.id === null ? undefined : rowOf(root, target.id);
    const element = row
      ? row.querySelector<HTMLElement>('.stepper input')
      : root.querySelector<HTMLElement>('.heading');
    element?.focus();
  }, [target, box]);
  const [removed] = useState(() => (entry: CartEntry) => {
    const root = box.current;
    const row = root && rowOf(root, entry.id);
    if (!root || !row) return;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && !row.contains(active) && !active.closest('.question')) return;
    const next = row.nextElementSibling ?? row.previousElementSibling;
    setTarget({ id: next?.getAttribute('data-entry-id') ?? null });
  });
  return removed;
}
