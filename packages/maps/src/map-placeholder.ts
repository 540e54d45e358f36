import { addressLines, externalMapsUrl } from './external-maps-url';
import type { MapLocation } from './map-config';
import { mapViewMessages } from './map-view-messages';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * The static placeholder a server renders inside a map block (docs/markup.md, "Map"): the
 * address as text and a link to the external maps page with position, address and zoom. It is
 * the whole map with no script, no key and no consent; the block keeps it under the
 * interactive map. Text is HTML-escaped.
 */
export function renderMapPlaceholder(
  location: MapLocation,
  linkText: string = mapViewMessages.open,
): string {
  const lines = addressLines(location).map(escapeHtml);
  const address =
    lines.length > 0 ? `<address data-part="map-address">${lines.join('<br>')}</address>` : '';
  const href = escapeHtml(externalMapsUrl(location));
  return `${address}<a data-part="map-link" href="${href}">${escapeHtml(linkText)}</a>`;
}
