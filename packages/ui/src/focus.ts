import { tabbables } from './tabbables';

/**
 * Focus helpers the native dialog leaves to us: finding the focused element through shadow
 * roots, the first tabbable element, and Tab wrapping (a modal dialog's Tab otherwise walks out
 * to the browser's own toolbar; the APG dialog pattern wants it to wrap).
 */

/** The focused element, looking inside open shadow roots (ours among them). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Moves focus into `container`: its [autofocus] element, else its first tabbable, else itself. */
export function focusFirst(container: HTMLElement): void {
  const target =
    container.querySelector<HTMLElement>('[autofocus],[data-autofocus]') ??
    tabbables(container)[0] ??
    container;
  target.focus();
}

/** On Tab from the last tabbable (Shift+Tab from the first), moves focus to the other end. */
export function wrapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const list = tabbables(container);
  const first = list[0];
  const last = list[list.length - 1];
  const root = container.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
