import { adoptStylesInto } from './adopt-styles-into';
import { getOverlayHost } from './overlay-host';

/** Adds a stylesheet to the page's overlay host once per `key` (see `adoptStylesInto`). */
export function adoptStyles(key: string, css: string, doc?: Document): void {
  adoptStylesInto(getOverlayHost(doc).root, key, css);
}
