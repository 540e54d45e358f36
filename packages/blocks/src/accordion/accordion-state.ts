/**
 * The accordion's pure core (spec 002 §4 "Accordion item", §9): which items are open after a
 * click, after the expanded-first-item attribute, and after a page-section hint (the URL hash).
 */

/** spec 002 §9: opening and closing animate over 250 ms (none under reduced motion). */
export const ACCORDION_ANIMATION_MS = 250;

/** Sets item `index` open or closed; opening closes the others unless several may be open. */
export function setAccordionItem(
  open: readonly boolean[],
  index: number,
  value: boolean,
  allowMultiple: boolean,
): boolean[] {
  return open.map((current, i) => {
    if (i === index) return value;
    return value && !allowMultiple ? false : current;
  });
}

/** A click on item `index`: it toggles (spec 002 §4). */
export function toggleAccordionItem(
  open: readonly boolean[],
  index: number,
  allowMultiple: boolean,
): boolean[] {
  return setAccordionItem(open, index, !open[index], allowMultiple);
}

/** What the expanded-first-item attribute asks of the first item: open when present (any value
 * but "false"), closed for "false", the server's state when absent (null). */
export function expandedFirstItem(attribute: string | null): boolean | undefined {
  return attribute === null ? undefined : attribute !== 'false';
}

/** A page-section hint: the hash names the accordion itself (close all), or one item's header
 * button or region (open it); anything else is no hint. */
export type AccordionHint = { close: true } | { open: number };

export function accordionHint(
  hash: string,
  accordionId: string,
  itemIds: readonly (readonly string[])[],
): AccordionHint | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  if (id === '') return undefined;
  if (id === accordionId) return { close: true };
  const index = itemIds.findIndex((ids) => ids.includes(id));
  return index === -1 ? undefined : { open: index };
}

/** The open state a hint leads to. */
export function applyAccordionHint(
  open: readonly boolean[],
  hint: AccordionHint,
  allowMultiple: boolean,
): boolean[] {
  if ('close' in hint) return open.map(() => false);
  return setAccordionItem(open, hint.open, true, allowMultiple);
}
