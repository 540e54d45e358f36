import { tabbables } from './tabbables';

/**
 * Gives focus back after an overlay went away (WAI-ARIA APG: when the focused element is
 * removed, move focus to a logical place): to `element` when it is still in the page, else to
 * the first tabbable element of the page's main content (`<main>`, `[role=main]`), else to that
 * region itself, so that the next Tab does not start again at the top of the page.
 */
export function returnFocus(element: Element | null | undefined, doc: Document = document): void {
  const main = doc.querySelector<HTMLElement>('main,[role=main]');
  const target = element?.isConnected
    ? (element as HTMLElement)
    : main && (tabbables(main)[0] ?? main);
  // The region itself takes focus from script only (out of the Tab order).
  if (target === main && !main?.hasAttribute('tabindex')) main?.setAttribute('tabindex', '-1');
  target?.focus();
}
