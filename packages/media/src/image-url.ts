/**
 * Addresses of one original at a given width, in the two forms of spec 001 §3 `sizeFormat`.
 * queryString: `photo.jpg?format=500w` (other query parameters kept).
 * filename: `photo-500w.jpg` (the width goes before the extension).
 */

import { IMAGE_WIDTHS } from './constants';
import type { SizeFormat } from './image-config';
import type { ImageUrlBuilder } from './image-loader';

export function imageUrl(source: string, width: number, sizeFormat: SizeFormat): string {
  const hashAt = source.indexOf('#');
  const hash = hashAt >= 0 ? source.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? source.slice(0, hashAt) : source;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '';
  if (sizeFormat === 'filename') {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    const named =
      dot > slash ? `${path.slice(0, dot)}-${width}w${path.slice(dot)}` : `${path}-${width}w`;
    return named + (query ? `?${query}` : '') + hash;
  }
  const kept = query.split('&').filter((pair) => pair !== '' && !pair.startsWith('format='));
  kept.push(`format=${width}w`);
  return `${path}?${kept.join('&')}${hash}`;
}

/**
 * A srcset of the spec's widths up to and including `maxWidth`, so the browser can still pick
 * a smaller candidate but never one above the cap the loader chose (dprMax, stretch). `format`
 * is Tessera's sizeFormat or an image loader's builder (resolveImageLoader).
 */
export function buildSrcset(
  source: string,
  maxWidth: number,
  format: SizeFormat | ImageUrlBuilder,
  widths: readonly number[] = IMAGE_WIDTHS,
): string {
  const url: ImageUrlBuilder =
    typeof format === 'function' ? format : (from, width) => imageUrl(from, width, format);
  return [...widths]
    .filter((width) => width <= maxWidth)
    .sort((a, b) => a - b)
    .map((width) => `${srcsetUrl(url(source, width))} ${width}w`)
    .join(', ');
}

/**
 * A srcset candidate ends at the first whitespace: a source with a space in it (a CMS upload
 * named "harbour at dusk.jpg") would otherwise drop out, so whitespace is percent-encoded.
 */
function srcsetUrl(url: string): string {
  return url.replace(/\s/g, (space) => encodeURIComponent(space));
}
