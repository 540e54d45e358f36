/**
 * Where a site names its image loader (image-loader.ts): the script tag's `data-image-loader`.
 * Kept apart from the loaders themselves, which the image loader fetches only for a site that
 * names one other than Tessera's.
 */

/** The script tag's attribute that names the site's loader. */
export const IMAGE_LOADER_ATTRIBUTE = 'data-image-loader';

/** The anchor of the image loaders' section in docs/markup.md. */
export const IMAGE_LOADER_DOCS = 'image-loaders';

/** The site's loader setting: the script tag's `data-image-loader`, or undefined. */
export function siteImageLoader(
  doc: Document | undefined = globalThis.document,
): string | undefined {
  return (
    doc?.querySelector(`script[${IMAGE_LOADER_ATTRIBUTE}]`)?.getAttribute(IMAGE_LOADER_ATTRIBUTE) ??
    undefined
  );
}
