import { OVERLAY_HOST_TAG } from './overlay-host';

/** Every Modal of the kit is a `<dialog>` in the overlay host; `open` lasts until its hide ends. */
const OPEN_MODAL = 'dialog[open]';

function hostRoot(doc: Document): ShadowRoot | null {
  return doc.querySelector(OVERLAY_HOST_TAG)?.shadowRoot ?? null;
}

/**
 * Whether a modal of the overlay kit is open on the page: a Modal (and so a kit dialog, the
 * lightbox, the cart drawer, the login and consent preferences dialogs) shown or still fading
 * out. Read from the overlay host, so a second copy of the kit on the page counts too; a page
 * without the host has none.
 */
export function isModalOpen(doc: Document = document): boolean {
  return hostRoot(doc)?.querySelector(OPEN_MODAL) != null;
}

/**
 * Calls `callback` once no modal of the kit is open: at once when none is, else when the last one
 * has closed (its hide finished). For an overlay that must not cover another (the popup overlay).
 * Returns the function that stops waiting.
 */
export function whenNoModalOpen(callback: () => void, doc: Document = document): () => void {
  const root = hostRoot(doc);
  if (!root?.querySelector(OPEN_MODAL)) {
    callback();
    return () => {};
  }
  // A dialog closes by losing `open` (or by leaving the host when unmounted).
  const observer = new MutationObserver(() => {
    if (root.querySelector(OPEN_MODAL)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { subtree: true, childList: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}
