import { tabbables } from './tabbables';

/** Returns focus to the element that had it before an overlay opened, if it is still there. */
function restoreFocus(element: Element | null | undefined): boolean {
  if (element?.isConnected && typeof (element as HTMLElement).focus === 'function') {
    (element as HTMLElement).focus();
    return true;
  }
  return false;
}

/**
 * Gives focus back after an overlay went away (WAI-ARIA APG: when the focused element is
 * removed, move focus to a logical place): to `element` when it is still in the page, else to
 * the first tabbable element of the page's main content (`<main>`, `[role=main]`), else to that
 * region itself, so that the next Tab does not start again at the top of the page.
 */
export function returnFocus(element: Element | null | undefined, doc: Document = document): void {
  if (restoreFocus(element)) return;
  const main = doc.querySelector<HTMLElement>('main,[role=main]');
  if (!main) return;
  const target = tabbables(main)[0] ?? main;
  if (target === main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  target.focus();
}
