import { adoptStylesInto } from './adoptStylesInto';
import { getOverlayHost } from './overlayHost';

/** Adds a stylesheet to the page's overlay host once per `key` (see `adoptStylesInto`). */
export function adoptStyles(key: string, css: string, doc?: Document): void {
  adoptStylesInto(getOverlayHost(doc).root, key, css);
}
