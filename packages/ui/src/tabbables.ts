/** What Tab can reach: the platform's own list, which it does not expose. */
const TABBABLE =
  'a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[contenteditable=""],[contenteditable=true],[tabindex]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert]')) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // Layout-free environments (jsdom) have no checkVisibility: treat as visible.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** Tabbable descendants of `container`, in tree order (tabindex > 0 is not reordered: we set none). */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(isTabbable);
}
