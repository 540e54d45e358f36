/**
 * The one request to open a lightbox. A block that shows pictures (the gallery engine, the image
 * block) dispatches it on its block element as a bubbling CustomEvent with this detail
 * (`new CustomEvent<LightboxOpenDetail>(LIGHTBOX_OPEN_EVENT, { detail, bubbles: true })`); the
 * lightbox block (@tessera/lightbox) listens there.
 * The event is the whole contract between them, so neither package imports the other, and the
 * overlay's code loads only where the script build's registry found an opener.
 */

/**
 * The event's type. The name predates the image block sending it too: it stays, because site
 * scripts listen for it (docs/markup.md, galleries).
 */
export const LIGHTBOX_OPEN_EVENT = 'tessera:gallery-open';

export interface LightboxOpenDetail {
  /** The slide to show first (spec 001 §4: wrapped into range, -1 is the last). */
  index: number;
  /**
   * The set: items as data (`{ src, alt, width, height, meta }`), slide elements read per the
   * slide markup (spec 001 §3), or the gallery engine's slide records (which carry `element`).
   */
  slides: readonly object[];
  /**
   * The element that asked; focus returns to it on close. When absent: the focused element
   * inside the block, else the slide's own focusable element.
   */
  opener?: HTMLElement | null;
}

// Typed for listeners: `element.addEventListener(LIGHTBOX_OPEN_EVENT, (event) => event.detail)`
// reads a LightboxOpenDetail without a cast, on a block element and on the document it bubbles to.
declare global {
  interface HTMLElementEventMap {
    [LIGHTBOX_OPEN_EVENT]: CustomEvent<LightboxOpenDetail>;
  }
  interface DocumentEventMap {
    [LIGHTBOX_OPEN_EVENT]: CustomEvent<LightboxOpenDetail>;
  }
}
